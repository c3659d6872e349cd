import { type Message, msg } from '@cmms/shared/i18n/message';
import { inEnglish } from '@cmms/shared/i18n/source-translators';
import {
  quantityMessage,
  REQUEST_STATUS_LABELS,
  REQUEST_TRANSITIONS,
  type RequestStatus,
} from '@cmms/shared/materials';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, foundOr404 } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { notifyUser } from '../notifications/notifications.service';
import { findSiteManagers } from '../users/users.service';
import { materialPolicy } from './materials.policy';
import { findMaterial, type MaterialWithSite, takeFromStock } from './materials.repository';
import { recordMovement, watchStockLevel } from './materials.service';
import {
  assertKeptAtSite,
  findPartsWorkOrder,
  type PartsWorkOrder,
  recordRequestIssuedToTask,
} from './parts.service';
import {
  deleteRequestRow,
  findRequest,
  insertRequest,
  listRequestRows,
  type RequestFilters,
  type RequestWithNames,
  updateRequestIf,
} from './requests.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
type Page = { limit: number; offset: number };
type Amount = { quantity: number; reason: string };
const ALL = { all: true } as const;

export async function loadVisibleRequest(deps: Pick<Deps, 'db'>, actor: UserActor, id: string) {
  return foundOr404(
    await findRequest(deps.db, id, materialPolicy.requestScopeOf(actor)),
    msg('materials.requestNotFound'),
  );
}

export const listRequests = (
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  query: RequestFilters & Page & { mine?: 'true' | 'false' | undefined },
) =>
  listRequestRows(
    deps.db,
    materialPolicy.requestScopeOf(actor, query.mine === 'true'),
    query,
    query,
  );

async function reload(tx: DbOrTx, id: string) {
  const row = await findRequest(tx, id, { sites: ALL });
  if (!row) throw new Error(`material request ${id} vanished inside its own transaction`);
  return row;
}

/** requirements/materials.md#validation 'Only {available} {unit} available'. */
const onlyAvailable = (available: number, unit: string) =>
  msg('materials.onlyAvailable', { quantity: quantityMessage(available, unit) });

/** requirements/materials.md#validation: never more than the stock holds at this moment. */
function assertInStock(material: MaterialWithSite, quantity: number) {
  if (quantity > material.quantity) {
    const message = onlyAvailable(material.quantity, material.unit);
    throw badRequest(message, { quantity: message });
  }
}

const NOT_FOUND = msg('materials.materialNotFound');

/**
 * POST /materials/requests: a material the requester may see, no more than its stock; for a
 * work order they may see (the route loads it), only a material of its site or of all sites.
 * The request then belongs to the work order's site.
 */
export async function createRequest(
  deps: Deps,
  actor: UserActor,
  body: Amount & { materialId: string },
  workOrder: PartsWorkOrder | null,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const material = foundOr404(
      await findMaterial(tx, body.materialId, materialPolicy.scopeOf(actor)),
      NOT_FOUND,
    );
    if (workOrder) assertKeptAtSite(material, workOrder);
    assertInStock(material, body.quantity);
    const siteId = material.siteId ?? workOrder?.siteId ?? actor.siteIds[0] ?? null;
    const { id } = await insertRequest(tx, {
      materialId: material.id,
      userId: actor.id,
      quantity: body.quantity,
      reason: body.reason,
      siteId,
      taskId: workOrder?.id ?? null,
      workOrderNumber: workOrder?.workOrderNumber ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await recordActivity(tx, actor, {
      action: 'material_request',
      description: msg('materials.activityRequested', {
        name: actor.name,
        quantity: quantityMessage(body.quantity, material.unit),
        material: material.name,
      }),
      type: 'material',
      siteId: material.siteId,
      metadata: { requestId: id, materialId: material.id, quantity: body.quantity },
    });
    await notifyDeciders(
      tx,
      actor,
      { id, siteId },
      {
        quantity: quantityMessage(body.quantity, material.unit),
        material: material.name,
      },
    );
    return reload(tx, id);
  });
}

/**
 * Tells the managers of the request's site (the administrators for a request of no site) that a
 * request waits for their decision: it can be pushed to their phones (issue 34).
 */
async function notifyDeciders(
  tx: DbOrTx,
  actor: UserActor,
  request: { id: string; siteId: string | null },
  what: { quantity: Message; material: string },
) {
  for (const userId of await findSiteManagers(tx, request.siteId)) {
    if (userId === actor.id) continue;
    await notifyUser(tx, {
      userId,
      type: 'material_request_waiting',
      title: msg('notifications.materialWaitingTitle'),
      body: msg('notifications.materialWaitingBody', { name: actor.name, ...what }),
      data: { requestId: request.id },
    });
  }
}

/** A new quantity and reason for a Pending request, checked against the stock now. */
async function editAmount(deps: Deps, actor: UserActor, request: RequestWithNames, body: Amount) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const material = foundOr404(await findMaterial(tx, request.materialId, ALL), NOT_FOUND);
    assertInStock(material, body.quantity);
    const changed = await updateRequestIf(tx, request.id, 'Pending', { ...body, updatedAt: now });
    if (!changed) throw conflict(msg('materials.onlyPendingEditable'));
    await recordActivity(tx, actor, {
      action: 'material_request_updated',
      description: msg('materials.activityRequestChanged', {
        material: request.materialName,
        quantity: quantityMessage(body.quantity, request.unit),
      }),
      type: 'material',
      siteId: request.siteId,
      metadata: { requestId: request.id, from: request.quantity, to: body.quantity },
    });
    return reload(tx, request.id);
  });
}

