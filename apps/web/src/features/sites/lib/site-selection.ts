import { isAdminRole, normalizeRole } from '@cmms/shared/roles';

export type SiteRef = { id: string; name: string };

export interface SelectionUser {
  role: string;
  assignedSiteId?: string | null;
  assignedSites?: SiteRef[] | null;
  userSites?: { site: SiteRef }[] | null;
}

export interface SelectionInput {
  user: SelectionUser;
  /** Admins: every site (GET /sites); undefined while it loads. Ignored for other roles. */
  allSites?: SiteRef[] | undefined;
  /** The admin's saved choice (localStorage selectedSiteId). */
  saved?: string | null;
  /** What the user picked in this session: a site id, null for all, undefined for no pick yet. */
  chosen?: string | null | undefined;
}

export interface SiteSelection {
  sites: SiteRef[];
  /** null: every site in `sites` (All Sites, All Assigned Sites). */
  selectedSiteId: string | null;
  showSelector: boolean;
  /** The label of the all-sites choice; null when there is none. */
  allLabel: string | null;
}

/** Both lists the user data carries, each site once, in the order they come. */
export function ownSites(user: SelectionUser): SiteRef[] {
  const byId = new Map<string, SiteRef>();
  for (const { site } of user.userSites ?? []) if (!byId.has(site.id)) byId.set(site.id, site);
  for (const site of user.assignedSites ?? []) if (!byId.has(site.id)) byId.set(site.id, site);
  return [...byId.values()];
}

const has = (sites: SiteRef[], id: string | null | undefined): id is string =>
  !!id && sites.some((site) => site.id === id);

/**
 * Doc 000 §6 'Site selection by role'. Admin and superadmin: all sites, none selected (All
 * Sites) unless a saved or picked site still exists. Manager: only the sites of their own user
 * data, the first selected, with an All Assigned Sites choice. Everyone else: their assigned
 * sites, assignedSiteId when set, otherwise the first; they get no selector.
 */
export function resolveSiteSelection({
  user,
  allSites,
  saved,
  chosen,
}: SelectionInput): SiteSelection {
  if (isAdminRole(user.role)) {
    const pick = chosen !== undefined ? chosen : (saved ?? null);
    // Until the list arrives, trust the saved choice rather than flash All Sites.
    const selectedSiteId = allSites === undefined ? pick : has(allSites, pick) ? pick : null;
    return { sites: allSites ?? [], selectedSiteId, showSelector: true, allLabel: 'All Sites' };
  }
  const sites = ownSites(user);
  const first = sites[0]?.id ?? null;
  if (normalizeRole(user.role) === 'manager') {
    const selectedSiteId = chosen === null ? null : has(sites, chosen) ? chosen : first;
    return {
      sites,
      selectedSiteId,
      showSelector: sites.length > 0,
      allLabel: 'All Assigned Sites',
    };
  }
  return {
    sites,
    selectedSiteId: user.assignedSiteId || first,
    showSelector: false,
    allLabel: null,
  };
}
