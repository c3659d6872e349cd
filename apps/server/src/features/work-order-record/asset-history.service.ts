import {
  ASSET_HISTORY_WORK_ORDERS,
  type AssetHistory,
  downtimeOf,
  warrantyState,
} from '@cmms/shared/asset-history';
import { amountOf } from '@cmms/shared/money';
import type { TaskStatus } from '@cmms/shared/work-rules';
import { dateIn, zoneOrProcess } from '@cmms/shared/zones';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { assetStatusHistory, loadVisibleAsset } from '../assets/assets.service';
import { organisationCurrency } from '../organisation/organisation.service';
import { recordPolicy } from './work-order-record.policy';
import { assetWorkRows, findWarranty } from './work-order-record.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * GET /assets/{id}/history: the asset as the record of what was done to it. Cost only for those
 * who may see pay (recordRules.canSeeCost); 404 for an asset outside the caller's sites.
 */
export async function loadAssetHistory(
  deps: Deps,
  actor: UserActor,
  assetId: string,
): Promise<AssetHistory> {
  const asset = await loadVisibleAsset(deps, actor, assetId);
  const seeCost = recordPolicy.canSeeCost(actor);
  const now = deps.clock.now();
  const [work, changes, warranty, currency] = await Promise.all([
    assetWorkRows(deps.db, asset.id, ASSET_HISTORY_WORK_ORDERS),
    assetStatusHistory(deps, asset.id),
    findWarranty(deps.db, asset.id),
    seeCost ? organisationCurrency(deps) : Promise.resolve(null),
  ]);
  const downtime = downtimeOf(changes, now);
  const money = (cents: number) => (seeCost ? amountOf(Math.round(cents)) : null);
  const { totals } = work;
  return {
    workOrders: work.rows.map((row) => ({
      id: row.id,
      workOrderNumber: row.work_order_number,
      title: row.title,
      status: row.status as TaskStatus,
      createdAt: new Date(row.created_at).toISOString(),
      completedAt: iso(row.completed_at),
      assignedTo: { id: row.assigned_to, name: row.assignee_name },
      minutes: Math.round(Number(row.minutes)),
      partsUsed: Number(row.parts),
      cost: money(Number(row.labour_cents) + Number(row.parts_cents)),
    })),
    totals: {
      workOrders: Number(totals.workOrders),
      open: Number(totals.open),
      minutes: Number(totals.minutes),
      partsUsed: Number(totals.partsUsed),
      labour: money(Number(totals.labourCents)),
      parts: money(Number(totals.partsCents)),
      cost: money(Number(totals.labourCents) + Number(totals.partsCents)),
      currency,
    },
    downtime: {
      minutes: downtime.minutes,
      downSince: downtime.downSince?.toISOString() ?? null,
      periods: downtime.periods.map((period) => ({
        from: period.from.toISOString(),
        to: period.to?.toISOString() ?? null,
      })),
    },
    warranty: warranty && {
      attachmentId: warranty.id,
      name: warranty.name,
      expiresOn: warranty.expiresOn,
      state: warrantyState(warranty.expiresOn, dateIn(now, zoneOrProcess(asset.siteTimeZone))),
    },
  };
}
