import { type AssetUpdate, type AssetValues, assetTexts, isStatusOnly } from '@cmms/shared/assets';
import { assetRules, type WorkCaller } from '@cmms/shared/work-rules';
import type { DbOrTx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import type { SiteScope } from '../../lib/auth/site-scope';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { findSite } from '../sites/sites.repository';
import { findSiteWorker } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { countOpenTasksOfAsset } from '../work-orders/work-orders.repository';
import {
  type AssetWithNames,
  deleteAssetRow,
  findAsset,
  insertAsset,
  lockAsset,
  updateAssetRow,
} from './assets.repository';

/** Who is acting on assets: the signed-in user, their permissions and their sites. */
export type AssetActor = { user: UserRow; caller: WorkCaller; scope: SiteScope };

/** The site must be one the actor may see, and the assignee someone who works there. */
async function checkPlacement(tx: DbOrTx, actor: AssetActor, values: AssetValues) {
  if (!(await findSite(tx, values.siteId, actor.scope))) {
    throw badRequest(assetTexts.siteOutOfScope, { siteId: assetTexts.siteOutOfScope });
  }
  if (values.assignedTo && !(await findSiteWorker(tx, values.assignedTo, values.siteId))) {
    throw badRequest(assetTexts.assigneeNotOnSite, { assignedTo: assetTexts.assigneeNotOnSite });
  }
}

const label = (asset: { name: string; assetNumber: string }) =>
  `"${asset.name}" (${asset.assetNumber})`;

async function reload(tx: DbOrTx, id: string) {
  const row = await findAsset(tx, id, { all: true });
  if (!row) throw new Error(`asset ${id} vanished inside its own transaction`);
  return row;
}

export async function createAsset(db: DbOrTx, actor: AssetActor, values: AssetValues) {
  return db.transaction(async (tx) => {
    await checkPlacement(tx, actor, values);
    const { id } = await insertAsset(tx, { ...values, createdBy: actor.user.id });
    const row = await reload(tx, id);
    await recordActivity(tx, actor.user, {
      action: 'asset_created',
      description: `Asset ${label(row)} created`,
      type: 'asset',
      siteId: row.siteId,
      metadata: { assetId: row.id, assetNumber: row.assetNumber },
    });
    return row;
  });
}

/**
 * PUT /assets/{id}: a status alone is a status change (field roles: On Hold, Completed or Out of
 * Service only); anything else is an edit, for those who manage assets.
 */
export async function updateAsset(
  db: DbOrTx,
  actor: AssetActor,
  existing: AssetWithNames,
  update: AssetUpdate,
  now: Date,
) {
  if (isStatusOnly(update)) {
    if (!assetRules.canChangeStatus(actor.caller)) throw forbidden();
    if (!assetRules.settableStatuses(actor.caller).includes(update.status)) {
      throw forbidden(assetTexts.statusNotAllowed);
    }
  } else if (!assetRules.canManage(actor.caller)) {
    throw forbidden(assetTexts.editNotAllowed);
  }
  return db.transaction(async (tx) => {
    if (!isStatusOnly(update)) {
      await checkPlacement(tx, actor, update);
      if (update.siteId !== existing.siteId) {
        const open = await countOpenTasksOfAsset(tx, existing.id);
        if (open > 0) throw conflict(assetTexts.openWork(open));
      }
    }
    await updateAssetRow(tx, existing.id, { ...update, updatedAt: now });
    const row = await reload(tx, existing.id);
    const statusChange = isStatusOnly(update);
    await recordActivity(tx, actor.user, {
      action: 'asset_updated',
      description: statusChange
        ? `Asset ${label(row)} status changed from ${existing.status} to ${row.status}`
        : `Asset ${label(row)} updated`,
      type: 'asset',
      siteId: row.siteId,
      metadata: { assetId: row.id, ...(statusChange ? { status: row.status } : {}) },
    });
    return row;
  });
}

/** Refused with 409 while open work orders still reference the asset. */
export async function deleteAsset(db: DbOrTx, actor: AssetActor, existing: AssetWithNames) {
  await db.transaction(async (tx) => {
    await lockAsset(tx, existing.id);
    const open = await countOpenTasksOfAsset(tx, existing.id);
    if (open > 0) throw conflict(assetTexts.openWork(open));
    await recordActivity(tx, actor.user, {
      action: 'asset_deleted',
      description: `Asset ${label(existing)} deleted`,
      type: 'asset',
      siteId: existing.siteId,
      metadata: { assetId: existing.id, assetNumber: existing.assetNumber, name: existing.name },
    });
    await deleteAssetRow(tx, existing.id);
  });
}
