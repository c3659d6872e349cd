import { randomUUID } from 'node:crypto';
import { msg } from '@cmms/shared/i18n/message';
import { translatorFor } from '@cmms/shared/i18n/source-translators';
import {
  type AcceptRequestBody,
  type PortalField,
  PRIORITY_OF_URGENCY,
  portalPaths,
  type requestListQuerySchema,
} from '@cmms/shared/requests';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import type { ServiceDeps, WorkOrderClosed } from '../../lib/deps';
import { badRequest, conflict, foundOr404 } from '../../lib/errors';
import { enqueue } from '../../lib/jobs/job-queue';
import type { FileStorage } from '../../lib/storage/file-storage';
import { recordActivity } from '../activity/activity.service';
import { attachmentView } from '../attachments/attachments.service';
import { languageOfRecipient } from '../organisation/organisation.service';
import { loadVisibleSite } from '../sites/sites.service';
import { createTask, loadVisibleTask } from '../work-orders/work-orders.service';
import { newToken } from './portal.service';
import { requesterMailJob } from './requests.jobs';
import { firstLine } from './requests.mails';
import { requestPolicy } from './requests.policy';
import {
  completeRequestsOfTask,
  countNewRequests,
  decideRequest,
  findFirstOpenPortal,
  findRequest,
  findRequestPhoto,
  findSitePortal,
  insertRequestPhoto,
  listAssetTokens,
  listRequestPhotos,
  listRequests,
  type RequestFilters,
  type RequestWithNames,
  updateSitePortal,
} from './requests.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'files' | 'tokens'>;
/** Deciding: without a file storage (the demo data's requests have no photos), none is copied. */
type DecidingDeps = Pick<ServiceDeps, 'db' | 'clock'> & { files?: FileStorage | undefined };

const NOT_FOUND = msg('workRequests.notFound');

export async function loadVisibleRequest(deps: Pick<Deps, 'db'>, actor: UserActor, id: string) {
  return foundOr404(await findRequest(deps.db, id, requestPolicy.scopeOf(actor)), NOT_FOUND);
}

/** A request as the team reads it, its photo with signed links. */
async function present(
  deps: Pick<Deps, 'files' | 'tokens' | 'clock'>,
  row: RequestWithNames,
  photo: Parameters<typeof attachmentView>[1] | null,
) {
  const { request } = row;
  const view = photo ? await attachmentView(deps, photo) : null;
  return {
    id: request.id,
    number: request.requestNumber,
    status: request.status,
    siteId: request.siteId,
    siteName: row.siteName,
    asset:
      request.assetId && row.assetName && row.assetNumber
        ? { id: request.assetId, name: row.assetName, assetNumber: row.assetNumber }
        : null,
    location: request.location,
    description: request.description,
    urgency: request.urgency,
    requester: {
      name: request.requesterName,
      email: request.requesterEmail,
      phone: request.requesterPhone,
    },
    photo: view ? { url: view.url, thumbnailUrl: view.thumbnailUrl ?? view.url } : null,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    decidedBy:
      request.decidedBy && request.decidedByName
        ? { id: request.decidedBy, name: request.decidedByName }
        : null,
    reason: request.reason,
    task:
      request.taskId && row.workOrderNumber
        ? { id: request.taskId, workOrderNumber: row.workOrderNumber }
        : null,
  };
}

export async function presentOne(deps: Deps, row: RequestWithNames) {
  return present(deps, row, await findRequestPhoto(deps.db, row.request.id));
}

/** GET /requests: a page of the inbox, with each request's photo read in one more query. */
export async function listVisibleRequests(
  deps: Deps,
  actor: UserActor,
  query: z.output<typeof requestListQuerySchema>,
) {
  const filters: RequestFilters = query;
  const page = await listRequests(deps.db, requestPolicy.scopeOf(actor), filters);
  const photos = await listRequestPhotos(
    deps.db,
    page.rows.map((row) => row.request.id),
  );
  const rows = await Promise.all(
    page.rows.map((row) =>
      present(deps, row, photos.find((photo) => photo.requestId === row.request.id) ?? null),
    ),
  );
  return { rows, total: page.total };
}

export const countNew = (deps: Pick<Deps, 'db'>, actor: UserActor) =>
  countNewRequests(deps.db, requestPolicy.scopeOf(actor));

const decidedBy = (actor: UserActor, at: Date) => ({
  decidedBy: actor.id,
  decidedByName: actor.name,
  decidedAt: at,
});

/** Decided meanwhile by someone else: nothing changes. */
const alreadyDecided = () => conflict(msg('workRequests.notDecidable'));

/**
 * Copies a request's photo to a work order: the bytes under the work order's own keys (so
 * removing either never takes the other's), the row in the caller's transaction. Answers the
 * keys to remove if that transaction fails.
 */
