import { msg } from '@cmms/shared/i18n/message';
import { inEnglish } from '@cmms/shared/i18n/source-translators';
import {
  type MaterialUpdate,
  type MaterialValues,
  type MovementKind,
  quantityMessage,
} from '@cmms/shared/materials';
import { centsOf } from '@cmms/shared/money';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, foundOr404, notFound } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { notifyUser } from '../notifications/notifications.service';
import { findPlaceableSite } from '../sites/sites.service';
import { findSiteManagers } from '../users/users.service';
import { materialPolicy } from './materials.policy';
import {
  addToStock,
  findMaterial,
  insertMaterial,
  insertMovement,
  listCategories,
  listMaterialRows,
  listMovements,
  type MaterialFilters,
  type MaterialWithSite,
  updateMaterialRow,
} from './materials.repository';
import { countOpenRequests } from './requests.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
type Page = { limit: number; offset: number };
const ALL = { all: true } as const;

export async function loadVisibleMaterial(deps: Pick<Deps, 'db'>, actor: UserActor, id: string) {
  return foundOr404(
    await findMaterial(deps.db, id, materialPolicy.scopeOf(actor)),
    msg('materials.materialNotFound'),
  );
}

export const listMaterials = (
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  query: MaterialFilters & Page,
) => listMaterialRows(deps.db, materialPolicy.scopeOf(actor), query, query);

export const materialCategories = (deps: Pick<Deps, 'db'>, actor: UserActor) =>
  listCategories(deps.db, materialPolicy.scopeOf(actor));

export const materialMovements = (deps: Pick<Deps, 'db'>, material: MaterialWithSite, page: Page) =>
  listMovements(deps.db, material.id, page);

async function reload(tx: DbOrTx, id: string) {
  const row = await findMaterial(tx, id, ALL);
  if (!row) throw new Error(`material ${id} vanished inside its own transaction`);
  return row;
}

/**
 * After any change of stock: the first time a material falls to or below its reorder level, the
 * managers of its site are told (administrators for a material of all sites, or a site without a
 * manager); rising above it again re-arms the warning. So once per crossing, not on every issue.
 */
export async function watchStockLevel(tx: DbOrTx, material: MaterialWithSite) {
  const low = material.quantity <= material.reorderLevel;
  if (low === material.lowStockNotified) return;
  await updateMaterialRow(tx, material.id, { lowStockNotified: low });
  if (!low) return;
  const keepers = await findSiteManagers(tx, material.siteId);
  const body = msg('materials.lowStockBody', {
    name: material.name,
    quantity: quantityMessage(material.quantity, material.unit),
    site: material.siteName ?? msg('materials.lowStockAllSites'),
    reorderLevel: material.reorderLevel,
  });
  for (const userId of keepers) {
    await notifyUser(tx, {
      userId,
      type: 'low_stock',
      title: msg('materials.lowStockTitle'),
      body,
      data: { materialId: material.id },
    });
  }
}

/**
 * One row of the ledger: the change, the quantity it left, who and why. The note is kept as
 * text, in English, as the API gives it; materials.presenter.ts reads the server's own notes
 * back in each reader's language.
 */
export function recordMovement(
  tx: DbOrTx,
  movement: {
    materialId: string;
    kind: MovementKind;
    delta: number;
    quantityAfter: number;
    note: string;
    userId: string;
    requestId?: string | null;
    /** The work order a part went to or came back from, with what a unit cost then. */
    workOrder?: { id: string; number: string; unitCostCents: number | null };
    at: Date;
  },
) {
  const { at, workOrder, ...values } = movement;
  return insertMovement(tx, {
    ...values,
    ...(workOrder && {
      taskId: workOrder.id,
      workOrderNumber: workOrder.number,
      unitCostCents: workOrder.unitCostCents,
    }),
    createdAt: at,
  });
}

/**
 * A material's site must be one of the actor's; only administrators put a material under all
 * sites. A site left as it was is always allowed (materialPolicy.assertMayChange has already
 * kept a material of all sites to administrators).
 */
async function checkSite(
  tx: DbOrTx,
  actor: UserActor,
  siteId: string | null,
  unchangedFrom?: string | null,
) {
  if (unchangedFrom !== undefined && siteId === unchangedFrom) return;
  const allowed = siteId
    ? await findPlaceableSite(tx, actor, siteId)
    : materialPolicy.scopeOf(actor).all;
  if (!allowed) {
    const refusal = msg('materials.siteOutOfScope');
    throw badRequest(refusal, { siteId: refusal });
  }
}

