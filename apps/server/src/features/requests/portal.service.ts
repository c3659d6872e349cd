import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Language } from '@cmms/shared/i18n/languages';
import { msg } from '@cmms/shared/i18n/message';
import {
  type PortalField,
  type PortalRequestFields,
  portalPaths,
  REQUEST_LIMITS,
  type RequestStatus,
} from '@cmms/shared/requests';
import { SITE_LEAD_ROLES } from '@cmms/shared/roles';
import type { DbOrTx } from '../../db/client';
import { SYSTEM_ACTOR } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { enqueue } from '../../lib/jobs/job-queue';
import { storeUpload } from '../../lib/storage/store-upload';
import { recordActivity } from '../activity/activity.service';
import { assertNotLocked, recordFailure } from '../auth/throttle.service';
import { notifyUser } from '../notifications/notifications.service';
import { findSiteManagers, findSitePeopleInRoles } from '../users/users.service';
import { requesterMailJob } from './requests.jobs';
import {
  PORTAL_LIMITS,
  SITE_FULL_RETRY_SECONDS,
  SITE_REQUESTS_PER_HOUR,
  throttleKeys,
} from './requests.limits';
import { firstLine, firstNameOf } from './requests.mails';
import {
  countSiteRequestsSince,
  findAssetByPortalToken,
  findRequestByStatusToken,
  findSiteByPortalToken,
  insertRequest,
  insertRequestPhoto,
  listSiteLocations,
  lockSiteIntake,
  type PortalDoor,
} from './requests.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'files' | 'mailer' | 'config'>;

/** A link's secret: 192 random bits, written as 32 characters. */
export const newToken = () => randomBytes(24).toString('base64url');

const NOT_FOUND = msg('workRequests.linkNotFound');

/**
 * The site or asset a link names, if its site's portal is open. An unknown token and a closed
 * portal answer the same 404 after the same one query; wrong links from one address are
 * counted, so guessing tokens stops long before it could find one.
 */
export async function openDoor(
  deps: Pick<Deps, 'db' | 'clock'>,
  door: { kind: 'site' | 'asset'; token: string },
  address: string,
) {
  const now = deps.clock.now();
  await assertNotLocked(deps.db, throttleKeys.misses(address), PORTAL_LIMITS.missesPerAddress, now);
  const token = door.token.slice(0, 100);
  const found =
    door.kind === 'site'
      ? await findSiteByPortalToken(deps.db, token)
      : await findAssetByPortalToken(deps.db, token);
  if (found?.enabled) return found;
  const locked = await recordFailure(
    deps.db,
    throttleKeys.misses(address),
    PORTAL_LIMITS.missesPerAddress,
    now,
  );
  throw locked ?? notFound(NOT_FOUND);
}

/** GET /portal/sites/{token}, /portal/assets/{token}: what the form needs, nothing more. */
export async function portalFormOf(deps: Pick<Deps, 'db'>, door: PortalDoor) {
  return {
    site: { name: door.siteName },
    asset: door.asset
      ? {
          name: door.asset.name,
          assetNumber: door.asset.assetNumber,
          location: door.asset.location,
        }
      : null,
    locations: await listSiteLocations(deps.db, door.siteId),
    required: door.required,
  };
}

/**
 * Counts one send from an address, and refuses it past the address's limit (429 with
 * Retry-After) or when the site has had its hour's fill; the site's administrators are told
 * once an hour that it stopped accepting.
 */
export async function admitSend(
  deps: Pick<Deps, 'db' | 'clock'>,
  door: PortalDoor,
  address: string,
) {
  const now = deps.clock.now();
  const key = throttleKeys.sends(address);
  await assertNotLocked(deps.db, key, PORTAL_LIMITS.sendsPerAddress, now);
  const refused = await recordFailure(deps.db, key, PORTAL_LIMITS.sendsPerAddress, now);
  if (refused) throw refused;
  if (await siteIsFull(deps.db, door.siteId, now)) await refuseSiteFull(deps, door, now);
}

/**
 * The 429 of a site that has had its hour's fill, whichever check found it (admitSend's count,
 * or the insert's own under the intake lock, where sends that passed admitSend together meet).
 * The first refusal of the hour tells the site's administrators.
 */
