import { PERMISSION_CATALOGUE } from '@cmms/shared/permissions';

// Words the plain title-casing would get wrong.
const WORDS: Record<string, string> = { pm: 'PM' };

/** 'view_tasks' -> 'View Tasks', 'manage_pm' -> 'Manage PM'. */
export function permissionLabel(permission: string): string {
  return permission
    .split('_')
    .map((word) => WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type PermissionGroup = { category: string; permissions: string[] };

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
        category.toLowerCase().includes(needle),
    ),
  })).filter((group) => group.permissions.length > 0);
}

/** requirements/users-and-roles.md#screens, #limits: a role card lists the first 4 permissions and how many more there are. */
export function permissionPreview(permissions: string[], shown = 4) {
  return { first: permissions.slice(0, shown), more: Math.max(0, permissions.length - shown) };
}
