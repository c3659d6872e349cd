import { ACTIVITY_LOG_FAMILIES, CLIENT_REPORT_TYPE } from '@cmms/shared/activity';
import { ADMIN_ROLES } from '@cmms/shared/roles';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/sql';
import { leaveRequests } from '../attendance/attendance.table';
import { checklistAssignments } from '../checklists/checklists.table';
import { materialRequests } from '../materials/materials.table';
import { tasks } from '../work-orders/work-orders.table';
import type { FeedScope, LiveFacts, LogScope, Readers } from './activity.policy';
import { activityLogs } from './activity.table';

/** Actions an administrator is told about (requirements/activity.md#records: admin notifications from the log). */
const ADMIN_NOTIFICATION_ACTIONS = [
  'user_signup',
  'task_created',
  'task_completed',
  'task_deleted',
  'asset_created',
  'asset_deleted',
  'site_created',
  'site_deleted',
  'material_request',
  'leave_request',
  'pm_updated',
];

function whereOf(scope: LogScope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope.userId) conditions.push(eq(activityLogs.userId, scope.userId));
  if (scope.type) conditions.push(eq(activityLogs.type, scope.type));
  if (scope.adminNotificationsFor) {
    conditions.push(
      or(...ADMIN_NOTIFICATION_ACTIONS.map((action) => eq(activityLogs.action, action))),
      // A client's report naming a server action ("task_deleted") notifies no one.
      ne(activityLogs.type, CLIENT_REPORT_TYPE),
      or(ne(activityLogs.userId, scope.adminNotificationsFor), eq(activityLogs.userRole, 'system')),
    );
  }
  return and(...conditions);
}

