import { isAdminRole } from '@cmms/shared/roles';
import type { ManagedUser } from '@cmms/shared/users';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPage } from '../../../lib/paged-request';
import { useSession } from '../../../lib/session';
import { useSiteSelection } from '../../sites/public';
import { DIRECTORY_ROLES, mergeStaff, type StaffMember } from '../lib/staff';

/** One role's people; the directory never needs more than the server's largest page. */
const DIRECTORY_LIMIT = 200;

// One key shape for both sources, so useQueries can hold either.
type StaffKey = readonly ['staff', string, string, string];
const staffKeys = {
  all: ['staff'] as const,
  role: (role: string, search: string): StaffKey => ['staff', 'role', role, search],
  site: (userId: string, siteId: string): StaffKey => ['staff', userId, siteId, ''],
};

/** An admin's directory: approved users of one role, searched on the server. */
const roleStaffQuery = (role: string, search: string) =>
  queryOptions({
    queryKey: staffKeys.role(role, search),
    queryFn: async ({ signal }): Promise<StaffMember[]> => {
      const page = await getPage<ManagedUser>(
        '/users',
        { role, approved: 'true', search: search || undefined, limit: DIRECTORY_LIMIT },
        signal,
      );
      return page.items.map(({ id, name, role: held, mobile }) => ({
        id,
        name,
        role: held,
        mobile,
      }));
    },
  });

/** The people of one site (GET /sites/{id}/staff). */
const siteStaffQuery = (userId: string, siteId: string) =>
  queryOptions({
    queryKey: staffKeys.site(userId, siteId),
    queryFn: ({ signal }) => apiRequest<StaffMember[]>('GET', `/sites/${siteId}/staff`, { signal }),
  });

/**
 * requirements/users-and-roles.md#who-may-do-what: admin and superadmin see managers, supervisors and technicians from the users
 * list; everyone else the staff of their selected site (or of all their sites when they chose
 * All Assigned Sites), with `noSite` when they have none.
 */
export function useStaffDirectory(search: string) {
  const user = useSession()?.user;
  const admin = isAdminRole(user?.role);
  const selection = useSiteSelection();
  const siteIds = admin
    ? []
    : selection.selectedSiteId
      ? [selection.selectedSiteId]
      : selection.sites.map((site) => site.id);
  const queries = useQueries({
    queries: admin
      ? DIRECTORY_ROLES.map((role) => roleStaffQuery(role, search))
      : siteIds.map((siteId) => siteStaffQuery(user?.id ?? '', siteId)),
  });
  return {
    // Admins searched on the server; site lists are small and searched here.
    members: mergeStaff(
      queries.map((query) => query.data ?? []),
      admin ? '' : search,
    ),
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    noSite: !admin && siteIds.length === 0,
    /** Whose staff this is, for non-admins: one site's name, or null for all their sites. */
    siteName: admin
      ? null
      : (selection.sites.find((site) => site.id === selection.selectedSiteId)?.name ?? null),
    admin,
    retry: () => queries.forEach((query) => void query.refetch()),
  };
}
