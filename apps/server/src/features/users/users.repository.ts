import {
  ADMIN_ROLES,
  NON_STAFF_ROLES,
  SITE_LEAD_ROLES,
  SITE_MANAGER_ROLES,
} from '@cmms/shared/roles';
import { FIELD_ROLES } from '@cmms/shared/work-rules';
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/sql';
import { attendanceRecords } from '../attendance/attendance.table';
import { materialRequests } from '../materials/materials.table';
import { roles } from '../roles/roles.table';
import { sites } from '../sites/sites.table';
import { tasks } from '../work-orders/work-orders.table';
import { activeUser, roleGrants, userSites, users } from './users.table';

export type NewUser = typeof users.$inferInsert;

/** Staff of their sites: neither an administrator nor the client (NON_STAFF_ROLES). */
const isStaff = notInArray(users.role, [...NON_STAFF_ROLES]);

export async function insertUser(db: DbOrTx, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function insertUserSites(db: DbOrTx, userId: string, siteIds: string[]) {
  if (siteIds.length === 0) return;
  await db
    .insert(userSites)
    .values(siteIds.map((siteId) => ({ userId, siteId })))
    .onConflictDoNothing();
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function updateUserSecrets(
  db: DbOrTx,
  id: string,
  values: { passwordHash?: string; pinHash?: string | null },
  now: Date,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

/** The user's sites, by name: what the session user and the site selector show. */
export async function findUserSites(db: DbOrTx, userId: string) {
  return db
    .select({ id: sites.id, name: sites.name })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.siteId))
    .where(eq(userSites.userId, userId))
    .orderBy(asc(sites.name));
}

export type UserListFilters = {
  search?: string | undefined;
  role?: string | undefined;
  status?: 'Active' | 'Inactive' | undefined;
  approved?: 'true' | 'false' | undefined;
};

export async function listUserRows(
  db: DbOrTx,
  filters: UserListFilters,
  page: { limit: number; offset: number },
) {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  const where = and(
    pattern
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.mobile, pattern))
      : undefined,
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.status ? eq(users.status, filters.status) : undefined,
    filters.approved ? eq(users.approved, filters.approved === 'true') : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Sites of many users at once (one query for a whole page, never one per user). */
export async function findSitesOfUsers(db: DbOrTx, userIds: string[]) {
  const bySite = new Map<string, { id: string; name: string }[]>();
  if (userIds.length === 0) return bySite;
  const rows = await db
    .select({ userId: userSites.userId, id: sites.id, name: sites.name })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.siteId))
    .where(inArray(userSites.userId, userIds))
    .orderBy(asc(sites.name));
  for (const row of rows) {
    const list = bySite.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    bySite.set(row.userId, list);
  }
  return bySite;
}

export async function updateUserRow(db: DbOrTx, id: string, values: Partial<NewUser>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

export async function deleteUserRow(db: DbOrTx, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

/** Replaces a user's sites; answers the ids that are new to them. */
export async function replaceUserSites(db: DbOrTx, userId: string, siteIds: string[]) {
  const before = new Set(
    (
      await db
        .select({ siteId: userSites.siteId })
        .from(userSites)
        .where(eq(userSites.userId, userId))
    ).map((row) => row.siteId),
  );
  const wanted = [...new Set(siteIds)];
  const removed = [...before].filter((id) => !wanted.includes(id));
  if (removed.length > 0) {
    await db
      .delete(userSites)
      .where(and(eq(userSites.userId, userId), inArray(userSites.siteId, removed)));
  }
  const added = wanted.filter((id) => !before.has(id));
  await insertUserSites(db, userId, added);
  return added;
}

/**
 * Someone who may see and update work orders (view_tasks and update_tasks through an active
 * role): who a PM's work orders may go to. Admins are never assignees (docs/assets-and-work-orders.md).
 */
const takesWorkOrders = and(activeUser, isStaff, roleGrants('view_tasks', 'update_tasks'));

/**
 * Who work can be given to: approved, active users who are neither administrators nor the
 * client, whose work is looked after, not done (docs/permissions.md, "Who is staff"); limited to
 * the given sites unless null.
 */
export async function listAssignableUsers(
  db: DbOrTx,
  siteIds: string[] | null,
  onlyWorkOrderTakers = false,
) {
  if (siteIds !== null && siteIds.length === 0) return [];
  const base = onlyWorkOrderTakers ? takesWorkOrders : and(activeUser, isStaff);
  let query = db
    .selectDistinct({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .$dynamic();
  if (siteIds !== null) query = query.innerJoin(userSites, eq(userSites.userId, users.id));
  return query
    .where(and(base, siteIds === null ? undefined : inArray(userSites.siteId, siteIds)))
    .orderBy(asc(users.name));
}

/** The sites among `ids` that exist. */
export async function findSitesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(inArray(sites.id, [...new Set(ids)]));
}

/**
 * The user if they can be given work at a site: approved, active, not an administrator, and
 * assigned to that site (requirements/users-and-roles.md#validation "Assignees exclude admin and superadmin roles").
 * Unlike the lists of staff, the client passes: an asset may name one, and the work orders
 * service refuses one with a message of its own (workOrderPolicy.mayBeAssignee).
 */
export async function findSiteWorker(db: DbOrTx, userId: string, siteId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .innerJoin(userSites, and(eq(userSites.userId, users.id), eq(userSites.siteId, siteId)))
    .where(and(eq(users.id, userId), activeUser, notInArray(users.role, [...ADMIN_ROLES])));
  return row ?? null;
}

/**
 * Of these people, those at each of these sites who may take work orders there, and the site's
 * leads who may (SITE_LEAD_ROLES, in that order, each by name), after the people named.
 */
export async function findWorkOrderTakers(
  db: DbOrTx,
  siteIds: readonly string[],
  userIds: readonly string[],
) {
  if (siteIds.length === 0) return [];
  const lead = inArray(users.role, [...SITE_LEAD_ROLES]);
  // Positions in SITE_LEAD_ROLES; anyone else has none, and nulls sort last.
  const leadRank = sql`array_position(array[${sql.join(
    SITE_LEAD_ROLES.map((role) => sql`${role}`),
    sql`, `,
  )}]::text[], ${users.role})`;
  return db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      siteId: userSites.siteId,
    })
    .from(users)
    .innerJoin(userSites, eq(userSites.userId, users.id))
    .where(
      and(
        takesWorkOrders,
        inArray(userSites.siteId, [...new Set(siteIds)]),
        userIds.length > 0 ? or(inArray(users.id, [...new Set(userIds)]), lead) : lead,
      ),
    )
    .orderBy(asc(userSites.siteId), asc(leadRank), asc(users.name), asc(users.id));
}

/** Whether the user is assigned to one of the sites (one index probe). */
export async function isOnSites(db: DbOrTx, userId: string, siteIds: readonly string[]) {
  if (siteIds.length === 0) return false;
  const [row] = await db
    .select({ userId: userSites.userId })
    .from(userSites)
    .where(and(eq(userSites.userId, userId), inArray(userSites.siteId, [...siteIds])))
    .limit(1);
  return row !== undefined;
}

/** The active users of these roles assigned to a site (its supervisors, say). */
export async function findSitePeopleInRoles(
  db: DbOrTx,
  siteId: string,
  roles: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userSites, and(eq(userSites.userId, users.id), eq(userSites.siteId, siteId)))
    .where(and(activeUser, inArray(users.role, [...roles])));
  return rows.map((row) => row.id);
}

