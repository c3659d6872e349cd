import { roleLabel } from '../../../lib/role-label';
import { useSession } from '../../../lib/session';
import { displaySiteName, useSiteOptions } from '../../sites/public';
import { useAttendanceUsers } from '../api/records';

export type Option = { value: string; label: string };

/**
 * The sites (GET /sites, every site for an admin) and the users (GET /attendance/users, admins
 * left out) the admin's filters and forms offer; asked for only when `enabled`.
 */
export function useAdminOptions(enabled: boolean) {
  const me = useSession()?.user.id ?? '';
  const sites = useSiteOptions(me, enabled && me !== '');
  const users = useAttendanceUsers(enabled);
  const siteOptions: Option[] = (sites.data ?? []).map((site) => ({
    value: site.id,
    label: displaySiteName(site.name),
  }));
  const userOptions: Option[] = (users.data ?? []).map((user) => ({
    value: user.id,
    label: `${user.name} (${roleLabel(user.role)})`,
  }));
  return { siteOptions, userOptions, failed: sites.isError || users.isError };
}
