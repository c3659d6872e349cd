import { type Position, siteCoordinates } from '@cmms/shared/attendance';
import { isAdminRole } from '@cmms/shared/roles';
import type { Site } from '@cmms/shared/sites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { displaySiteName, useSiteSelection } from '../../sites/public';

export type PunchSite = {
  id: string;
  name: string;
  /**
   * Where the site is, as the server measures punches against it; null when it has no map
   * position (the server checks nothing); undefined while not known on this device (not loaded,
   * or not kept for offline use): the server may still check it.
   */
  coordinates: Position | null | undefined;
};

/** Every site the caller may see, in one page as the pickers read them (the server's largest). */
const PUNCH_SITES_LIMIT = 200;

/**
 * GET /sites for the punch card: the sites' positions, kept on the device with the rest of the
 * day (offline-warmup.ts, docs/offline.md), so the card knows offline where a site is. Under the
 * attendance family, so it is loaded ahead and kept with the punches it serves.
 */
export const punchSitesQuery = (me: string) =>
  queryOptions({
    queryKey: ['attendance', me, 'punch-sites'] as const,
    queryFn: ({ signal }) =>
      apiRequest<Site[]>('GET', '/sites', {
        query: { limit: PUNCH_SITES_LIMIT, offset: 0 },
        signal,
      }),
    staleTime: 60_000,
  });

/**
 * The sites the user may punch at, with their coordinates for Test Location. The session holds
 * the user's assigned sites (names only); GET /sites, scoped to those same sites for everyone
 * but admins, holds the coordinates. Admins punch at any site. The header's chosen site, when
 * it is one of them, comes first as the default.
 */
export function usePunchSites() {
  const user = useSession()?.user;
  const admin = isAdminRole(user?.role);
  const detailed = useQuery({ ...punchSitesQuery(user?.id ?? ''), enabled: user !== undefined });
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
      coordinates: site ? siteCoordinates(site) : undefined,
    };
  });
  const preferred = sites.find((site) => site.id === selection.selectedSiteId);
  return {
    sites,
    defaultSiteId: preferred?.id ?? sites[0]?.id ?? '',
    isLoading: admin && detailed.isPending,
  };
}
