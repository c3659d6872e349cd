import { isAdminRole } from '@cmms/shared/roles';
import { parseMapLocation, type SiteInput, siteInputSchema } from '@cmms/shared/sites';
import type { DbOrTx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/errors';
import { countSiteAssets } from '../assets/assets.repository';
import { insertUserSites } from '../users/users.repository';
import { countSiteTasks } from '../work-orders/work-orders.repository';
import { countSiteUsers, deleteSiteRow, insertSite, updateSiteRow } from './sites.repository';
import type { SiteRow } from './sites.table';

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
export async function createSite(db: DbOrTx, input: SiteInput, actor: Actor) {
  const site = siteInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const row = await insertSite(tx, { ...columnsOf(site), imageUrl: site.imageUrl || null });
    if (!('system' in actor) && !isAdminRole(actor.role)) {
      await insertUserSites(tx, actor.id, [row.id]);
    }
    await recordActivity(tx, actor, {
      action: 'site_created',
      description: `Site "${row.name}" created`,
      type: 'site',
      siteId: row.id,
    });
    return row;
  });
}

/** PUT /sites/{id}: imageUrl absent keeps the picture, '' removes it. */
export async function updateSite(
  db: DbOrTx,
  existing: SiteRow,
  input: SiteInput,
  actor: Actor,
  now: Date,
) {
  const site = siteInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const row = await updateSiteRow(tx, existing.id, {
      ...columnsOf(site),
      ...(site.imageUrl === undefined ? {} : { imageUrl: site.imageUrl || null }),
      updatedAt: now,
    });
    await recordActivity(tx, actor, {
      action: 'site_updated',
      description: `Site "${site.name}" updated`,
      type: 'site',
      siteId: existing.id,
    });
    return row ?? existing;
  });
}

/**
 * Deletes a site that holds nothing. While users, assets or work orders still belong to it, the
 * answer is 409 naming what blocks it, and nothing is deleted.
 */
export async function deleteSite(db: DbOrTx, site: SiteRow, actor: Actor) {
  await db.transaction(async (tx) => {
    const blockers = [
      plural(await countSiteUsers(tx, site.id), 'assigned user'),
      plural(await countSiteAssets(tx, site.id), 'asset'),
      plural(await countSiteTasks(tx, site.id), 'work order'),
    ].filter((text) => text !== null);
    if (blockers.length > 0) {
      throw conflict(
        `Site "${site.name}" still has ${blockers.join(', ')}. Move or remove them first.`,
      );
    }
    await recordActivity(tx, actor, {
      action: 'site_deleted',
      description: `Site "${site.name}" deleted`,
      type: 'site',
      metadata: { siteId: site.id, name: site.name },
    });
    await deleteSiteRow(tx, site.id);
  });
}

const plural = (count: number, noun: string) =>
  count === 0 ? null : `${count} ${noun}${count === 1 ? '' : 's'}`;
