import { isAdminRole, normalizeRole } from '@cmms/shared/roles';
import { t } from '../../../lib/i18n/i18n';

type SiteRef = { id: string; name: string };

interface SelectionUser {
  role: string;
  assignedSiteId?: string | null;
  assignedSites?: SiteRef[] | null;
  userSites?: { site: SiteRef }[] | null;
}

export interface SelectionInput {
  user: SelectionUser;
  /** Admins: every site (GET /sites); undefined while it loads. Ignored for other roles. */
  allSites?: SiteRef[] | undefined;
  /**
   * The user's choice, picked now or kept from an earlier visit (readSavedChoice): a site id,
   * null for all sites, undefined for none yet.
   */
  chosen?: string | null | undefined;
}

export interface SiteSelection {
  sites: SiteRef[];
  /** null: every site in `sites` (All Sites, All Assigned Sites). */
  selectedSiteId: string | null;
  showSelector: boolean;
  /** The label of the all-sites choice, in the current language; null when there is none. */
  allLabel: string | null;
}

/** Both lists the user data carries, each site once, in the order they come. */
function ownSites(user: SelectionUser): SiteRef[] {
  const byId = new Map<string, SiteRef>();
  for (const { site } of user.userSites ?? []) if (!byId.has(site.id)) byId.set(site.id, site);
  for (const site of user.assignedSites ?? []) if (!byId.has(site.id)) byId.set(site.id, site);
  return [...byId.values()];
}

const has = (sites: SiteRef[], id: string | null | undefined): id is string =>
  !!id && sites.some((site) => site.id === id);

/**
 * requirements/sites.md#who-may-do-what 'Site selection by role'. Admin and superadmin: all sites, none selected (All
 * Sites) unless a chosen site still exists. Manager: only the sites of their own user data, their
 * choice while it is still one of them, else the first, with an All Assigned Sites choice.
 * Everyone else: their assigned sites, assignedSiteId when set, otherwise the first; they get no
 * selector.
 */
export function resolveSiteSelection({ user, allSites, chosen }: SelectionInput): SiteSelection {
  if (isAdminRole(user.role)) {
    const pick = chosen ?? null;
    // Until the list arrives, trust the choice rather than flash All Sites.
    const selectedSiteId = allSites === undefined ? pick : has(allSites, pick) ? pick : null;
    return {
      sites: allSites ?? [],
      selectedSiteId,
      showSelector: true,
      allLabel: t('sites.allSites'),
    };
  }
  const sites = ownSites(user);
  const first = sites[0]?.id ?? null;
  if (normalizeRole(user.role) === 'manager') {
    const selectedSiteId = chosen === null ? null : has(sites, chosen) ? chosen : first;
    return {
      sites,
      selectedSiteId,
      showSelector: sites.length > 0,
      allLabel: t('sites.allAssignedSites'),
    };
  }
  return {
    sites,
    selectedSiteId: user.assignedSiteId || first,
    showSelector: false,
    allLabel: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Kept across reloads
//
// Whoever has a selector (admins, managers) keeps their choice under a key of their own,
// `selectedSiteId.{userId}`: a site id, or 'all' for All Sites / All Assigned Sites. So a shared
// device never hands one person's choice to the next. An administrator's choice is also written
// to the spec's key, `selectedSiteId`, with `selectedSiteId.owner` saying whose it
// is; that key is read only for its owner (or when nobody is named: written by an earlier
// version), and signing out removes both.

/** The spec's key: the admin's chosen site, restored on the next visit. */
export const SELECTED_SITE_KEY = 'selectedSiteId';
/** What a user's own key holds for All Sites or All Assigned Sites. */
export const ALL_SITES_SAVED = 'all';

export const userKeyOf = (userId: string) => `${SELECTED_SITE_KEY}.${userId}`;
export const ownerKeyOf = () => `${SELECTED_SITE_KEY}.owner`;

/** The choice kept for this user: a site id, null for all sites, undefined for none. */
export function readSavedChoice(
  read: (key: string) => string | null,
  userId: string,
  admin: boolean,
): string | null | undefined {
  const own = read(userKeyOf(userId));
  if (own) return own === ALL_SITES_SAVED ? null : own;
  if (!admin) return undefined;
  const shared = read(SELECTED_SITE_KEY);
  const owner = read(ownerKeyOf());
  return shared && (!owner || owner === userId) ? shared : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The site a list shows, for those with the header's selector: the site a link names in
 * ?siteId= (a dashboard card counted for one site) until the header has made it its choice, else
 * that choice. Everyone else sees all of their sites, as the server scopes them.
 */
export function listSiteOf(
  selection: { showSelector: boolean; selectedSiteId: string | null },
  fromLink: string | null | undefined,
): string | null {
  if (!selection.showSelector) return null;
  const linked = (fromLink ?? '').trim();
  return UUID.test(linked) ? linked : selection.selectedSiteId;
}
