import type { Role } from '@cmms/shared/roles-admin';
import type { RoleRow } from './roles.table';

/** A role as Role Management reads it, with how many users hold it. */
export const presentRole = (row: RoleRow, userCount: number): Role => ({
  id: row.id,
  name: row.name,
  label: row.label ?? row.name,
  description: row.description,
  permissions: row.permissions,
  isActive: row.isActive,
  isDefault: row.isDefault,
  userCount,
});
