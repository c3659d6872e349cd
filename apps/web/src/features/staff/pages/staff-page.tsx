import { normalizeRole } from '@cmms/shared/roles';
import { useSession } from '../../../lib/session';
import { SiteStaff } from '../components/site-staff';
import { StaffDirectory } from '../components/staff-directory';

/** The staff route (requirements/users-and-roles.md#screens): the client's Site Staff table, everyone else the directory. */
export function StaffPage() {
  const role = useSession()?.user.role;
  return normalizeRole(role) === 'client' ? <SiteStaff /> : <StaffDirectory />;
}