export async function listActivityRows(
  db: DbOrTx,
  scope: LogScope,
  page: { limit: number; offset: number },
) {
  const where = whereOf(scope);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activityLogs)
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.seq))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(activityLogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type FeedQuery = {
  siteId?: string | undefined;
  userId?: string | undefined;
  type?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
};

/** The uuid an entry's metadata names under `key`; null when it names none (or not a uuid). */
const idOfEntry = (
  key: string,
) => sql`case when ${activityLogs.metadata}->>${key} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then (${activityLogs.metadata}->>${key})::uuid end`;
const taskIdOfEntry = idOfEntry('taskId');

/** Entries of a family only if `shown`; every other family untouched. */
const familyOnlyIf = (type: string, shown: SQL | boolean): SQL | undefined =>
  shown === true
    ? undefined
    : shown === false
      ? ne(activityLogs.type, type)
      : or(ne(activityLogs.type, type), shown);

/**
 * Entries about requests (material, leave) of a family, to their readers: all of the caller's
 * sites (the outer condition keeps those), only the caller's own requests, or none; the family's
 * other entries (the inventory, holidays) as `others` says.
 */
function requestsOf(
  type: string,
  readers: Readers,
  request: { key: string; table: typeof materialRequests | typeof leaveRequests },
  userId: string,
  others: boolean,
) {
  const id = idOfEntry(request.key);
  const aboutRequest = sql`(${activityLogs.metadata} ->> ${request.key}) is not null`;
  const own = sql`exists (select 1 from ${request.table} where ${request.table.id} = ${id}
    and ${request.table.userId} = ${userId})`;
  const requestShown = readers === 'of-sites' ? sql`true` : readers === 'own' ? own : sql`false`;
  return familyOnlyIf(
    type,
    sql`case when ${aboutRequest} then ${requestShown} else ${others ? sql`true` : sql`false`} end`,
  );
}

/** The feed entries an actor may see (activityPolicy.feedScopeOf), as a condition. */
function visibleTo(scope: FeedScope): SQL | undefined {
  if (scope.all) return undefined;
  const workOrders =
    scope.workOrders === 'assigned'
      ? sql`exists (select 1 from ${tasks} where ${tasks.id} = ${taskIdOfEntry}
              and ${tasks.assignedTo} = ${scope.userId})`
      : scope.workOrders === 'of-sites';
  const ownPunch = eq(activityLogs.userId, scope.userId);
  const checklistsShown =
    scope.checklists === 'assigned'
      ? // Of a checklist assigned to them, and not about a colleague's month of it (their ticks,
        // their Save, their assignment): a technician reads only their own grid.
        sql`exists (select 1 from ${checklistAssignments}
              where ${checklistAssignments.checklistId} = ${idOfEntry('checklistId')}
              and ${checklistAssignments.userId} = ${scope.userId})
            and coalesce(${activityLogs.metadata} ->> 'userId', ${scope.userId}) = ${scope.userId}`
      : scope.checklists === 'of-sites';
  return and(
    or(
      eq(activityLogs.userId, scope.userId),
      scope.siteIds.length > 0 ? inArray(activityLogs.siteId, scope.siteIds) : undefined,
    ),
    notInArray(activityLogs.userRole, [...ADMIN_ROLES]),
    familyOnlyIf('site', scope.sites),
    familyOnlyIf('task', workOrders),
    familyOnlyIf('asset', scope.assets),
    familyOnlyIf('user', scope.users),
    familyOnlyIf('pm', scope.pms),
    requestsOf(
      'material',
      scope.materialRequests,
      { key: 'requestId', table: materialRequests },
      scope.userId,
      scope.inventory,
    ),
    requestsOf('leave', scope.leave, { key: 'leaveId', table: leaveRequests }, scope.userId, true),
    familyOnlyIf(
      'punch',
      scope.punches === 'of-sites' ? true : scope.punches === 'own' ? ownPunch : false,
    ),
    familyOnlyIf('checklist', checklistsShown),
    // No server entry has this family; a caller sees only their own.
    familyOnlyIf('notification', eq(activityLogs.userId, scope.userId)),
  );
}

/**
 * GET /activity: the families of requirements/activity.md#who-may-do-what only, the entries the actor may see (FeedScope).
 */
export async function listFeedRows(db: DbOrTx, scope: FeedScope, query: FeedQuery) {
  const where = and(
    inArray(activityLogs.type, [...ACTIVITY_LOG_FAMILIES]),
    visibleTo(scope),
    query.siteId ? eq(activityLogs.siteId, query.siteId) : undefined,
    query.userId ? eq(activityLogs.userId, query.userId) : undefined,
    query.type ? eq(activityLogs.type, query.type) : undefined,
    query.search ? ilike(activityLogs.description, containsPattern(query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activityLogs)
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.seq))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(activityLogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A work order's entries, oldest first: the events of its timeline (docs/work-order-record.md). */
export function listTaskEntries(db: DbOrTx, taskId: string, limit: number) {
  return db
    .select()
    .from(activityLogs)
    .where(sql`${activityLogs.metadata}->>'taskId' = ${taskId}`)
    .orderBy(asc(activityLogs.seq))
    .limit(limit);
}

/**
 * What deciding who hears of a live event needs to read, once per event: the work order's
 * assignee, the request's requester, the checklist's people (lib/live, activityPolicy.mayHear).
 */
export async function liveFacts(
  db: DbOrTx,
  event: { topic: string; subjectId: string | null; data: Record<string, string> | null },
): Promise<LiveFacts> {
  const data = event.data ?? {};
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null;
  const [task, request, leave, people] = await Promise.all([
    event.topic === 'task' && event.subjectId
      ? one(db.select({ id: tasks.assignedTo }).from(tasks).where(eq(tasks.id, event.subjectId)))
      : null,
    event.topic === 'material' && data.requestId
      ? one(
          db
            .select({ id: materialRequests.userId })
            .from(materialRequests)
            .where(eq(materialRequests.id, data.requestId)),
        )
      : null,
    event.topic === 'leave' && data.leaveId
      ? one(
          db
            .select({ id: leaveRequests.userId })
            .from(leaveRequests)
            .where(eq(leaveRequests.id, data.leaveId)),
        )
      : null,
    event.topic === 'checklist' && data.checklistId
      ? db
          .select({ id: checklistAssignments.userId })
          .from(checklistAssignments)
          .where(eq(checklistAssignments.checklistId, data.checklistId))
      : [],
  ]);
  return {
    assignee: task?.id ?? null,
    requester: request?.id ?? leave?.id ?? null,
    checklistPeople: people.map((row) => row.id),
  };
}