async function copyPhotoTo(deps: DecidingDeps, requestId: string) {
  const photo = await findRequestPhoto(deps.db, requestId);
  const { files } = deps;
  if (!photo || !files) return null;
  const id = randomUUID();
  const keys = {
    storageKey: `attachments/${id}/original`,
    thumbnailKey: photo.thumbnailKey ? `attachments/${id}/thumbnail` : null,
  };
  const copy = async (from: string, to: string, contentType: string) => {
    const stream = await files.get(from);
    if (stream) await files.put(to, stream, { contentType });
  };
  await copy(photo.storageKey, keys.storageKey, photo.contentType);
  if (photo.thumbnailKey && keys.thumbnailKey) {
    await copy(photo.thumbnailKey, keys.thumbnailKey, 'image/webp');
  }
  return {
    insert: (tx: DbOrTx, taskId: string) =>
      insertRequestPhoto(tx, {
        ...photo,
        id,
        requestId: null,
        taskId,
        ...keys,
        createdAt: undefined,
      }),
    drop: () =>
      Promise.all(
        [keys.storageKey, keys.thumbnailKey]
          .filter((key): key is string => key !== null)
          .map((key) => files.delete(key)),
      ).catch(() => undefined),
  };
}

/** The work order's description: the request's words, where, and which request it was. */
const workOrderText = (request: RequestWithNames['request']) =>
  msg('workRequests.workOrderText', {
    number: request.requestNumber,
    text: request.description,
    place: request.location || msg('workRequests.placeUnknown'),
  });

/**
 * POST /requests/{id}/accept: the request becomes a work order with its text, urgency, asset and
 * photo and a link back (its origin), in one transaction with the decision: two people accepting
 * at once make one work order, the other gets a 409.
 */
export async function acceptRequest(
  deps: DecidingDeps,
  actor: UserActor,
  row: RequestWithNames,
  body: AcceptRequestBody,
) {
  const { request } = row;
  if (request.status !== 'new') throw alreadyDecided();
  // The work order is written once, in the organisation's language, as its other texts are.
  const translator = translatorFor(await languageOfRecipient(deps, { language: null }));
  const photo = await copyPhotoTo(deps, request.id);
  try {
    await deps.db.transaction(async (tx) => {
      const task = await createTask({ ...deps, db: tx }, actor, {
        title: body.title || firstLine(request.description, 200),
        description: translator.render(workOrderText(request)),
        dueDate: body.dueDate,
        assignedToId: body.assignedToId,
        assetId: request.assetId,
        siteId: request.siteId,
        status: 'pending',
        priority: body.priority ?? PRIORITY_OF_URGENCY[request.urgency],
        taskType: 'repair',
        origin: { type: 'request', requestId: request.id, requestNumber: request.requestNumber },
      });
      await photo?.insert(tx, task.id);
      const decided = await decideRequest(tx, request.id, {
        status: 'accepted',
        decision: 'accepted',
        taskId: task.id,
        ...decidedBy(actor, deps.clock.now()),
      });
      if (!decided) throw alreadyDecided();
      await logDecision(tx, actor, decided, 'accepted', task.workOrderNumber);
    });
  } catch (error) {
    await photo?.drop();
    throw error;
  }
  return loadVisibleRequest(deps, actor, request.id);
}

/**
 * POST /requests/{id}/merge: two people reported the same leak. The request joins an open work
 * order of its site, which gets its photo and a line in its timeline.
 */
export async function mergeRequest(
  deps: DecidingDeps,
  actor: UserActor,
  row: RequestWithNames,
  taskId: string,
) {
  const { request } = row;
  if (request.status !== 'new') throw alreadyDecided();
  const task = await loadVisibleTask(deps, actor, taskId);
  if (task.siteId !== request.siteId || ['completed', 'cancelled'].includes(task.status)) {
    const message = msg('workRequests.mergeClosed');
    throw badRequest(message, { taskId: message });
  }
  const photo = await copyPhotoTo(deps, request.id);
  try {
    await deps.db.transaction(async (tx) => {
      await photo?.insert(tx, task.id);
      const decided = await decideRequest(tx, request.id, {
        status: 'merged',
        decision: 'merged',
        taskId: task.id,
        ...decidedBy(actor, deps.clock.now()),
      });
      if (!decided) throw alreadyDecided();
      await logDecision(tx, actor, decided, 'merged', task.workOrderNumber);
      // The work order's own timeline says who else reported it.
      await recordActivity(tx, actor, {
        action: 'task_request_merged',
        description: msg('workRequests.activityMerged', {
          number: request.requestNumber,
          workOrder: task.workOrderNumber,
        }),
        type: 'task',
        siteId: task.siteId,
        metadata: { taskId: task.id, requestId: request.id },
      });
    });
  } catch (error) {
    await photo?.drop();
    throw error;
  }
  return loadVisibleRequest(deps, actor, request.id);
}

/** POST /requests/{id}/reject: with the reason the requester reads. */
export async function rejectRequest(
  deps: DecidingDeps,
  actor: UserActor,
  row: RequestWithNames,
  reason: string,
) {
  if (row.request.status !== 'new') throw alreadyDecided();
  await deps.db.transaction(async (tx) => {
    const decided = await decideRequest(tx, row.request.id, {
      status: 'rejected',
      decision: 'rejected',
      reason,
      ...decidedBy(actor, deps.clock.now()),
    });
    if (!decided) throw alreadyDecided();
    await logDecision(tx, actor, decided, 'rejected', null);
  });
  return loadVisibleRequest(deps, actor, row.request.id);
}

