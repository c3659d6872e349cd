import type { Site } from '@cmms/shared/sites';

/** requirements/sites.md#records, #limits: the displayed site ID is ST- and 4 digits, by position in the whole list. */
export function siteCode(position: number): string {
  return `ST-${String(position).padStart(4, '0')}`;
}

// A name such as 'Harbor View Towers ST-0003' or 'Harbor View Towers (ST-0003)'.
const TRAILING_CODE = /[\s\-–—:|(]*ST-\d{4}\)?\s*$/i;

/** requirements/sites.md#records: a trailing ST-#### is stripped from displayed names (never down to nothing). */
export function displaySiteName(name: string): string {
  const stripped = name.replace(TRAILING_CODE, '').trim();
  return stripped === '' ? name : stripped;
}

export const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

/**
 * requirements/sites.md#screens: the Map action searches the coordinates when the site has them, otherwise its
 * map location text or its address; null when there is nothing to search for.
 */
export function mapsLink(
  site: Pick<Site, 'latitude' | 'longitude' | 'mapLocation' | 'address'>,
): string | null {
  const { latitude, longitude } = site;
  const query =
    latitude !== null && longitude !== null
      ? `${latitude},${longitude}`
      : site.mapLocation?.trim() || site.address?.trim();
  return query ? `${MAPS_SEARCH_URL}${encodeURIComponent(query)}` : null;
}
