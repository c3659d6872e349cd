import type { Translator } from '@cmms/shared/i18n/translator';
import type { Role } from '@cmms/shared/roles-admin';
import { descriptionFor } from './default-roles';
import type { RoleRow } from './roles.table';

/** A role as Role Management reads it, with how many users hold it, in the reader's language. */
export const presentRole = (translator: Translator, row: RoleRow, userCount: number): Role => ({
  id: row.id,
  name: row.name,
  label: row.label ?? row.name,
  description: descriptionFor(translator, row),
  permissions: row.permissions,
  isActive: row.isActive,
  isDefault: row.isDefault,
  userCount,
});