/**
 * The people who look after a site: its active managers (SITE_MANAGER_ROLES); for no site (or a
 * site without one), the administrators. Told of what needs a decision there (low stock, a PM
 * nobody can take).
 */
export async function findSiteManagers(db: DbOrTx, siteId: string | null): Promise<string[]> {
  if (siteId !== null) {
    const ids = await findSitePeopleInRoles(db, siteId, SITE_MANAGER_ROLES);
    if (ids.length > 0) return ids;
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(activeUser, inArray(users.role, [...ADMIN_ROLES])));
  return rows.map((row) => row.id);
}

/** The role a grant names, as the grant rules read it; null when there is none. */
export async function findRoleForGrant(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ name: roles.name, permissions: roles.permissions, isActive: roles.isActive })
    .from(roles)
    .where(eq(roles.name, name.trim().toLowerCase()));
  return row ?? null;
}

/**
 * What keeps a user from being deleted: the work orders assigned to them, their attendance
 * records and their material requests (deactivating keeps that history with its people).
 */
export async function countWorkOfUser(db: DbOrTx, userId: string) {
  const [assigned] = await db
    .select({ n: count() })
    .from(tasks)
    .where(eq(tasks.assignedTo, userId));
  const [punched] = await db
    .select({ n: count() })
    .from(attendanceRecords)
    .where(eq(attendanceRecords.userId, userId));
  const [requested] = await db
    .select({ n: count() })
    .from(materialRequests)
    .where(eq(materialRequests.userId, userId));
  return {
    workOrders: assigned?.n ?? 0,
    attendanceRecords: punched?.n ?? 0,
    materialRequests: requested?.n ?? 0,
  };
}

/** How many users hold each role name. */
export async function countUsersByRole(db: DbOrTx) {
  const rows = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  return new Map(rows.map((row) => [row.role, row.n]));
}

/** A role renamed in Role Management: its holders follow it. */
export async function renameRoleRows(db: DbOrTx, from: string, to: string, now: Date) {
  await db.update(users).set({ role: to, updatedAt: now }).where(eq(users.role, from));
}

export async function countSiteUsers(db: DbOrTx, siteId: string) {
  const [row] = await db.select({ n: count() }).from(userSites).where(eq(userSites.siteId, siteId));
  return row?.n ?? 0;
}

/**
 * The staff of a site: its approved people without admin and superadmin (removed from the
 * directory either way) and without the client, who is served by the staff, not one of them
 * (docs/permissions.md, "Who is staff"). Deactivated people stay listed: only approval counts.
 */
export async function listSiteStaff(db: DbOrTx, siteId: string) {
  return db
    .select({ id: users.id, name: users.name, role: users.role, mobile: users.mobile })
    .from(userSites)
    .innerJoin(users, eq(users.id, userSites.userId))
    .where(and(eq(userSites.siteId, siteId), isStaff, eq(users.approved, true)))
    .orderBy(asc(users.name));
}

/**
 * Who may read one work order (workOrderRules): active people whose role grants view_tasks,
 * the administrators, and the others of its site, a field role only when it is theirs. Whom a
 * comment on it may mention (docs/work-order-record.md).
 */
export async function findWorkOrderReaders(
  db: DbOrTx,
  task: { siteId: string; assignedTo: string },
) {
  const ofSite = sql`exists (select 1 from ${userSites} where ${userSites.userId} = ${users.id} and ${userSites.siteId} = ${task.siteId})`;
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        activeUser,
        roleGrants('view_tasks'),
        or(
          inArray(users.role, [...ADMIN_ROLES]),
          and(ofSite, or(notInArray(users.role, [...FIELD_ROLES]), eq(users.id, task.assignedTo))),
        ),
      ),
    )
    .orderBy(asc(users.name));
}
