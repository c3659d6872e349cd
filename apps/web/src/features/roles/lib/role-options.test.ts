import { DEFAULT_ROLES } from '@cmms/shared/roles';
import type { Role } from '@cmms/shared/roles-admin';
import { describe, expect, it } from 'vitest';
import { assignableRoles, fallbackRoles } from './role-options';

const custom = (name: string, isActive: boolean): Role => ({
  id: name,
  name,
  label: name,
  description: '',
  permissions: ['view_sites'],
  isActive,
  isDefault: false,
  userCount: 0,
});

describe('assignableRoles', () => {
  it('lists the default roles and the active custom ones', () => {
    const roles = [custom('inspector', true), custom('retired', false)];
    const names = assignableRoles(roles, 'admin');
    expect(names).toContain('technician');
    expect(names).toContain('inspector');
    expect(names).not.toContain('retired');
  });

  it('offers superadmin to a superadmin only', () => {
    expect(assignableRoles([], 'admin')).not.toContain('superadmin');
    expect(assignableRoles(undefined, 'SuperAdmin')).toContain('superadmin');
  });
});

describe('fallbackRoles', () => {
  it('is the default role list, each active and default', () => {
    const roles = fallbackRoles();
    expect(roles.map((role) => role.name)).toEqual([...DEFAULT_ROLES]);
    expect(roles.every((role) => role.isActive && role.isDefault)).toBe(true);
    expect(roles.find((role) => role.name === 'admin')?.permissions).toEqual(['all_permissions']);
  });
});
