import { isAdminRole } from '@cmms/shared/roles';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Actor, isSystem } from '../actor';

/**
 * Which sites a user's records come from (requirements/api.md#server-rules): admin and superadmin see every site; every
 * other role only the sites assigned to them. Queries filter by it; a record outside answers 404.
 */
export type SiteScope = { all: true } | { all: false; siteIds: string[] };

/**
 * The sites an actor sees, from the sites their authentication already read: every site for an
 * admin and for the system itself (start-up, demo data), the assigned ones for anyone else.
 */
export function scopeOf(actor: Actor): SiteScope {
  if (isSystem(actor) || isAdminRole(actor.role)) return { all: true };
  return { all: false, siteIds: [...actor.siteIds] };
}

export function scopeAllows(scope: SiteScope, siteId: string | null | undefined) {
  return scope.all || (siteId != null && scope.siteIds.includes(siteId));
}

/**
 * The sites a prepared query binds as `siteIds`: none for a caller who sees every site. A
 * condition on them is withinBoundSites.
 */
export const siteIdsOf = (scope: SiteScope) => (scope.all ? undefined : scope.siteIds);

/** A site column within the bound `siteIds`; an empty list matches nothing. */
export const withinBoundSites = (column: AnyPgColumn) =>
  sql`${column} = any(${sql.placeholder('siteIds')}::uuid[])`;

/** The scope as a condition on a site column; a user with no sites matches nothing. */
export function withinScope(column: AnyPgColumn, scope: SiteScope): SQL | undefined {
  if (scope.all) return undefined;
  return scope.siteIds.length > 0 ? inArray(column, scope.siteIds) : sql`false`;
}
