import { type Message, msg } from '@cmms/shared/i18n/message';
import { isAdminRole } from '@cmms/shared/roles';
import { parseMapLocation, type SiteInput, siteInputSchema } from '@cmms/shared/sites';
import { listedTimeZones, processTimeZone, zoneOrProcess } from '@cmms/shared/zones';
import type { DbOrTx } from '../../db/client';
import { type Actor, isSystem } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, foundOr404 } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { assignSiteToUser, countUsersOfSite, listSiteStaff } from '../users/users.service';
import { sitePolicy } from './sites.policy';
import {
  countSiteAssets,
  countSiteAttendance,
  countSiteChecklists,
  countSiteMaterials,
  countSiteTasks,
  deleteSiteRow,
  findSite,
  insertSite,
  isZoneKnownToDatabase,
  listSiteRows,
  updateSiteRow,
  zonesKnownToDatabase,
  zonesOfSites,
  zonesOfUserSites,
} from './sites.repository';
import type { SiteRow } from './sites.table';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/** A page of the sites the actor sees (admins: all), oldest first. */
export const listSites = (
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: { search?: string | undefined; limit: number; offset: number },
) => listSiteRows(deps.db, sitePolicy.scopeOf(actor), query);

/** The site if the actor may see it; 404 otherwise, so its existence is not revealed. */
export async function loadVisibleSite(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  return foundOr404(await findSite(deps.db, id, sitePolicy.scopeOf(actor)), msg('sites.notFound'));
}

/**
 * The site if the actor may place records there (an asset, a work order): one of their sites,
 * any site for an admin. Null otherwise; the caller says which field is wrong.
 */
export const findPlaceableSite = (db: DbOrTx, actor: Actor, siteId: string) =>
  findSite(db, siteId, sitePolicy.scopeOf(actor));

/** The people of a site the actor sees (without admins). */
export async function staffOfSite(deps: Pick<Deps, 'db'>, actor: Actor, siteId: string) {
  const site = await loadVisibleSite(deps, actor, siteId);
  return listSiteStaff(deps.db, site.id);
}

/** The zone a site may name: one the runtime and the database both know, or none. */
async function checkedZone(db: DbOrTx, zone: string | null) {
  if (zone !== null && !(await isZoneKnownToDatabase(db, zone))) {
    throw badRequest(msg('zones.invalid'), { timeZone: msg('zones.invalid') });
  }
  return zone;
}

/**
 * GET /sites/time-zones: the zones the site form offers (the runtime's list, less any the
 * database does not know, which is none on a current PostgreSQL) and the server's, the zone of
 * every site that names none.
 */
export async function siteTimeZones(deps: Pick<Deps, 'db'>) {
  const known = await zonesKnownToDatabase(deps.db);
  const timeZones = listedTimeZones()
    .filter((zone) => known.has(zone))
    .sort();
  return { serverTimeZone: processTimeZone(), timeZones };
}

/** The zone each site's dates and times follow (issue 29): its own, else the server's. */
export async function timeZonesOfSites(db: DbOrTx, siteIds: readonly string[]) {
  const rows = await zonesOfSites(db, siteIds);
  return new Map(rows.map((row) => [row.id, zoneOrProcess(row.timeZone)]));
}

/** The zones of a person's sites, each made whole (none for a person without sites). */
export async function timeZonesOfUser(db: DbOrTx, userId: string) {
  const rows = await zonesOfUserSites(db, userId);
  return [...new Set(rows.map((row) => zoneOrProcess(row.timeZone)))];
}

type EmergencyContacts = NonNullable<SiteRow['emergencyContacts']>;

/** The numbers as stored: none is null, whether sent as null or []. */
const storedContacts = (contacts: EmergencyContacts | null | undefined) =>
  contacts && contacts.length > 0 ? contacts : null;

const sameContacts = (a: EmergencyContacts | null, b: EmergencyContacts | null) =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/**
 * The emergency numbers a create or an edit stores, or undefined to keep them: only an
 * administrator changes them (docs/sites.md); anyone may send them back unchanged.
 */
function emergencyContactsOf(
  actor: Actor,
  sent: EmergencyContacts | null | undefined,
  current: EmergencyContacts | null,
) {
  if (sent === undefined) return undefined;
  const next = storedContacts(sent);
  if (!sameContacts(next, current)) {
    sitePolicy.assertMaySetAdminSetting(actor, msg('sites.emergencyAdminsOnly'));
  }
  return next;
}

/** The completion photo rule a create or an edit stores, or undefined to keep it. */
function completionPhotoOf(actor: Actor, sent: boolean | undefined, current: boolean) {
  if (sent === undefined) return undefined;
  if (sent !== current) {
    sitePolicy.assertMaySetAdminSetting(actor, msg('sites.completionPhotoAdminsOnly'));
  }
  return sent;
}

