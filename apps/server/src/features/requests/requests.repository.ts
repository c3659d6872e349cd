import type { PortalField, RequestStatus } from '@cmms/shared/requests';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type SiteScope, withinScope } from '../../lib/auth/site-scope';
import { containsPattern } from '../../lib/sql';
import { assets } from '../assets/assets.table';
import { attachments } from '../attachments/attachments.table';
import { sites } from '../sites/sites.table';
import { tasks } from '../work-orders/work-orders.table';
import { type WorkRequestRow, workRequests } from './requests.table';

// ---- The portal's doors: a site's link and an asset's label ----

const portalOfSite = {
  siteId: sites.id,
  siteName: sites.name,
  enabled: sites.portalEnabled,
  required: sites.portalRequired,
};

/** The site a portal link names, open or not (the service answers both alike: 404). */
export async function findSiteByPortalToken(db: DbOrTx, token: string): Promise<PortalDoor | null> {
  const [row] = await db.select(portalOfSite).from(sites).where(eq(sites.portalToken, token));
  return row ? { ...row, asset: null } : null;
}

/** The asset a label names, with its site's portal. */
export async function findAssetByPortalToken(
  db: DbOrTx,
  token: string,
): Promise<PortalDoor | null> {
  const [row] = await db
    .select({
      ...portalOfSite,
      assetId: assets.id,
      assetName: assets.name,
      assetNumber: assets.assetNumber,
      assetLocation: assets.location,
    })
    .from(assets)
    .innerJoin(sites, eq(sites.id, assets.siteId))
    .where(eq(assets.portalToken, token));
  if (!row) return null;
  const { assetId, assetName, assetNumber, assetLocation, ...site } = row;
  return {
    ...site,
    asset: { id: assetId, name: assetName, assetNumber, location: assetLocation ?? '' },
  };
}

/** What a portal link opens: a site, and the asset when it is a label's. */
export type PortalDoor = {
  siteId: string;
  siteName: string;
  enabled: boolean;
  required: PortalField[];
  asset: { id: string; name: string; assetNumber: string; location: string } | null;
};

/** Where at a site: its assets' locations, as the form offers them. */
export async function listSiteLocations(db: DbOrTx, siteId: string) {
  const rows = await db
    .selectDistinct({ location: assets.location })
    .from(assets)
    .where(and(eq(assets.siteId, siteId), isNotNull(assets.location), ne(assets.location, '')))
    .orderBy(asc(assets.location))
    .limit(200);
  return rows.map((row) => row.location ?? '');
}

// ---- Requests ----

export async function insertRequest(db: DbOrTx, values: typeof workRequests.$inferInsert) {
  const [row] = await db.insert(workRequests).values(values).returning();
  if (!row) throw new Error('insert into work_requests returned no row');
  return row;
}

export async function insertRequestPhoto(db: DbOrTx, values: typeof attachments.$inferInsert) {
  await db.insert(attachments).values(values);
}

export async function findRequestPhoto(db: DbOrTx, requestId: string) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(eq(attachments.requestId, requestId))
    .limit(1);
  return row ?? null;
}

/** The photos of several requests, by request. */
export async function listRequestPhotos(db: DbOrTx, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db.select().from(attachments).where(inArray(attachments.requestId, requestIds));
}

const assetOfRequest = alias(assets, 'request_asset');
const taskOfRequest = alias(tasks, 'request_task');

const requestColumns = {
  request: workRequests,
  siteName: sites.name,
  assetName: assetOfRequest.name,
  assetNumber: assetOfRequest.assetNumber,
  workOrderNumber: taskOfRequest.workOrderNumber,
};

function requestQuery(db: DbOrTx) {
  return db
    .select(requestColumns)
    .from(workRequests)
    .innerJoin(sites, eq(sites.id, workRequests.siteId))
    .leftJoin(assetOfRequest, eq(assetOfRequest.id, workRequests.assetId))
    .leftJoin(taskOfRequest, eq(taskOfRequest.id, workRequests.taskId));
}

export type RequestWithNames = Awaited<ReturnType<typeof requestQuery>>[number];

/** A request with its site's name, for a mail to its requester. */
export async function findRequestForMail(db: DbOrTx, id: string) {
  const [row] = await requestQuery(db).where(eq(workRequests.id, id));
  return row ?? null;
}

export async function findRequestByStatusToken(db: DbOrTx, token: string) {
  const [row] = await requestQuery(db).where(eq(workRequests.statusToken, token));
  return row ?? null;
}

export async function findRequest(db: DbOrTx, id: string, scope: SiteScope) {
  const [row] = await requestQuery(db).where(
    and(eq(workRequests.id, id), withinScope(workRequests.siteId, scope)),
  );
  return row ?? null;
}

export type RequestFilters = {
  status: RequestStatus | 'all';
  siteId?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
};

