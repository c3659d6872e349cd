import type { Site } from '@cmms/shared/sites';
import type { SiteRow } from './sites.table';

/** A site as the screens read it: the spec's clientPOC spelling, never a raw row. */
export function presentSite(row: SiteRow): Site {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    location: row.location,
    address: row.address,
    siteManager: row.siteManager,
    clientPOC: row.clientPoc,
    imageUrl: row.imageUrl,
    mapLocation: row.mapLocation,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    emergencyContacts: row.emergencyContacts ?? [],
    completionPhotoRequired: row.completionPhotoRequired,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
