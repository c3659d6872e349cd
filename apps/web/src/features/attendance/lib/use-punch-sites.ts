import { type Position, siteCoordinates } from '@cmms/shared/attendance';
import { isAdminRole } from '@cmms/shared/roles';
import { useSession } from '../../../lib/session';
import { displaySiteName, useSiteOptions, useSiteSelection } from '../../sites/public';

export type PunchSite = { id: string; name: string; coordinates: Position | null };

/**
 * The sites the user may punch at, with their coordinates for Test Location. The session holds
 * the user's assigned sites (names only); GET /sites, scoped to those same sites for everyone
 * but admins, holds the coordinates. Admins punch at any site. The header's chosen site, when
 * it is one of them, comes first as the default.
 */
export function usePunchSites() {
  const user = useSession()?.user;
  const admin = isAdminRole(user?.role);
  const detailed = useSiteOptions(user?.id ?? '', user !== undefined);
  const selection = useSiteSelection();

  const own = new Map<string, string>();
  for (const { site } of user?.userSites ?? []) own.set(site.id, site.name);
  for (const site of user?.assignedSites ?? []) own.set(site.id, site.name);
  const refs = admin
    ? (detailed.data ?? []).map((site) => ({ id: site.id, name: site.name }))
    : [...own].map(([id, name]) => ({ id, name }));

  const sites: PunchSite[] = refs.map((ref) => {
    const site = detailed.data?.find((one) => one.id === ref.id);
    return {
      id: ref.id,
      name: displaySiteName(ref.name),
      coordinates: site ? siteCoordinates(site) : null,
    };
  });
  const preferred = sites.find((site) => site.id === selection.selectedSiteId);
  return {
    sites,
    defaultSiteId: preferred?.id ?? sites[0]?.id ?? '',
    isLoading: admin && detailed.isPending,
  };
}
