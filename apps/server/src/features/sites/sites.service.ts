import { parseMapLocation, type SiteInput, siteInputSchema } from '@cmms/shared/sites';
import type { DbOrTx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import type { Actor } from '../../lib/actor';
import { insertSite } from './sites.repository';

/** Creates a site and its activity entry in one transaction. */
export async function createSite(db: DbOrTx, input: SiteInput, actor: Actor) {
  const site = siteInputSchema.parse(input);
  const coordinates = parseMapLocation(site.mapLocation);
  return db.transaction(async (tx) => {
    const row = await insertSite(tx, {
      name: site.name,
      location: site.location ?? null,
      address: site.address ?? null,
      siteManager: site.siteManager ?? null,
      clientPoc: site.clientPOC ?? null,
      imageUrl: site.imageUrl ?? null,
      mapLocation: site.mapLocation ?? null,
      latitude: coordinates?.latitude ?? null,
      longitude: coordinates?.longitude ?? null,
    });
    await recordActivity(tx, actor, {
      action: 'site_created',
      description: `Site "${row.name}" created`,
      type: 'site',
      siteId: row.id,
    });
    return row;
  });
}
