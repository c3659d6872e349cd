import {
  PERMISSION_CATALOGUE,
  PERMISSION_CATEGORY_KEYS,
  PERMISSION_KEYS,
  type PermissionCategory,
} from '@cmms/shared/permissions';
import { t } from '../../../lib/i18n/i18n';
import { labelIn } from '../../../lib/i18n/stored-label';

/** 'view_tasks' -> 'View Tasks', 'manage_pm' -> 'Manage PM'; a code the catalogue lacks as it is. */
export const permissionLabel = labelIn(PERMISSION_KEYS);

/** A category of the catalogue as the role form names it ('Preventive Maintenance'). */
export const categoryLabel = (category: PermissionCategory) =>
  t(PERMISSION_CATEGORY_KEYS[category]);

export type PermissionGroup = { category: PermissionCategory; permissions: string[] };

/** The catalogue's categories holding a permission that matches `search` (code or label). */
export function filterCatalogue(search: string): PermissionGroup[] {
  const needle = search.trim().toLowerCase();
  return PERMISSION_CATALOGUE.map(({ category, permissions }) => ({
    category,
    permissions: permissions.filter(
      (permission) =>
        needle === '' ||
        permission.includes(needle) ||
        permissionLabel(permission).toLowerCase().includes(needle) ||
        categoryLabel(category).toLowerCase().includes(needle),
    ),
  })).filter((group) => group.permissions.length > 0);
}

/** requirements/users-and-roles.md#screens, #limits: a role card lists the first 4 permissions and how many more there are. */
export function permissionPreview(permissions: string[], shown = 4) {
  return { first: permissions.slice(0, shown), more: Math.max(0, permissions.length - shown) };
}
