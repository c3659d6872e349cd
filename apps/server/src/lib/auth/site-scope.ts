import { isAdminRole } from '@cmms/shared/roles';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userSites } from '../../features/users/users.table';

/**
 * Which sites a user's records come from (GUIDE §5): admin and superadmin see every site; every
 * other role only the sites assigned to them. Queries filter by it; a record outside answers 404.
 */
export type SiteScope = { all: true } | { all: false; siteIds: string[] };

export async function siteScopeOf(
  db: DbOrTx,
  user: { id: string; role: string },
): Promise<SiteScope> {
  if (isAdminRole(user.role)) return { all: true };
  const rows = await db
    .select({ siteId: userSites.siteId })
    .from(userSites)
    .where(eq(userSites.userId, user.id));
  return { all: false, siteIds: rows.map((row) => row.siteId) };
}

export function scopeAllows(scope: SiteScope, siteId: string | null | undefined) {
  return scope.all || (siteId != null && scope.siteIds.includes(siteId));
}

/** The scope of a signed-in request, from the sites its authentication already read. */
export function scopeOfAuth(auth: { user: { role: string }; siteIds: string[] }): SiteScope {
  return isAdminRole(auth.user.role) ? { all: true } : { all: false, siteIds: auth.siteIds };
}
