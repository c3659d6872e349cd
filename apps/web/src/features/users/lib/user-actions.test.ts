import type { ManagedUser } from '@cmms/shared/users';
import { describe, expect, it } from 'vitest';
import { userActionSlots } from './user-actions';

const user = (role: string, approved: boolean, status: 'Active' | 'Inactive' = 'Active') =>
  ({ role, approved, status }) as Pick<ManagedUser, 'role' | 'approved' | 'status'>;

describe('userActionSlots (requirements/users-and-roles.md#screens, #who-may-do-what)', () => {
  it('gives every row the same four slots, empty where an action does not apply', () => {
    expect(userActionSlots(user('technician', true))).toEqual([
      'edit',
      'sites',
      'deactivate',
      'delete',
    ]);
    expect(userActionSlots(user('technician', true, 'Inactive'))).toEqual([
      'edit',
      'sites',
      'activate',
      'delete',
    ]);
    // Admins have no site assignment; a pending sign-up is neither activated nor deactivated.
    expect(userActionSlots(user('admin', true))).toEqual(['edit', null, 'deactivate', 'delete']);
    expect(userActionSlots(user('SuperAdmin', true))).toEqual([
      'edit',
      null,
      'deactivate',
      'delete',
    ]);
    expect(userActionSlots(user('technician', false))).toEqual(['edit', 'sites', null, 'delete']);
  });
});
