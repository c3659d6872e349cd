import { isAdminRole } from '@cmms/shared/roles';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles } from '../../features/roles/roles.table';

/**
 * What a role grants: admins everything, whatever their role row says (someone must always be
 * able to administer); an inactive or unknown role nothing.
 */
export function grantedPermissions(
  role: string,
  roleRow: { permissions: string[] | null; isActive: boolean | null } | null,
): string[] {
  if (isAdminRole(role)) return ['all_permissions'];
  return roleRow?.isActive ? (roleRow.permissions ?? []) : [];
}

/** The permissions of a user's role, for the answers that send them to the client. */
export async function permissionsOfRole(db: DbOrTx, role: string) {
  const [row] = await db
    .select({ permissions: roles.permissions, isActive: roles.isActive })
    .from(roles)
    .where(eq(roles.name, role));
  return grantedPermissions(role, row ?? null);
}