/** The inbox: newest first, within the caller's sites. */
export async function listRequests(db: DbOrTx, scope: SiteScope, filters: RequestFilters) {
  const where = and(
    withinScope(workRequests.siteId, scope),
    filters.status === 'all' ? undefined : eq(workRequests.status, filters.status),
    filters.siteId ? eq(workRequests.siteId, filters.siteId) : undefined,
    filters.search
      ? or(
          ilike(workRequests.description, containsPattern(filters.search)),
          ilike(workRequests.location, containsPattern(filters.search)),
          ilike(workRequests.requestNumber, containsPattern(filters.search)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    requestQuery(db)
      .where(where)
      .orderBy(desc(workRequests.number))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(workRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function countNewRequests(db: DbOrTx, scope: SiteScope) {
  const [row] = await db
    .select({ value: count() })
    .from(workRequests)
    .where(and(eq(workRequests.status, 'new'), withinScope(workRequests.siteId, scope)));
  return row?.value ?? 0;
}

/** Decides a request that is still new; null when it no longer is (someone decided first). */
export async function decideRequest(
  db: DbOrTx,
  id: string,
  values: Pick<
    WorkRequestRow,
    'status' | 'decision' | 'decidedBy' | 'decidedByName' | 'decidedAt'
  > &
    Partial<Pick<WorkRequestRow, 'taskId' | 'reason'>>,
) {
  const [row] = await db
    .update(workRequests)
    .set(values)
    .where(and(eq(workRequests.id, id), eq(workRequests.status, 'new')))
    .returning();
  return row ?? null;
}

/** The requests a work order carries, now completed with it. */
export async function completeRequestsOfTask(db: DbOrTx, taskId: string, at: Date) {
  return db
    .update(workRequests)
    .set({ status: 'completed', completedAt: at })
    .where(
      and(eq(workRequests.taskId, taskId), inArray(workRequests.status, ['accepted', 'merged'])),
    )
    .returning();
}

/**
 * The retention rule (docs/requests.md): contact details of requests closed (rejected or
 * completed) before `closedBefore` are erased. Answers how many.
 */
export async function eraseOldContacts(db: DbOrTx, closedBefore: Date, at: Date) {
  const rows = await db
    .update(workRequests)
    .set({ requesterName: '', requesterEmail: '', requesterPhone: '', contactErasedAt: at })
    .where(
      and(
        isNull(workRequests.contactErasedAt),
        or(
          and(eq(workRequests.status, 'rejected'), lt(workRequests.decidedAt, closedBefore)),
          and(eq(workRequests.status, 'completed'), lt(workRequests.completedAt, closedBefore)),
        ),
      ),
    )
    .returning({ id: workRequests.id });
  return rows.length;
}

// ---- A site's portal settings and the assets' label links ----

export async function findSitePortal(db: DbOrTx, siteId: string) {
  const [row] = await db
    .select({
      enabled: sites.portalEnabled,
      required: sites.portalRequired,
      token: sites.portalToken,
      untriagedHours: sites.portalUntriagedHours,
    })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row ?? null;
}

export async function updateSitePortal(
  db: DbOrTx,
  siteId: string,
  values: {
    enabled?: boolean;
    required?: PortalField[];
    token?: string;
    untriaged?: { hours: number | null; setAt: Date };
  },
) {
  const set = {
    ...(values.enabled === undefined ? {} : { portalEnabled: values.enabled }),
    ...(values.required === undefined ? {} : { portalRequired: values.required }),
    ...(values.token === undefined ? {} : { portalToken: values.token }),
    ...(values.untriaged === undefined
      ? {}
      : {
          portalUntriagedHours: values.untriaged.hours,
          portalUntriagedSetAt: values.untriaged.setAt,
        }),
  };
  // A body that names nothing changes nothing.
  if (Object.keys(set).length === 0) return;
  await db.update(sites).set(set).where(eq(sites.id, siteId));
}

export function listAssetTokens(db: DbOrTx, ids: string[], scope: SiteScope) {
  return db
    .select({ id: assets.id, token: assets.portalToken })
    .from(assets)
    .where(and(inArray(assets.id, ids), withinScope(assets.siteId, scope)));
}

/**
 * Holds a site's intake until the transaction ends: two sends at once, on one instance or
 * three, cannot both be the hour's 200th (the count and the insert are then one step).
 */
export async function lockSiteIntake(tx: DbOrTx, siteId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`intake:${siteId}`}, 0))`);
}

/** Requests received at a site since `since`: the site's own limit (requests.limits.ts). */
export async function countSiteRequestsSince(db: DbOrTx, siteId: string, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(workRequests)
    .where(and(eq(workRequests.siteId, siteId), sql`${workRequests.createdAt} >= ${since}`));
  return row?.value ?? 0;
}

/** The first site with its portal on, by name: the start banner prints its link. */
export async function findFirstOpenPortal(db: DbOrTx) {
  const [row] = await db
    .select({ name: sites.name, token: sites.portalToken })
    .from(sites)
    .where(eq(sites.portalEnabled, true))
    .orderBy(asc(sites.name))
    .limit(1);
  return row ?? null;
}
