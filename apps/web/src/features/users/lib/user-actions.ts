import { isAdminRole } from '@cmms/shared/roles';
import type { ManagedUser } from '@cmms/shared/users';

export type UserAction = 'edit' | 'sites' | 'activate' | 'deactivate' | 'delete';

/**
 * The action buttons of a user's row (requirements/users-and-roles.md#screens, #who-may-do-what), always four slots so that each action
 * sits in the same place on every row: Edit; Manage Sites except for admin-role users; Activate
 * or Deactivate for approved users only; Delete. An empty slot (null) keeps its width.
 */
export function userActionSlots(
  user: Pick<ManagedUser, 'role' | 'approved' | 'status'>,
): (UserAction | null)[] {
  const status: UserAction = user.status === 'Active' ? 'deactivate' : 'activate';
  return ['edit', isAdminRole(user.role) ? null : 'sites', user.approved ? status : null, 'delete'];
}