/** The decision's activity entry (family 'request') and the requester's mail, queued. */
async function logDecision(
  tx: DbOrTx,
  actor: UserActor,
  request: { id: string; requestNumber: string; siteId: string; requesterEmail: string },
  decision: 'accepted' | 'merged' | 'rejected',
  workOrder: string | null,
) {
  const number = request.requestNumber;
  await recordActivity(tx, actor, {
    action: `request_${decision}`,
    description:
      decision === 'rejected'
        ? msg('workRequests.activityRejected', { number })
        : msg(
            decision === 'accepted'
              ? 'workRequests.activityAccepted'
              : 'workRequests.activityMerged',
            {
              number,
              workOrder: workOrder ?? '',
            },
          ),
    type: 'request',
    siteId: request.siteId,
    metadata: { requestId: request.id, number },
  });
  if (request.requesterEmail) {
    await enqueue(tx, requesterMailJob, { requestId: request.id, kind: decision });
  }
}

/**
 * A work order closed (deps.workOrderEvents, in its transaction): the requests it carries are
 * completed when it was, and their requesters told. A cancelled work order leaves them as they
 * were: the team decides what to tell.
 */
export async function completeRequestsOf(tx: DbOrTx, event: WorkOrderClosed, _actor: Actor) {
  if (event.status !== 'completed') return;
  for (const request of await completeRequestsOfTask(tx, event.taskId, event.at)) {
    if (request.requesterEmail) {
      await enqueue(tx, requesterMailJob, { requestId: request.id, kind: 'completed' });
    }
  }
}

// ---- A site's portal (administrators) ----

const portalOf = (portal: {
  enabled: boolean;
  required: PortalField[];
  token: string;
  untriagedHours: number | null;
}) => ({
  enabled: portal.enabled,
  required: portal.required,
  path: portalPaths.sitePage(portal.token),
  untriagedHours: portal.untriagedHours,
});

export async function loadSitePortal(deps: Pick<Deps, 'db'>, actor: UserActor, siteId: string) {
  const site = await loadVisibleSite(deps, actor, siteId);
  const portal = foundOr404(await findSitePortal(deps.db, site.id), msg('sites.notFound'));
  return { site, portal: portalOf(portal) };
}

/**
 * PUT /sites/{id}/portal: on or off, which fields are required, and when an undecided request is
 * escalated (that rule counts from now, so it escalates no old backlog).
 */
export async function setSitePortal(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: UserActor,
  siteId: string,
  values: {
    enabled?: boolean | undefined;
    required?: PortalField[] | undefined;
    untriagedHours?: number | null | undefined;
  },
) {
  const { site } = await loadSitePortal(deps, actor, siteId);
  await deps.db.transaction(async (tx) => {
    await updateSitePortal(tx, site.id, {
      ...(values.enabled === undefined ? {} : { enabled: values.enabled }),
      ...(values.required === undefined ? {} : { required: [...new Set(values.required)] }),
      ...(values.untriagedHours === undefined
        ? {}
        : { untriaged: { hours: values.untriagedHours, setAt: deps.clock.now() } }),
    });
    await recordActivity(tx, actor, {
      action: 'site_portal_changed',
      description: msg('workRequests.activityPortalChanged', { site: site.name }),
      type: 'site',
      siteId: site.id,
      metadata: { siteId: site.id, ...values },
    });
  });
  return (await loadSitePortal(deps, actor, siteId)).portal;
}

/** POST /sites/{id}/portal/rotate: a new link; the old one, and its posters, stop working. */
export async function rotateSitePortal(deps: Pick<Deps, 'db'>, actor: UserActor, siteId: string) {
  const { site } = await loadSitePortal(deps, actor, siteId);
  await deps.db.transaction(async (tx) => {
    await updateSitePortal(tx, site.id, { token: newToken() });
    await recordActivity(tx, actor, {
      action: 'site_portal_rotated',
      description: msg('workRequests.activityPortalRotated', { site: site.name }),
      type: 'site',
      siteId: site.id,
      metadata: { siteId: site.id },
    });
  });
  return (await loadSitePortal(deps, actor, siteId)).portal;
}

/** GET /assets/portal-links: the label links of the assets the caller may see, of those asked. */
export async function assetLinks(deps: Pick<Deps, 'db'>, actor: UserActor, ids: string[]) {
  const rows = await listAssetTokens(deps.db, ids, requestPolicy.scopeOf(actor));
  return rows.map((row) => ({ id: row.id, path: portalPaths.assetLabel(row.id, row.token) }));
}

/** A site whose request page is open, and its path: for the start banner. */
export async function firstOpenPortal(deps: Pick<Deps, 'db'>) {
  const row = await findFirstOpenPortal(deps.db);
  return row ? { site: row.name, path: portalPaths.sitePage(row.token) } : null;
}