async function refuseSiteFull(deps: Pick<Deps, 'db'>, door: PortalDoor, now: Date): Promise<never> {
  await deps.db.transaction(async (tx) => {
    // The notice's own lock: the first refusal of the hour tells the administrators, the rest
    // find it locked and do not. Taken under the site's intake lock, so refusals that meet
    // (on three instances, or over one's pool) read and set it one after another.
    await lockSiteIntake(tx, door.siteId);
    const noticeKey = throttleKeys.siteFull(door.siteId);
    const told = await assertNotLocked(tx, noticeKey, PORTAL_LIMITS.siteFullNotice, now).then(
      () => false,
      () => true,
    );
    if (told) return;
    await recordFailure(tx, noticeKey, PORTAL_LIMITS.siteFullNotice, now);
    for (const userId of await findSiteManagers(tx, null)) {
      await notifyUser(tx, {
        userId,
        type: 'portal_paused',
        title: msg('workRequests.siteFullTitle'),
        body: msg('workRequests.siteFullBody', {
          site: door.siteName,
          count: SITE_REQUESTS_PER_HOUR,
        }),
        data: { siteId: door.siteId },
      });
    }
  });
  throw tooManyRequests(msg('workRequests.siteFull'), SITE_FULL_RETRY_SECONDS);
}

/** Whether a site has had its hour's fill of requests (requests.limits.ts). */
async function siteIsFull(db: DbOrTx, siteId: string, now: Date) {
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  return (await countSiteRequestsSince(db, siteId, hourAgo)) >= SITE_REQUESTS_PER_HOUR;
}

/** The photo of a request, as it arrives (the route reads the multipart body). */
export type IncomingPhoto = {
  stream: Readable;
  fileName: string;
  isTruncated: () => boolean;
};

/** A photo stored for a request, before its row exists; removed if the request fails. */
export type StoredPhoto = Awaited<ReturnType<typeof storePhoto>>;

/** Stores a request's photo, checked against its bytes and re-encoded without metadata. */
export async function storePhoto(deps: Pick<Deps, 'files'>, photo: IncomingPhoto) {
  const id = randomUUID();
  const keys = { key: `attachments/${id}/original`, thumbnailKey: `attachments/${id}/thumbnail` };
  const stored = await storeUpload(deps.files, {
    ...photo,
    ...keys,
    maxBytes: REQUEST_LIMITS.photoBytes,
    photosOnly: true,
  });
  return { id, name: photo.fileName, ...keys, ...stored };
}

export const dropPhoto = (deps: Pick<Deps, 'files'>, photo: StoredPhoto) =>
  Promise.all([deps.files.delete(photo.key), deps.files.delete(photo.thumbnailKey)]).catch(
    () => undefined,
  );

