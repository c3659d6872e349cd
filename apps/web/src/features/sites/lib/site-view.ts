import type { Site } from '@cmms/shared/sites';
import { displaySiteName, mapsLink, siteCode } from './site-display';

/** A site as the list shows it: its position-based ID, display name and maps link. */
export type SiteView = Site & {
  position: number;
  code: string;
  displayName: string;
  mapUrl: string | null;
};

/** The rows of a page that starts at `offset`: S.No. and ST-#### count from the page's start. */
export function toSiteViews(sites: Site[], offset: number): SiteView[] {
  return sites.map((site, index) => ({
    ...site,
    position: offset + index + 1,
    code: siteCode(offset + index + 1),
    displayName: displaySiteName(site.name),
    mapUrl: mapsLink(site),
  }));
}