/** The columns a site form sets; coordinates follow mapLocation. */
function columnsOf(site: ReturnType<typeof siteInputSchema.parse>) {
  const coordinates = parseMapLocation(site.mapLocation);
  return {
    name: site.name,
    location: site.location ?? null,
    address: site.address ?? null,
    siteManager: site.siteManager ?? null,
    clientPoc: site.clientPOC ?? null,
    mapLocation: site.mapLocation ?? null,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
  };
}

/**
 * Creates a site and its activity entry in one transaction. A non-admin creator is assigned to
 * the new site, or they could not see what they just made.
 */
export async function createSite(deps: Pick<Deps, 'db'>, actor: Actor, input: SiteInput) {
  const site = siteInputSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    const row = await insertSite(tx, {
      ...columnsOf(site),
      imageUrl: site.imageUrl || null,
      timeZone: await checkedZone(tx, site.timeZone ?? null),
      emergencyContacts: emergencyContactsOf(actor, site.emergencyContacts, null) ?? null,
      completionPhotoRequired:
        completionPhotoOf(actor, site.completionPhotoRequired, false) ?? false,
    });
    if (!isSystem(actor) && !isAdminRole(actor.role)) await assignSiteToUser(tx, actor.id, row.id);
    await recordActivity(tx, actor, {
      action: 'site_created',
      description: msg('sites.activityCreated', { name: row.name }),
      type: 'site',
      siteId: row.id,
    });
    return row;
  });
}

/**
 * PUT /sites/{id}: imageUrl absent keeps the picture, '' removes it; timeZone absent keeps the
 * zone (the spec's client sends none), '' or null sets the server's; emergencyContacts absent
 * keeps the numbers, null or [] removes them.
 */
export async function updateSite(
  deps: Deps,
  actor: Actor,
  { site: existing, input }: { site: SiteRow; input: SiteInput },
) {
  const site = siteInputSchema.parse(input);
  const contacts = emergencyContactsOf(actor, site.emergencyContacts, existing.emergencyContacts);
  const photoRule = completionPhotoOf(
    actor,
    site.completionPhotoRequired,
    existing.completionPhotoRequired,
  );
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await updateSiteRow(tx, existing.id, {
      ...columnsOf(site),
      ...(site.imageUrl === undefined ? {} : { imageUrl: site.imageUrl || null }),
      ...(site.timeZone === undefined ? {} : { timeZone: await checkedZone(tx, site.timeZone) }),
      ...(contacts === undefined ? {} : { emergencyContacts: contacts }),
      ...(photoRule === undefined ? {} : { completionPhotoRequired: photoRule }),
      updatedAt: now,
    });
    await recordActivity(tx, actor, {
      action: 'site_updated',
      description: msg('sites.activityUpdated', { name: site.name }),
      type: 'site',
      siteId: existing.id,
    });
    return row ?? existing;
  });
}

/** 'a, b, c' of messages, each read in the reader's language: the list nests pairs. */
const listOf = (items: readonly Message[]): Message | undefined =>
  items.reduceRight<Message | undefined>(
    (rest, first) => (rest ? msg('sites.blockerList', { first, rest }) : first),
    undefined,
  );

/**
 * Deletes a site that holds nothing. While users, assets, work orders, checklists, attendance records or materials still belong to it, the
 * answer is 409 naming what blocks it, and nothing is deleted.
 */
export async function deleteSite(deps: Pick<Deps, 'db'>, actor: Actor, site: SiteRow) {
  await deps.db.transaction(async (tx) => {
    const counts = [
      ['sites.blockerUsers', await countUsersOfSite(tx, site.id)],
      ['sites.blockerAssets', await countSiteAssets(tx, site.id)],
      ['sites.blockerWorkOrders', await countSiteTasks(tx, site.id)],
      ['sites.blockerChecklists', await countSiteChecklists(tx, site.id)],
      ['sites.blockerAttendance', await countSiteAttendance(tx, site.id)],
      ['sites.blockerMaterials', await countSiteMaterials(tx, site.id)],
    ] as const;
    const blockers = listOf(
      counts.filter(([, count]) => count > 0).map(([key, count]) => msg(key, { count })),
    );
    if (blockers) throw conflict(msg('sites.deleteBlockedBy', { name: site.name, blockers }));
    await recordActivity(tx, actor, {
      action: 'site_deleted',
      description: msg('sites.activityDeleted', { name: site.name }),
      type: 'site',
      metadata: { siteId: site.id, name: site.name },
    });
    await deleteSiteRow(tx, site.id);
  });
}
