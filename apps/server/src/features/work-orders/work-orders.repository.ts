import type { WorkOrderListQuery } from '@cmms/shared/work-orders';
import { processTimeZone } from '@cmms/shared/zones';
import { and, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { searchTextContains, withoutSearchText } from '../../db/search-text';
import type { PendingAuth } from '../../lib/auth/require-auth';
import { siteIdsOf, withinBoundSites } from '../../lib/auth/site-scope';
import { countOrSum, type ListQueries, readBatch, readOne, readPage } from '../../lib/lists';
import { bound, containsPattern, isoTimestamp } from '../../lib/sql';
import { assets } from '../assets/assets.table';
import { attachments } from '../attachments/attachments.table';
import { isBeforeDateAtSite, sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import type { TaskScope } from './work-orders.policy';
import { taskCounts, taskStatusChanges, tasks } from './work-orders.table';

export type NewTask = typeof tasks.$inferInsert;
export type TaskFilters = Partial<Omit<WorkOrderListQuery, 'limit' | 'offset'>>;

/**
 * The values a work order query binds. A condition is part of the query only when its value is
 * present, so the query's text depends on which are present (lib/sql.ts preparedOnce).
 */
type TaskBindings = {
  siteIds?: string[] | undefined;
  onlyAssignedTo?: string | undefined;
  siteId?: string | undefined;
  status?: string | undefined;
  completed?: true | undefined;
  pending?: true | undefined;
  /** Now (ISO), for the overdue filter: due before today at the work order's site. */
  overdueAt?: string | undefined;
  assignedTo?: string | undefined;
  assetId?: string | undefined;
  /** A LIKE pattern. */
  search?: string | undefined;
};

const scopeBindings = (scope: TaskScope): TaskBindings => ({
  siteIds: siteIdsOf(scope.sites),
  onlyAssignedTo: scope.onlyAssignedTo ?? undefined,
});

function taskBindings(scope: TaskScope, filters: TaskFilters, now: Date): TaskBindings {
  return {
    ...scopeBindings(scope),
    siteId: filters.siteId,
    status: filters.status,
    completed: filters.filter === 'completed' || undefined,
    pending: filters.filter === 'pending' || undefined,
    overdueAt: filters.filter === 'overdue' ? now.toISOString() : undefined,
    assignedTo: filters.assignedTo,
    assetId: filters.assetId,
    search: filters.search ? containsPattern(filters.search) : undefined,
  };
}

type CountedColumns = { siteId: AnyPgColumn; status: AnyPgColumn; dueDate: AnyPgColumn };

/**
 * The conditions on site, status and due date: the only ones task_counts can answer, so they are
 * written once for either table.
 */
function siteAndStatusConditions(table: CountedColumns, has: TaskBindings): SQL | undefined {
  return and(
    has.siteIds ? withinBoundSites(table.siteId) : undefined,
    has.siteId ? eq(table.siteId, bound('siteId')) : undefined,
    has.status ? eq(table.status, bound('status')) : undefined,
    has.completed ? eq(table.status, 'completed') : undefined,
    has.pending ? inArray(table.status, ['pending', 'in_progress']) : undefined,
    // Overdue (docs/assets-and-work-orders.md): the due date is before today at the work order's site (issue 29)
    // and the work is not completed.
    has.overdueAt
      ? and(
          ne(table.status, 'completed'),
          isBeforeDateAtSite(table.dueDate, table.siteId, bound('overdueAt'), processTimeZone()),
        )
      : undefined,
  );
}

function whereOf(has: TaskBindings) {
  return and(
    has.onlyAssignedTo ? eq(tasks.assignedTo, bound('onlyAssignedTo')) : undefined,
    siteAndStatusConditions(tasks, has),
    has.assignedTo ? eq(tasks.assignedTo, bound('assignedTo')) : undefined,
    has.assetId ? eq(tasks.assetId, bound('assetId')) : undefined,
    has.search ? searchTextContains(tasks.searchText, bound('search')) : undefined,
  );
}

/** Whether task_counts can answer the filters: only site, status and due date. */
const countable = (values: TaskBindings) =>
  !values.onlyAssignedTo && !values.search && !values.assignedTo && !values.assetId;

/** How many work orders match (lib/lists.ts countOrSum). */
const countQuery = (db: DbOrTx, values: TaskBindings) =>
  countOrSum(
    db,
    countable(values),
    { table: taskCounts, where: siteAndStatusConditions(taskCounts, values) },
    { table: tasks, where: whereOf(values) },
  );

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
const taskWithNames = {
  ...withoutSearchText(getTableColumns(tasks)),
  completedAt: isoTimestamp<null>(tasks.completedAt),
  createdAt: isoTimestamp(tasks.createdAt),
  updatedAt: isoTimestamp(tasks.updatedAt),
  assigneeName: assignee.name,
  creatorName: creator.name,
  siteName: sites.name,
  siteTimeZone: sites.timeZone,
  assetName: assets.name,
  assetNumber: assets.assetNumber,
};
export type TaskWithNames = Awaited<ReturnType<typeof selectTasks>>[number];

function selectTasks<Extra extends Record<string, SQL.Aliased>>(
  db: Pick<DbOrTx, 'select'>,
  where: SQL | undefined,
  extra?: Extra,
) {
  return db
    .select({ ...taskWithNames, ...(extra as Extra) })
    .from(tasks)
    .innerJoin(assignee, eq(assignee.id, tasks.assignedTo))
    .innerJoin(sites, eq(sites.id, tasks.siteId))
    .leftJoin(assets, eq(assets.id, tasks.assetId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .where(where)
    .orderBy(desc(tasks.number));
}

const taskList: ListQueries<TaskBindings, TaskWithNames> = {
  family: 'tasks',
  table: tasks,
  whereOf,
  countOf: countQuery,
  select: selectTasks,
};

/** A page of work orders, newest first, and how many match. */
export function listTaskRows(
  db: DbOrTx,
  scope: TaskScope,
  query: TaskFilters & { limit: number; offset: number },
  now: Date,
  pending?: PendingAuth,
) {
  const filters = taskBindings(scope, query, now);
  // A caller of several sites pages each site through its index and merges (lib/lists.ts); a
  // search finds its few matches in all of them at once through the search index.
  const merged = !filters.onlyAssignedTo && !filters.siteId && !filters.search;
  return readPage(db, taskList, filters, query, merged ? filters.siteIds : undefined, pending);
}

/** A batch for the CSV export: the list's filters, numbers below `before`. */
export function taskBatch(
  db: DbOrTx,
  scope: TaskScope,
  filters: TaskFilters,
  now: Date,
  before: number | null,
  size: number,
) {
  return readBatch(db, taskList, taskBindings(scope, filters, now), before, size);
}

export function findTask(db: DbOrTx, id: string, scope: TaskScope) {
  return readOne(db, taskList, id, scopeBindings(scope));
}

export async function insertTask(db: DbOrTx, values: NewTask) {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  if (!row) throw new Error('insert into tasks returned no row');
  return row;
}

/** A work order's status change, or its first status (no `from`): its history (issue 36). */
export async function insertStatusChange(
  db: DbOrTx,
  change: { taskId: string; from: string | null; to: string; at: Date; by: string | null },
) {
  await db.insert(taskStatusChanges).values({
    taskId: change.taskId,
    fromStatus: change.from,
    toStatus: change.to,
    changedAt: change.at,
    changedBy: change.by,
  });
}

/** The status and due date, locked until the transaction ends (a change that expects one). */
export async function lockTaskState(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ status: tasks.status, dueDate: tasks.dueDate })
    .from(tasks)
    .where(eq(tasks.id, id))
    .for('update');
  return row ?? null;
}

export async function updateTaskRow(db: DbOrTx, id: string, values: Partial<NewTask>) {
  await db.update(tasks).set(values).where(eq(tasks.id, id));
}

export async function deleteTaskRow(db: DbOrTx, id: string) {
  await db.delete(tasks).where(eq(tasks.id, id));
}

/**
 * Whether the work order's site requires a completion photo (issue 33), and whether it has one:
 * a photo not tagged "before" (an "after" photo, or one not tagged).
 */
export async function completionPhotoState(db: DbOrTx, taskId: string) {
  const photo = db
    .select({ one: sql`1` })
    .from(attachments)
    .where(
      and(
        eq(attachments.taskId, taskId),
        eq(attachments.kind, 'photo'),
        sql`${attachments.tag} is distinct from 'before'`,
      ),
    );
  const [row] = await db
    .select({
      required: sites.completionPhotoRequired,
      hasPhoto: sql<boolean>`exists (${photo})`,
    })
    .from(tasks)
    .innerJoin(sites, eq(sites.id, tasks.siteId))
    .where(eq(tasks.id, taskId));
  return row ?? { required: false, hasPhoto: false };
}
