import type { WorkOrderListQuery } from '@cmms/shared/work-orders';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  lt,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type SiteScope, withinScope } from '../../lib/auth/site-scope';
import { containsPattern, pageAcrossSites } from '../../lib/sql';
import { assets } from '../assets/assets.table';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import { taskCounts, tasks } from './work-orders.table';

export type NewTask = typeof tasks.$inferInsert;
export type TaskFilters = Partial<Omit<WorkOrderListQuery, 'limit' | 'offset'>>;

/**
 * Which work orders a caller sees (doc 001 §6): admins all, field roles only their own on their
 * sites, everyone else the work of their sites.
 */
export type TaskScope = { sites: SiteScope; onlyAssignedTo: string | null };

export function taskScope(scope: TaskScope): SQL | undefined {
  return and(
    withinScope(tasks.siteId, scope.sites),
    scope.onlyAssignedTo ? eq(tasks.assignedTo, scope.onlyAssignedTo) : undefined,
  );
}

type CountedColumns = { siteId: AnyPgColumn; status: AnyPgColumn; dueDate: AnyPgColumn };

/**
 * The conditions on site, status and due date: the only ones task_counts can answer, so they are
 * written once for either table.
 */
function siteAndStatusConditions(
  table: CountedColumns,
  filters: TaskFilters,
  today: string,
): SQL | undefined {
  return and(
    filters.siteId ? eq(table.siteId, filters.siteId) : undefined,
    filters.status ? eq(table.status, filters.status) : undefined,
    filters.filter === 'completed' ? eq(table.status, 'completed') : undefined,
    filters.filter === 'pending' ? inArray(table.status, ['pending', 'in_progress']) : undefined,
    filters.filter === 'overdue' ? overdueOn(table, today) : undefined,
  );
}

/** Overdue (doc 001 §4): the due date is before today and the work is not completed. */
const overdueOn = (table: CountedColumns, today: string) =>
  and(ne(table.status, 'completed'), lt(table.dueDate, today));
export const overdueCondition = (today: string) => overdueOn(tasks, today);

const OPEN_STATUSES = ['pending', 'in_progress', 'on_hold'];

/** The expression the trigram index covers: a search must use exactly this to hit it. */
const searchable = sql`(${tasks.title} || ' ' || ${tasks.description} || ' ' || ${tasks.workOrderNumber})`;

function whereOf(scope: TaskScope, filters: TaskFilters, today: string) {
  return and(
    taskScope(scope),
    siteAndStatusConditions(tasks, filters, today),
    filters.assignedTo ? eq(tasks.assignedTo, filters.assignedTo) : undefined,
    filters.assetId ? eq(tasks.assetId, filters.assetId) : undefined,
    filters.search ? ilike(searchable, containsPattern(filters.search)) : undefined,
  );
}

/**
 * How many work orders match: summed from task_counts when only site, status and due date
 * filter (a few hundred rows instead of every matching work order), counted otherwise.
 */
async function countTasks(db: DbOrTx, scope: TaskScope, filters: TaskFilters, today: string) {
  const countable =
    !scope.onlyAssignedTo && !filters.search && !filters.assignedTo && !filters.assetId;
  if (!countable) {
    const [row] = await db
      .select({ n: count() })
      .from(tasks)
      .where(whereOf(scope, filters, today));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${taskCounts.n}), 0)::int` })
    .from(taskCounts)
    .where(
      and(
        withinScope(taskCounts.siteId, scope.sites),
        siteAndStatusConditions(taskCounts, filters, today),
      ),
    );
  return row?.n ?? 0;
}

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
const taskWithNames = {
  ...getTableColumns(tasks),
  assigneeName: assignee.name,
  creatorName: creator.name,
  siteName: sites.name,
  assetName: assets.name,
  assetNumber: assets.assetNumber,
};
export type TaskWithNames = Awaited<ReturnType<typeof selectTasks>>[number];

function selectTasks(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(taskWithNames)
    .from(tasks)
    .innerJoin(assignee, eq(assignee.id, tasks.assignedTo))
    .innerJoin(sites, eq(sites.id, tasks.siteId))
    .leftJoin(assets, eq(assets.id, tasks.assetId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .where(where)
    .orderBy(desc(tasks.number));
}

/** A page of work orders, newest first, and how many match. */
export async function listTasks(
  db: DbOrTx,
  scope: TaskScope,
  query: TaskFilters & { limit: number; offset: number },
  today: string,
) {
  const where = whereOf(scope, query, today);
  const sites = scope.sites.all || scope.onlyAssignedTo || query.siteId ? [] : scope.sites.siteIds;
  const [rows, total] = await Promise.all([
    sites.length > 1
      ? selectTasks(db, inArray(tasks.id, pageAcrossSites(tasks, sites, where, query)))
      : selectTasks(db, where).limit(query.limit).offset(query.offset),
    countTasks(db, scope, query, today),
  ]);
  return { rows, total };
}

/** A batch for the CSV export: the list's filters, numbers below `before`. */
export function taskBatch(
  db: DbOrTx,
  scope: TaskScope,
  filters: TaskFilters,
  today: string,
  before: number | null,
  size: number,
) {
  const where = and(
    whereOf(scope, filters, today),
    before === null ? undefined : lt(tasks.number, before),
  );
  return selectTasks(db, where).limit(size);
}

export async function findTask(db: DbOrTx, id: string, scope: TaskScope) {
  const [row] = await selectTasks(db, and(eq(tasks.id, id), taskScope(scope)));
  return row ?? null;
}

export async function insertTask(db: DbOrTx, values: NewTask) {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  if (!row) throw new Error('insert into tasks returned no row');
  return row;
}

export async function updateTaskRow(db: DbOrTx, id: string, values: Partial<NewTask>) {
  await db.update(tasks).set(values).where(eq(tasks.id, id));
}

export async function deleteTaskRow(db: DbOrTx, id: string) {
  await db.delete(tasks).where(eq(tasks.id, id));
}

/** Work orders that still need the asset: neither completed nor cancelled. */
export async function countOpenTasksOfAsset(db: DbOrTx, assetId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.assetId, assetId), inArray(tasks.status, OPEN_STATUSES)));
  return row?.n ?? 0;
}

export async function countSiteTasks(db: DbOrTx, siteId: string) {
  const [row] = await db.select({ n: count() }).from(tasks).where(eq(tasks.siteId, siteId));
  return row?.n ?? 0;
}

/** Work orders assigned to a user: a user who has any cannot be deleted. */
export async function countTasksOfUser(db: DbOrTx, userId: string) {
  const [row] = await db.select({ n: count() }).from(tasks).where(eq(tasks.assignedTo, userId));
  return row?.n ?? 0;
}
