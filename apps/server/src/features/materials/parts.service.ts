import { msg } from '@cmms/shared/i18n/message';
import { inEnglish } from '@cmms/shared/i18n/source-translators';
import { quantityMessage } from '@cmms/shared/materials';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { badRequest, conflict } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { addToStock, findMaterial, takeFromStock } from './materials.repository';
import { recordMovement, watchStockLevel } from './materials.service';
import { findTaskForParts, listPartsOfTask, partOnTask } from './parts.repository';

/**
 * Parts used on a work order (issue 33, docs/work-order-record.md): issued from the stock of its
 * site (or a material kept for all sites) and returned unused, each a movement of the ledger that
 * names the work order, in the caller's transaction. Stock never goes below zero.
 */
export type PartsWorkOrder = { id: string; workOrderNumber: string; title: string; siteId: string };
type PartChange = { materialId: string; quantity: number; note: string; at: Date };

const ALL = { all: true } as const;

export { listPartsOfTask };

/** A material goes to a work order only from its site's stock or one kept for all sites. */
export function assertKeptAtSite(material: { siteId: string | null }, task: PartsWorkOrder) {
  if (material.siteId !== null && material.siteId !== task.siteId) {
    const refusal = msg('workOrderRecord.materialNotAtSite');
    throw badRequest(refusal, { materialId: refusal });
  }
}

/** The material, if it may go to this work order: live, of its site or of all sites. */
async function materialFor(tx: DbOrTx, task: PartsWorkOrder, materialId: string, lock = false) {
  const material = await findMaterial(tx, materialId, ALL, lock);
  if (!material) {
    const refusal = msg('workOrderRecord.materialNotAtSite');
    throw badRequest(refusal, { materialId: refusal });
  }
  assertKeptAtSite(material, task);
  return material;
}

/** The work order a material request names, if it still exists. */
export const findPartsWorkOrder = (tx: DbOrTx, taskId: string) => findTaskForParts(tx, taskId);

const named = (task: PartsWorkOrder) => ({ number: task.workOrderNumber, title: task.title });

const TEXTS = {
  issue: {
    note: 'materials.noteIssuedToWorkOrder',
    action: 'task_part_issued',
    activity: 'workOrderRecord.activityPartIssued',
  },
  return: {
    note: 'materials.noteReturnedFromWorkOrder',
    action: 'task_part_returned',
    activity: 'workOrderRecord.activityPartReturned',
  },
} as const;

/**
 * What a part moved on a work order writes, after the stock changed: the ledger's movement
 * naming the work order (with the unit cost it is counted at), the activity entry the work
 * order's timeline shows, and the low stock watch.
 */
async function recordPartMovement(
  tx: DbOrTx,
  actor: UserActor,
  task: PartsWorkOrder,
  {
    material,
    direction,
    change: { quantity, note, at },
    quantityAfter,
    unitCostCents,
    requestId = null,
  }: {
    material: { id: string; name: string; unit: string };
    direction: 'issue' | 'return';
    change: Omit<PartChange, 'materialId'>;
    quantityAfter: number;
    unitCostCents: number | null;
    requestId?: string | null;
  },
) {
  const texts = TEXTS[direction];
  await recordMovement(tx, {
    materialId: material.id,
    kind: direction,
    delta: direction === 'issue' ? -quantity : quantity,
    quantityAfter,
    note: inEnglish(msg(texts.note, { number: task.workOrderNumber })),
    userId: actor.id,
    requestId,
    workOrder: { id: task.id, number: task.workOrderNumber, unitCostCents },
    at,
  });
  await recordActivity(tx, actor, {
    action: texts.action,
    description: msg(texts.activity, {
      ...named(task),
      quantity: quantityMessage(quantity, material.unit),
      material: material.name,
    }),
    type: 'task',
    siteId: task.siteId,
    metadata: { taskId: task.id, materialId: material.id, quantity, note },
  });
  const after = await findMaterial(tx, material.id, ALL);
  if (after) await watchStockLevel(tx, after);
}

export async function issuePartToTask(
  tx: DbOrTx,
  actor: UserActor,
  task: PartsWorkOrder,
  { materialId, quantity, note, at }: PartChange,
) {
  const material = await materialFor(tx, task, materialId);
  const left = await takeFromStock(tx, material.id, quantity, at);
  if (left === null) {
    const current = await findMaterial(tx, material.id, ALL);
    throw conflict(
      msg('materials.onlyAvailable', {
        quantity: quantityMessage(current?.quantity ?? 0, material.unit),
      }),
    );
  }
  await recordPartMovement(tx, actor, task, {
    material,
    direction: 'issue',
    change: { quantity, note, at },
    quantityAfter: left,
    unitCostCents: material.unitCostCents,
  });
}

/**
 * A material request for a work order, issued (the stock already taken): the same movement,
 * activity and watch as parts issued on the work order, linked to the request too.
 */
export async function recordRequestIssuedToTask(
  tx: DbOrTx,
  actor: UserActor,
  task: PartsWorkOrder,
  {
    request,
    quantityAfter,
    at,
  }: {
    request: { id: string; materialId: string; quantity: number; userName: string };
    quantityAfter: number;
    at: Date;
  },
) {
  const material = await findMaterial(tx, request.materialId, ALL);
  if (!material) throw new Error(`material ${request.materialId} of request ${request.id} is gone`);
  await recordPartMovement(tx, actor, task, {
    material,
    direction: 'issue',
    change: { quantity: request.quantity, note: '', at },
    quantityAfter,
    unitCostCents: material.unitCostCents,
    requestId: request.id,
  });
}

/**
 * A part that went unused goes back into stock, never more than the work order holds of it
 * (409): the material is locked first, so two returns cannot both take the last one back.
 */
export async function returnPartFromTask(
  tx: DbOrTx,
  actor: UserActor,
  task: PartsWorkOrder,
  { materialId, quantity, note, at }: PartChange,
) {
  const material = await materialFor(tx, task, materialId, true);
  const { used, lastUnitCostCents } = await partOnTask(tx, task.id, material.id);
  if (quantity > used) {
    throw conflict(
      msg('workOrderRecord.returnBeyondUsed', {
        quantity: quantityMessage(used, material.unit),
      }),
    );
  }
  const after = await addToStock(tx, material.id, quantity, at);
  if (after === null) throw conflict(msg('workOrderRecord.materialArchived'));
  await recordPartMovement(tx, actor, task, {
    material,
    direction: 'return',
    change: { quantity, note, at },
    quantityAfter: after,
    unitCostCents: lastUnitCostCents,
  });
}
