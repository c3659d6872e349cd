import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { useMe } from '../../../lib/session';
import { displaySiteName, useSiteOptions } from '../../sites/public';
import { useAttendanceUsers } from '../api/records';

export type Option = { value: string; label: string };

/**
 * The sites (GET /sites, every site for an admin) and the users (GET /attendance/users, admins
 * left out) the admin's filters and forms offer; asked for only when `enabled`. A shift names
 * only those who work shifts (issue 30: they punch; not the client): `shiftUserOptions`.
 */
export function useAdminOptions(enabled: boolean) {
  const me = useMe();
  const sites = useSiteOptions(me, enabled && me !== '');
  const users = useAttendanceUsers(enabled);
  const siteOptions: Option[] = (sites.data ?? []).map((site) => ({
    value: site.id,
    label: displaySiteName(site.name),
  }));
  const optionOf = (user: { id: string; name: string; role: string }): Option => ({
    value: user.id,
    label: t('attendance.personWithRole', { name: user.name, role: roleLabel(user.role) }),
  });
  const userOptions = (users.data ?? []).map(optionOf);
  const shiftUserOptions = (users.data ?? []).filter((user) => user.worksShifts).map(optionOf);
  return { siteOptions, userOptions, shiftUserOptions, failed: sites.isError || users.isError };
}