export async function createMaterial(deps: Deps, actor: UserActor, values: MaterialValues) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await checkSite(tx, actor, values.siteId);
    const { unitCost, ...columns } = values;
    const { id } = await insertMaterial(tx, {
      ...columns,
      unitCostCents: unitCost === null ? null : centsOf(unitCost),
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    if (values.quantity > 0) {
      await recordMovement(tx, {
        materialId: id,
        kind: 'initial',
        delta: values.quantity,
        quantityAfter: values.quantity,
        note: inEnglish(msg('materials.noteOpeningStock')),
        userId: actor.id,
        at: now,
      });
    }
    const material = await reload(tx, id);
    await recordActivity(tx, actor, {
      action: 'material_created',
      description: msg('materials.activityCreated', {
        name: material.name,
        quantity: quantityMessage(material.quantity, material.unit),
      }),
      type: 'material',
      siteId: material.siteId,
      metadata: { materialId: id },
    });
    await watchStockLevel(tx, material);
    return reload(tx, id);
  });
}

/**
 * PUT /materials/{id}: what the body leaves out stays as stored; a new quantity is a correction,
 * written to the ledger as the difference, with the row locked so it cannot interleave with an
 * issue.
 */
export async function updateMaterial(
  deps: Deps,
  actor: UserActor,
  { material: existing, update }: { material: MaterialWithSite; update: MaterialUpdate },
) {
  materialPolicy.assertMayChange(actor, existing);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = foundOr404(
      await findMaterial(tx, existing.id, ALL, true),
      msg('materials.materialNotFound'),
    );
    const values = {
      name: update.name,
      category: update.category,
      description: update.description ?? current.description,
      unit: update.unit ?? current.unit,
      quantity: update.quantity ?? current.quantity,
      reorderLevel: update.reorderLevel ?? current.reorderLevel,
      siteId: update.siteId === undefined ? current.siteId : update.siteId,
      unitCostCents:
        update.unitCost === undefined
          ? current.unitCostCents
          : update.unitCost === null
            ? null
            : centsOf(update.unitCost),
    };
    await checkSite(tx, actor, values.siteId, current.siteId);
    await updateMaterialRow(tx, existing.id, { ...values, updatedAt: now });
    const delta = values.quantity - current.quantity;
    if (delta !== 0) {
      await recordMovement(tx, {
        materialId: existing.id,
        kind: 'adjustment',
        delta,
        quantityAfter: values.quantity,
        note: inEnglish(
          msg('materials.noteCorrected', { from: current.quantity, to: values.quantity }),
        ),
        userId: actor.id,
        at: now,
      });
    }
    const material = await reload(tx, existing.id);
    await recordActivity(tx, actor, {
      action: 'material_updated',
      description:
        delta !== 0
          ? msg('materials.activityUpdatedStock', {
              name: material.name,
              from: current.quantity,
              to: values.quantity,
            })
          : msg('materials.activityUpdated', { name: material.name }),
      type: 'material',
      siteId: material.siteId,
      metadata: { materialId: material.id, from: current.quantity, to: values.quantity },
    });
    await watchStockLevel(tx, material);
    return reload(tx, existing.id);
  });
}

/**
 * POST /materials/{id}/restock: what arrived goes into stock and into the ledger, in one
 * transaction. A stock movement like an issue, so whoever issues from a material restocks it, one
 * kept for all sites too; its definition stays the administrators' (materialPolicy.assertMayChange).
 */
export async function restockMaterial(
  deps: Deps,
  actor: UserActor,
  { material, quantity, note }: { material: MaterialWithSite; quantity: number; note: string },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const after = await addToStock(tx, material.id, quantity, now);
    if (after === null) throw notFound(msg('materials.materialNotFound'));
    await recordMovement(tx, {
      materialId: material.id,
      kind: 'adjustment',
      delta: quantity,
      quantityAfter: after,
      note: inEnglish(
        note ? msg('materials.noteRestockedWith', { note }) : msg('materials.noteRestocked'),
      ),
      userId: actor.id,
      at: now,
    });
    await recordActivity(tx, actor, {
      action: 'material_restocked',
      description: msg('materials.activityRestocked', {
        name: material.name,
        quantity: quantityMessage(quantity, material.unit),
        from: after - quantity,
        to: after,
      }),
      type: 'material',
      siteId: material.siteId,
      metadata: { materialId: material.id, from: after - quantity, to: after },
    });
    const restocked = await reload(tx, material.id);
    await watchStockLevel(tx, restocked);
    return reload(tx, material.id);
  });
}

/** Archives a material with no pending or approved request; its history stays. */
export async function deleteMaterial(deps: Deps, actor: UserActor, material: MaterialWithSite) {
  materialPolicy.assertMayChange(actor, material);
  await deps.db.transaction(async (tx) => {
    if ((await countOpenRequests(tx, material.id)) > 0)
      throw conflict(msg('materials.openRequests'));
    await updateMaterialRow(tx, material.id, { deletedAt: deps.clock.now() });
    await recordActivity(tx, actor, {
      action: 'material_deleted',
      description: msg('materials.activityDeleted', { name: material.name }),
      type: 'material',
      siteId: material.siteId,
      metadata: { materialId: material.id },
    });
  });
}
