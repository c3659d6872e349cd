import { ADMIN_ROLES, LEAVE_DECIDER_ROLES } from '@cmms/shared/roles';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../lib/auth/site-scope';
import { activeUser, userSites, users } from '../users/users.table';
import { leaveRequests as leave } from './attendance.table';

const decider = alias(users, 'decider');

const leaveColumns = {
  id: leave.id,
  userId: leave.userId,
  userName: users.name,
  userEmail: users.email,
  userRole: users.role,
  leaveType: leave.leaveType,
  startDate: leave.startDate,
  endDate: leave.endDate,
  reason: leave.reason,
  status: leave.status,
  createdAt: leave.createdAt,
  decidedAt: leave.decidedAt,
  decidedById: leave.decidedBy,
  decidedByName: decider.name,
  decisionNote: leave.decisionNote,
};
export type LeaveWithPeople = {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  userRole: string;
  leaveType: string;
  startDate: string;
  endDate: string;
  reason: string;
  status: string;
  createdAt: Date;
  decidedAt: Date | null;
  decidedById: string | null;
  decidedByName: string | null;
  decisionNote: string | null;
};

const selectLeave = (db: DbOrTx) =>
  db
    .select(leaveColumns)
    .from(leave)
    .innerJoin(users, eq(users.id, leave.userId))
    .leftJoin(decider, eq(decider.id, leave.decidedBy));

/**
 * Requests an approver sees (issue 17): everyone's for admins, otherwise those of people assigned
 * to one of the approver's sites.
 */
function withinApproverSites(scope: SiteScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.siteIds.length === 0) return sql`false`;
  return sql`exists (select 1 from ${userSites} where ${userSites.userId} = ${leave.userId} and ${inArray(userSites.siteId, scope.siteIds)})`;
}

/** Serialises one user's leave requests: the overlap check and the insert happen in turn. */
export async function lockUserForLeave(tx: DbOrTx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The user's own pending or approved leave touching the dates. */
export async function findOverlappingLeave(
  db: DbOrTx,
  userId: string,
  range: { startDate: string; endDate: string },
) {
  const [row] = await db
    .select({ id: leave.id })
    .from(leave)
    .where(
      and(
        eq(leave.userId, userId),
        inArray(leave.status, ['Pending', 'Approved']),
        lte(leave.startDate, range.endDate),
        gte(leave.endDate, range.startDate),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertLeave(tx: DbOrTx, values: typeof leave.$inferInsert) {
  const [row] = await tx.insert(leave).values(values).returning({ id: leave.id });
  return row as { id: string };
}

export async function findLeave(db: DbOrTx, id: string, scope: SiteScope) {
  const [row] = await selectLeave(db).where(and(eq(leave.id, id), withinApproverSites(scope)));
  return (row as LeaveWithPeople | undefined) ?? null;
}

export type LeaveFilters = { userId?: string; status?: string | undefined; scope: SiteScope };

function leaveConditions(filters: LeaveFilters) {
  return and(
    filters.userId ? eq(leave.userId, filters.userId) : undefined,
    filters.status ? eq(leave.status, filters.status) : undefined,
    withinApproverSites(filters.scope),
  );
}

/** Newest first, a page at a time, with how many match. */
export async function listLeave(
  db: DbOrTx,
  filters: LeaveFilters,
  page: { limit: number; offset: number },
) {
  const where = leaveConditions(filters);
  const [rows, [counted]] = await Promise.all([
    selectLeave(db)
      .where(where)
      .orderBy(desc(leave.createdAt), desc(leave.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(leave).where(where),
  ]);
  return { rows: rows as LeaveWithPeople[], total: counted?.total ?? 0 };
}

/** Leave Management (requirements/attendance.md#screens): how many wait, and the latest decisions. */
export async function leaveSummary(db: DbOrTx, scope: SiteScope, recent: number) {
  const [[pending], decided] = await Promise.all([
    db
      .select({ total: count() })
      .from(leave)
      .where(leaveConditions({ scope, status: 'Pending' })),
    selectLeave(db)
      .where(and(isNotNull(leave.decidedAt), withinApproverSites(scope)))
      .orderBy(desc(leave.decidedAt), desc(leave.id))
      .limit(recent),
  ]);
  return { pendingCount: pending?.total ?? 0, recentDecisions: decided as LeaveWithPeople[] };
}

/**
 * Decides a pending request. The status condition makes two approvers deciding at once safe:
 * the second finds nothing pending and is told so.
 */
export async function decidePendingLeave(
  tx: DbOrTx,
  id: string,
  decision: { status: string; decidedBy: string; decidedAt: Date; decisionNote: string | null },
) {
  const rows = await tx
    .update(leave)
    .set(decision)
    .where(and(eq(leave.id, id), eq(leave.status, 'Pending')))
    .returning({ id: leave.id });
  return rows.length > 0;
}

/** Approved leave of a user touching a date range (the monthly view). */
export function approvedLeaveBetween(db: DbOrTx, userId: string, from: string, to: string) {
  return db
    .select({ leaveType: leave.leaveType, startDate: leave.startDate, endDate: leave.endDate })
    .from(leave)
    .where(
      and(
        eq(leave.userId, userId),
        eq(leave.status, 'Approved'),
        lte(leave.startDate, to),
        gte(leave.endDate, from),
      ),
    )
    .orderBy(asc(leave.startDate));
}

/** Approved leave of these people touching a date range (the Today view, issue 30). */
export function approvedLeaveOfPeople(
  db: DbOrTx,
  userIds: readonly string[],
  from: string,
  to: string,
) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: leave.userId,
      leaveType: leave.leaveType,
      startDate: leave.startDate,
      endDate: leave.endDate,
    })
    .from(leave)
    .where(
      and(
        inArray(leave.userId, [...userIds]),
        eq(leave.status, 'Approved'),
        lte(leave.startDate, to),
        gte(leave.endDate, from),
      ),
    )
    .orderBy(asc(leave.startDate));
}

/**
 * Who is told of a new request: the active leave deciders of the requester's sites
 * (LEAVE_DECIDER_ROLES); where they have none, the administrators, so a request never waits unseen.
 */
export async function approversOf(db: DbOrTx, userId: string) {
  const siteApprovers = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userSites, eq(userSites.userId, users.id))
    .where(
      and(
        inArray(users.role, [...LEAVE_DECIDER_ROLES]),
        activeUser,
        ne(users.id, userId),
        sql`${userSites.siteId} in (select site_id from ${userSites} where user_id = ${userId})`,
      ),
    );
  if (siteApprovers.length > 0) return siteApprovers.map((row) => row.id);
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...ADMIN_ROLES]), activeUser, ne(users.id, userId)));
  return admins.map((row) => row.id);
}
