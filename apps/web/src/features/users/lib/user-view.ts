import type { ManagedUser } from '@cmms/shared/users';
import { roleLabel } from '../../../lib/role-label';
import { displaySiteName } from '../../sites/public';
import { userCode } from './user-display';

export type UserView = ManagedUser & {
  position: number;
  code: string;
  roleName: string;
  sitesText: string;
};

/** The rows of a page starting at `offset`, with what the columns show. */
export function toUserViews(users: ManagedUser[], offset: number): UserView[] {
  return users.map((user, index) => ({
    ...user,
    position: offset + index + 1,
    code: userCode(user.id),
    roleName: roleLabel(user.role),
    sitesText: user.assignedSites.map((site) => displaySiteName(site.name)).join(', ') || '—',
  }));
}
