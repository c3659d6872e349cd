import { ACTIVITY_LOG_FAMILIES } from '@cmms/shared/activity';
import { and, count, desc, eq, ilike, inArray, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../lib/auth/site-scope';
import { containsPattern } from '../../lib/sql';
import { activityLogs } from './activity.table';

/** Actions an administrator is told about (doc 000 §3: admin notifications from the log). */
export const ADMIN_NOTIFICATION_ACTIONS = [
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

export type ActivityScope = {
  /** Only this user's own entries (non-admin callers). */
  userId?: string;
  type?: string;
  /** Admin notifications: the listed actions by anyone but the reader. */
  adminNotificationsFor?: string;
};

function whereOf(scope: ActivityScope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope.userId) conditions.push(eq(activityLogs.userId, scope.userId));
  if (scope.type) conditions.push(eq(activityLogs.type, scope.type));
  if (scope.adminNotificationsFor) {
    conditions.push(
      or(...ADMIN_NOTIFICATION_ACTIONS.map((action) => eq(activityLogs.action, action))),
      or(ne(activityLogs.userId, scope.adminNotificationsFor), eq(activityLogs.userRole, 'system')),
    );
  }
  return and(...conditions);
}

export async function listActivity(
  db: DbOrTx,
  scope: ActivityScope,
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

/**
 * GET /activity: the families of doc 002 §6 only. Admins see every entry; anyone else the entries
 * of their sites and their own, never those written by an admin or superadmin (doc 001 §6: a
 * manager's list excludes them, a technician's ignores them).
 */
export async function listActivityFeed(
  db: DbOrTx,
  viewer: { id: string; scope: SiteScope },
  query: FeedQuery,
) {
  const { scope } = viewer;
  const visible = scope.all
    ? undefined
    : and(
        or(
          eq(activityLogs.userId, viewer.id),
          scope.siteIds.length > 0 ? inArray(activityLogs.siteId, scope.siteIds) : undefined,
        ),
        notInArray(activityLogs.userRole, ['admin', 'superadmin']),
      );
  const where = and(
    inArray(activityLogs.type, [...ACTIVITY_LOG_FAMILIES]),
    visible,
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

export function presentActivity(row: typeof activityLogs.$inferSelect) {
  const at = row.createdAt.toISOString();
  return {
    id: row.id,
    action: row.action,
    description: row.description,
    type: row.type,
    user: row.userName ?? 'System',
    role: row.userRole ?? 'system',
    userId: row.userId,
    siteId: row.siteId,
    metadata: row.metadata ?? null,
    timestamp: at,
    createdAt: at,
  };
}
