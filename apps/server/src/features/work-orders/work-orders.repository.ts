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
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../lib/auth/site-scope';
import { containsPattern, pageIdsAcrossSites } from '../../lib/sql';
import { assets } from '../assets/assets.table';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import { tasks } from './work-orders.table';

export type NewTask = typeof tasks.$inferInsert;
export type TaskFilters = Partial<Omit<WorkOrderListQuery, 'limit' | 'offset'>>;

/**
 * Which work orders a caller sees (doc 001 §6): admins all, field roles only their own on their
 * sites, everyone else the work of their sites.
 */
export type TaskScope = { sites: SiteScope; onlyAssignedTo: string | null };

export function taskScope(scope: TaskScope): SQL | undefined {
  const { sites: siteScope } = scope;
  const bySite = siteScope.all
    ? undefined
    : siteScope.siteIds.length > 0
      ? inArray(tasks.siteId, siteScope.siteIds)
      : sql`false`;
  return and(bySite, scope.onlyAssignedTo ? eq(tasks.assignedTo, scope.onlyAssignedTo) : undefined);
}

/** Overdue (doc 001 §4): the due date is before today and the work is not completed. */
export const overdueCondition = (today: string) =>
  and(ne(tasks.status, 'completed'), lt(tasks.dueDate, today));

const OPEN_STATUSES = ['pending', 'in_progress', 'on_hold'];

/** The expression the trigram index covers: a search must use exactly this to hit it. */
const searchable = sql`(${tasks.title} || ' ' || ${tasks.description} || ' ' || ${tasks.workOrderNumber})`;

function whereOf(scope: TaskScope, filters: TaskFilters, today: string) {
  return and(
    taskScope(scope),
    filters.siteId ? eq(tasks.siteId, filters.siteId) : undefined,
    filters.assignedTo ? eq(tasks.assignedTo, filters.assignedTo) : undefined,
    filters.assetId ? eq(tasks.assetId, filters.assetId) : undefined,
    filters.status ? eq(tasks.status, filters.status) : undefined,
    filters.filter === 'completed' ? eq(tasks.status, 'completed') : undefined,
    filters.filter === 'pending' ? inArray(tasks.status, ['pending', 'in_progress']) : undefined,
    filters.filter === 'overdue' ? overdueCondition(today) : undefined,
    filters.search ? ilike(searchable, containsPattern(filters.search)) : undefined,
  );
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
  const [rows, [total]] = await Promise.all([
    sites.length > 1
      ? pageIdsAcrossSites(db, tasks, sites, where, query).then((ids) =>
          ids.length > 0 ? selectTasks(db, inArray(tasks.id, ids)) : [],
        )
      : selectTasks(db, where).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