/** PUT /materials/requests/{id}/user: the owner's edit, while it is Pending. */
export async function editOwnRequest(
  deps: Deps,
  actor: UserActor,
  request: RequestWithNames,
  body: Amount,
) {
  materialPolicy.assertOwner(actor, request);
  if (request.status !== 'Pending') throw conflict(msg('materials.onlyPendingEditable'));
  return editAmount(deps, actor, request, body);
}

/** PUT /materials/requests/{id} with a quantity and reason: a manager's edit, while Pending. */
export async function editRequest(
  deps: Deps,
  actor: UserActor,
  request: RequestWithNames,
  body: Amount,
) {
  if (request.status !== 'Pending') throw conflict(msg('materials.onlyPendingEditable'));
  return editAmount(deps, actor, request, body);
}

const PAST = { Approved: 'approved', Rejected: 'rejected', Issued: 'issued' } as const;

const transitionRefused = (from: RequestStatus, to: RequestStatus) =>
  msg('materials.transitionNotAllowed', {
    from: msg(REQUEST_STATUS_LABELS[from]),
    to: msg(REQUEST_STATUS_LABELS[to]),
  });

/**
 * PUT /materials/requests/{id} with a status: Pending → Approved or Rejected, Approved → Issued
 * (requirements/materials.md#states). Issuing takes the quantity out of stock in the same transaction, only if the stock holds
 * it (409 with what is left otherwise), and writes the ledger. The status change is conditional,
 * so two managers at once cannot both decide. The requester is told.
 */
export async function decideRequest(
  deps: Deps,
  actor: UserActor,
  request: RequestWithNames,
  status: Exclude<RequestStatus, 'Pending'>,
) {
  const from = request.status as RequestStatus;
  if (!REQUEST_TRANSITIONS[from].includes(status)) {
    throw conflict(transitionRefused(from, status));
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const changed = await updateRequestIf(tx, request.id, from, {
      status,
      updatedAt: now,
      ...(status === 'Issued' ? { issuedAt: now } : { decidedBy: actor.id, decidedAt: now }),
    });
    if (!changed) throw conflict(transitionRefused(from, status));
    if (status === 'Issued') await issue(tx, actor, request, now);
    const quantity = quantityMessage(request.quantity, request.unit);
    await notifyUser(tx, {
      userId: request.userId,
      type: 'material_request',
      title: msg('materials.decidedTitle', { status }),
      body: msg('materials.decidedBody', {
        quantity,
        material: request.materialName,
        status,
        name: actor.name,
      }),
      data: { requestId: request.id, status },
    });
    await recordActivity(tx, actor, {
      action: `material_request_${PAST[status]}`,
      description: msg('materials.activityDecided', {
        name: actor.name,
        status,
        requester: request.userName,
        quantity,
        material: request.materialName,
      }),
      type: 'material',
      siteId: request.siteId,
      metadata: { requestId: request.id, materialId: request.materialId, status },
    });
    return reload(tx, request.id);
  });
}

/**
 * Takes the stock and writes the ledger. A request for a work order that still exists puts the
 * parts on it, as issuing them there would (its parts, its cost, its timeline).
 */
async function issue(tx: DbOrTx, actor: UserActor, request: RequestWithNames, now: Date) {
  const left = await takeFromStock(tx, request.materialId, request.quantity, now);
  if (left === null) {
    const material = await findMaterial(tx, request.materialId, ALL);
    throw conflict(onlyAvailable(material?.quantity ?? 0, request.unit));
  }
  const workOrder = request.taskId ? await findPartsWorkOrder(tx, request.taskId) : null;
  if (workOrder) {
    await recordRequestIssuedToTask(tx, actor, workOrder, {
      request,
      quantityAfter: left,
      at: now,
    });
    return;
  }
  await recordMovement(tx, {
    materialId: request.materialId,
    kind: 'issue',
    delta: -request.quantity,
    quantityAfter: left,
    note: inEnglish(msg('materials.noteIssuedTo', { name: request.userName })),
    userId: actor.id,
    requestId: request.id,
    at: now,
  });
  const material = await findMaterial(tx, request.materialId, ALL);
  if (material) await watchStockLevel(tx, material);
}

/** DELETE /materials/requests/{id} (managers): its ledger rows stay, without the link. */
export async function deleteRequest(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  request: RequestWithNames,
) {
  await deps.db.transaction(async (tx) => {
    await recordActivity(tx, actor, {
      action: 'material_request_deleted',
      description: msg('materials.activityRequestDeleted', {
        requester: request.userName,
        material: request.materialName,
      }),
      type: 'material',
      siteId: request.siteId,
      metadata: { requestId: request.id, status: request.status },
    });
    await deleteRequestRow(tx, request.id);
  });
}
