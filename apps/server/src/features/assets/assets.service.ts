import { type AssetUpdate, type AssetValues, isStatusOnly } from '@cmms/shared/assets';
import { type Message, msg } from '@cmms/shared/i18n/message';
import { ASSET_STATUS_LABELS, type AssetStatus } from '@cmms/shared/work-rules';
import type { DbOrTx } from '../../db/client';
import { type Actor, isSystem, type UserActor } from '../../lib/actor';
import type { PendingAuth } from '../../lib/auth/require-auth';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, foundOr404 } from '../../lib/errors';
import { batchesByNumber } from '../../lib/http/csv';
import { recordActivity } from '../activity/activity.service';
import { findPlaceableSite } from '../sites/sites.service';
import { findSiteWorker } from '../users/users.service';
import { assetPolicy } from './assets.policy';
import {
  type AssetFilters,
  type AssetWithNames,
  assetBatch,
  countOpenTasksOfAsset,
  deleteAssetRow,
  findAsset,
  insertAsset,
  insertStatusChange,
  listAssetRows,
  listStatusChanges,
  lockAsset,
  updateAssetRow,
} from './assets.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
type Page = { limit: number; offset: number };

/**
 * A page of the assets the actor sees, newest first. `pending`: the session check a list that
 * checks the session in its own statement hands on (authCheckedByStatement).
 */
export const listAssets = (
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  { query, pending }: { query: AssetFilters & Page; pending: PendingAuth | undefined },
) => listAssetRows(deps.db, assetPolicy.scopeOf(actor), query, pending);

/** The filtered assets the actor sees, in batches for the CSV export. */
export function exportAssets(deps: Pick<Deps, 'db'>, actor: UserActor, filters: AssetFilters) {
  const scope = assetPolicy.scopeOf(actor);
  return batchesByNumber((before, size) => assetBatch(deps.db, scope, filters, before, size));
}

/** The asset if the actor may see it; 404 otherwise, so its existence is not revealed. */
export async function loadVisibleAsset(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  return foundOr404(
    await findAsset(deps.db, id, assetPolicy.scopeOf(actor)),
    msg('assets.notFound'),
  );
}

/** Where an asset stands, for a work order about it; null when there is no such asset. */
export async function siteOfAsset(db: DbOrTx, assetId: string) {
  const asset = await findAsset(db, assetId, { all: true });
  return asset ? asset.siteId : null;
}

/** The site must be one the actor may see, and the assignee someone who works there. */
async function checkPlacement(tx: DbOrTx, actor: Actor, values: AssetValues) {
  if (!(await findPlaceableSite(tx, actor, values.siteId))) {
    const outOfScope = msg('assets.siteOutOfScope');
    throw badRequest(outOfScope, { siteId: outOfScope });
  }
  if (values.assignedTo && !(await findSiteWorker(tx, values.assignedTo, values.siteId))) {
    const notOnSite = msg('assets.assigneeNotOnSite');
    throw badRequest(notOnSite, { assignedTo: notOnSite });
  }
}

/** The values an activity entry names an asset by: its name and number. */
const named = (asset: { name: string; assetNumber: string }) => ({
  name: asset.name,
  number: asset.assetNumber,
});

/**
 * A stored status as an entry reads it: the form's four by their labels, in each reader's
 * language; a legacy or unknown value as it is stored.
 */
const statusOf = (status: string): Message | string =>
  Object.hasOwn(ASSET_STATUS_LABELS, status)
    ? msg(ASSET_STATUS_LABELS[status as AssetStatus])
    : status;

async function reload(tx: DbOrTx, id: string) {
  const row = await findAsset(tx, id, { all: true });
  if (!row) throw new Error(`asset ${id} vanished inside its own transaction`);
  return row;
}

export async function createAsset(deps: Pick<Deps, 'db'>, actor: Actor, values: AssetValues) {
  return deps.db.transaction(async (tx) => {
    await checkPlacement(tx, actor, values);
    const createdBy = isSystem(actor) ? null : actor.id;
    const { id } = await insertAsset(tx, { ...values, createdBy });
    const row = await reload(tx, id);
    // An asset that starts out not Active has that status from its start (its downtime
    // counts from then); one that starts Active needs no row until it changes.
    if (row.status !== 'Active') {
      await insertStatusChange(tx, {
        assetId: id,
        fromStatus: null,
        toStatus: row.status,
        changedBy: createdBy,
        changedAt: new Date(row.createdAt),
      });
    }
    await recordActivity(tx, actor, {
      action: 'asset_created',
      description: msg('assets.activityCreated', named(row)),
      type: 'asset',
      siteId: row.siteId,
      metadata: { assetId: row.id, assetNumber: row.assetNumber },
    });
    return row;
  });
}

/** PUT /assets/{id}: a status change or an edit (assetPolicy.assertMayUpdate). */
export async function updateAsset(
  deps: Deps,
  actor: UserActor,
  { asset: existing, update }: { asset: AssetWithNames; update: AssetUpdate },
) {
  assetPolicy.assertMayUpdate(actor, update);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!isStatusOnly(update)) {
      await checkPlacement(tx, actor, update);
      if (update.siteId !== existing.siteId) {
        const open = await countOpenTasksOfAsset(tx, existing.id);
        if (open > 0) throw conflict(msg('assets.openWork', { count: open }));
      }
    }
    await updateAssetRow(tx, existing.id, { ...update, updatedAt: now });
    const row = await reload(tx, existing.id);
    if (row.status !== existing.status) {
      await insertStatusChange(tx, {
        assetId: row.id,
        fromStatus: existing.status,
        toStatus: row.status,
        changedBy: actor.id,
        changedAt: now,
      });
    }
    const statusChange = isStatusOnly(update);
    await recordActivity(tx, actor, {
      action: 'asset_updated',
      description: statusChange
        ? msg('assets.activityStatusChanged', {
            ...named(row),
            from: statusOf(existing.status),
            to: statusOf(row.status),
          })
        : msg('assets.activityUpdated', named(row)),
      type: 'asset',
      siteId: row.siteId,
      metadata: { assetId: row.id, ...(statusChange ? { status: row.status } : {}) },
    });
    return row;
  });
}

/** An asset's status changes, oldest first (its history's downtime). */
export const assetStatusHistory = (deps: Pick<Deps, 'db'>, assetId: string) =>
  listStatusChanges(deps.db, assetId);

/** Refused with 409 while open work orders still reference the asset. */
export async function deleteAsset(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  existing: AssetWithNames,
) {
  await deps.db.transaction(async (tx) => {
    await lockAsset(tx, existing.id);
    const open = await countOpenTasksOfAsset(tx, existing.id);
    if (open > 0) throw conflict(msg('assets.openWork', { count: open }));
    await recordActivity(tx, actor, {
      action: 'asset_deleted',
      description: msg('assets.activityDeleted', named(existing)),
      type: 'asset',
      siteId: existing.siteId,
      metadata: { assetId: existing.id, assetNumber: existing.assetNumber, name: existing.name },
    });
    await deleteAssetRow(tx, existing.id);
  });
}
