import type { EmergencyContact, Site } from '@cmms/shared/sites';

export type SiteEmergencyContacts = {
  siteId: string;
  siteName: string;
  contacts: EmergencyContact[];
};

/**
 * The sites whose numbers Help shows: the one picked in the header, else every site the user
 * sees (their own; every site for an administrator). Sites with numbers come first.
 */
export function emergencyContactsOf(
  sites: readonly Pick<Site, 'id' | 'name' | 'emergencyContacts'>[],
  selectedSiteId: string | null,
): SiteEmergencyContacts[] {
  const shown = selectedSiteId ? sites.filter((site) => site.id === selectedSiteId) : sites;
  return shown
    .map((site) => ({
      siteId: site.id,
      siteName: site.name,
      // A server older than the numbers sends none.
      contacts: site.emergencyContacts ?? [],
    }))
    .sort((a, b) => Number(b.contacts.length > 0) - Number(a.contacts.length > 0));
}
