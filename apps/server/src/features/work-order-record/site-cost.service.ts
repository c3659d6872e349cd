import { amountOf } from '@cmms/shared/money';
import {
  monthBefore,
  SITE_COST_ASSETS,
  SITE_COST_MONTHS,
  type SiteCost,
} from '@cmms/shared/site-cost';
import { dateIn, zoneOrProcess } from '@cmms/shared/zones';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { organisationCurrency } from '../organisation/organisation.service';
import { loadVisibleSite } from '../sites/sites.service';
import { siteCostRows } from './work-order-record.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/**
 * GET /sites/{id}/cost: this month and the eleven before it in the site's calendar, each with
 * its labour and parts (months without any at 0), their total, and the costliest assets. The
 * route lets only those who may see cost ask; another site is a 404.
 */
export async function loadSiteCost(
  deps: Deps,
  actor: UserActor,
  siteId: string,
): Promise<SiteCost> {
  const site = await loadVisibleSite(deps, actor, siteId);
  const zone = zoneOrProcess(site.timeZone);
  const thisMonth = dateIn(deps.clock.now(), zone).slice(0, 7);
  const firstMonth = monthBefore(thisMonth, SITE_COST_MONTHS - 1);
  const [rows, currency] = await Promise.all([
    siteCostRows(deps.db, {
      siteId: site.id,
      zone,
      fromDay: `${firstMonth}-01`,
      assets: SITE_COST_ASSETS,
    }),
    organisationCurrency(deps),
  ]);
  const byMonth = new Map(rows.months.map((row) => [row.month, row]));
  const months = Array.from({ length: SITE_COST_MONTHS }, (_, index) => {
    const month = monthBefore(thisMonth, SITE_COST_MONTHS - 1 - index);
    const row = byMonth.get(month);
    const labour = Number(row?.labour ?? 0);
    const parts = Number(row?.parts ?? 0);
    return { month, labourCents: labour, partsCents: parts };
  });
  const labourCents = months.reduce((sum, month) => sum + month.labourCents, 0);
  const partsCents = months.reduce((sum, month) => sum + month.partsCents, 0);
  const amounts = (labour: number, parts: number) => ({
    labour: amountOf(labour),
    parts: amountOf(parts),
    total: amountOf(labour + parts),
  });
  return {
    currency,
    months: months.map((month) => ({
      month: month.month,
      ...amounts(month.labourCents, month.partsCents),
    })),
    total: amounts(labourCents, partsCents),
    assets: rows.assets.map((asset) => ({
      id: asset.id,
      name: asset.name,
      assetNumber: asset.asset_number,
      total: amountOf(Number(asset.total)),
    })),
  };
}