/** What the site requires beyond the description, checked like the schema's own errors. */
function assertRequired(required: PortalField[], fields: PortalRequestFields, photo: boolean) {
  const errors: Record<string, ReturnType<typeof msg>> = {};
  for (const field of required) {
    const given = field === 'photo' ? photo : fields[field] !== '';
    if (!given) errors[field] = msg('workRequests.fieldRequired');
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * POST /portal/.../requests: a request from the portal. A form that filled the field people never
 * see is a robot's: it gets an answer like anyone's, and nothing is kept. The site's managers and
 * supervisors are told at once (a notification, and their open screens through the live
 * stream); the requester, when they gave an e-mail, gets the status link by mail.
 */
export async function submitRequest(
  deps: Deps,
  door: PortalDoor,
  input: { fields: PortalRequestFields; photo: StoredPhoto | null; language: Language },
) {
  const { fields, photo } = input;
  if (fields.website !== '') {
    if (photo) await dropPhoto(deps, photo);
    const statusToken = newToken();
    return { number: 'RQ-000000', statusToken, statusPath: portalPaths.statusPage(statusToken) };
  }
  try {
    assertRequired(door.required, fields, photo !== null);
    const request = await receiveRequest(deps, door, {
      fields,
      photo,
      language: input.language,
    });
    if (!request) return await refuseSiteFull(deps, door, deps.clock.now());
    return {
      number: request.requestNumber,
      statusToken: request.statusToken,
      statusPath: portalPaths.statusPage(request.statusToken),
    };
  } catch (error) {
    if (photo) await dropPhoto(deps, photo);
    throw error;
  }
}

/**
 * A request received, in one transaction: its row, its photo's, its activity entry and its
 * handlers' notifications, and the requester's mail queued; or null, with nothing written, when
 * the site has had its hour's fill. The demo data sends its requests through here.
 */
export async function receiveRequest(
  deps: Pick<Deps, 'db' | 'clock'>,
  door: PortalDoor,
  input: { fields: PortalRequestFields; photo: StoredPhoto | null; language: Language },
) {
  const { fields, photo } = input;
  return deps.db.transaction(async (tx) => {
    // Counted again under the site's lock: admitSend's count was taken before, and sends that
    // passed it together would otherwise go past the hour's limit.
    await lockSiteIntake(tx, door.siteId);
    if (await siteIsFull(tx, door.siteId, deps.clock.now())) return null;
    const row = await insertRequest(tx, {
      siteId: door.siteId,
      assetId: door.asset?.id ?? null,
      location: fields.location || door.asset?.location || '',
      description: fields.description,
      urgency: fields.urgency,
      requesterName: fields.name,
      requesterEmail: fields.email,
      requesterPhone: fields.phone,
      language: input.language,
      statusToken: newToken(),
      createdAt: deps.clock.now(),
    });
    if (photo) {
      await insertRequestPhoto(tx, {
        id: photo.id,
        requestId: row.id,
        kind: 'photo',
        name: photo.name,
        contentType: photo.contentType,
        sizeBytes: photo.sizeBytes,
        storageKey: photo.key,
        thumbnailKey: photo.thumbnail ? photo.thumbnailKey : null,
        uploadedBy: null,
        uploadedByName: fields.name,
      });
    }
    await tellHandlers(tx, door, row);
    if (fields.email) await enqueue(tx, requesterMailJob, { requestId: row.id, kind: 'received' });
    return row;
  });
}

/**
 * The request's activity entry (family 'request': its handlers' screens hear of it) and a
 * notification to each of the site's managers and supervisors (the administrators where it
 * has none).
 */
async function tellHandlers(
  tx: DbOrTx,
  door: PortalDoor,
  request: { id: string; requestNumber: string; description: string },
) {
  const values = {
    number: request.requestNumber,
    site: door.siteName,
    text: firstLine(request.description),
  };
  await recordActivity(tx, SYSTEM_ACTOR, {
    action: 'request_received',
    description: msg('workRequests.activityReceived', values),
    type: 'request',
    siteId: door.siteId,
    metadata: { requestId: request.id, number: request.requestNumber },
  });
  const leads = await findSitePeopleInRoles(tx, door.siteId, SITE_LEAD_ROLES);
  const people = leads.length > 0 ? leads : await findSiteManagers(tx, null);
  for (const userId of people) {
    await notifyUser(tx, {
      userId,
      type: 'work_request',
      title: msg('workRequests.notifyTitle'),
      body: msg('workRequests.notifyBody', values),
      data: { requestId: request.id, siteId: door.siteId },
    });
  }
}

/**
 * GET /portal/status/{statusToken}: the status and the public notes of one request, found only
 * by its long random token (an unknown one is a 404 like any wrong link, and is counted).
 */
export async function loadPortalStatus(
  deps: Pick<Deps, 'db' | 'clock'>,
  statusToken: string,
  address: string,
) {
  const now = deps.clock.now();
  await assertNotLocked(deps.db, throttleKeys.misses(address), PORTAL_LIMITS.missesPerAddress, now);
  const found = await findRequestByStatusToken(deps.db, statusToken.slice(0, 100));
  if (!found) {
    const locked = await recordFailure(
      deps.db,
      throttleKeys.misses(address),
      PORTAL_LIMITS.missesPerAddress,
      now,
    );
    throw locked ?? notFound(NOT_FOUND);
  }
  const { request } = found;
  const events: { status: RequestStatus; at: string }[] = [
    { status: 'new', at: request.createdAt.toISOString() },
  ];
  if (request.decision && request.decidedAt) {
    events.push({ status: request.decision, at: request.decidedAt.toISOString() });
  }
  if (request.completedAt) {
    events.push({ status: 'completed', at: request.completedAt.toISOString() });
  }
  return {
    number: request.requestNumber,
    status: request.status,
    siteName: found.siteName,
    assetName: found.assetName,
    location: request.location,
    description: request.description,
    urgency: request.urgency,
    createdAt: request.createdAt.toISOString(),
    reason: request.status === 'rejected' ? request.reason : null,
    handledBy: firstNameOf(request.decidedByName),
    events,
  };
}
