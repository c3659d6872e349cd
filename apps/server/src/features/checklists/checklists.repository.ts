import {
  type CategoryValues,
  type ChecklistItem,
  type ChecklistValues,
  NOT_ASSIGNABLE_ROLES,
} from '@cmms/shared/checklists';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { siteIdsOf, withinBoundSites, withinScope } from '../../lib/auth/site-scope';
import { bound, isoTimestamp, preparedOnce, shapeOf } from '../../lib/sql';
import { sites } from '../sites/sites.table';
import { activeUser, userSites, users } from '../users/users.table';
import type { ChecklistScope } from './checklists.policy';
import {
  checklistAssignments,
  checklistCategories,
  checklistItems,
  checklists,
} from './checklists.table';
import { type MonthCells, monthCellsJson } from './progress.repository';

// ---------------------------------------------------------------------------------------------
// Categories

export async function listCategoryRows(db: DbOrTx) {
  return db
    .select({
      ...getTableColumns(checklistCategories),
      checklistCount: sql<number>`(select count(*) from ${checklists} where ${checklists.category} = ${checklistCategories.key})::int`,
    })
    .from(checklistCategories)
    .orderBy(desc(checklistCategories.builtIn), asc(checklistCategories.name));
}
export type CategoryWithCount = Awaited<ReturnType<typeof listCategoryRows>>[number];

export async function findCategory(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      ...getTableColumns(checklistCategories),
      checklistCount: sql<number>`(select count(*) from ${checklists} where ${checklists.category} = ${checklistCategories.key})::int`,
    })
    .from(checklistCategories)
    .where(eq(checklistCategories.key, key));
  return row ?? null;
}

/** The new category, or null when its key is taken (the primary key decides, race-free). */
export async function insertCategory(db: DbOrTx, values: CategoryValues) {
  const [row] = await db
    .insert(checklistCategories)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: checklistCategories.key });
  return row ?? null;
}

export async function updateCategoryRow(
  db: DbOrTx,
  key: string,
  values: { name: string; color: string },
) {
  await db.update(checklistCategories).set(values).where(eq(checklistCategories.key, key));
}

export async function deleteCategoryRow(db: DbOrTx, key: string) {
  await db.delete(checklistCategories).where(eq(checklistCategories.key, key));
}

// ---------------------------------------------------------------------------------------------
// Checklists

const activeAssignment = (userId: SQL | string) =>
  sql`exists (select 1 from ${checklistAssignments} where ${checklistAssignments.checklistId} = ${checklists.id} and ${checklistAssignments.userId} = ${userId} and ${checklistAssignments.removedAt} is null)`;

/** A checklist of every site (no site, issue 29) is within every scope. */
const forAllSites = isNull(checklists.siteId);

/** The scope as a condition on checklists (requirements/checklists.md#who-may-do-what). */
function checklistScopeCondition(scope: ChecklistScope): SQL | undefined {
  const sites = withinScope(checklists.siteId, scope.sites);
  return and(
    sites ? or(forAllSites, sites) : undefined,
    scope.onlyAssignedTo ? activeAssignment(scope.onlyAssignedTo) : undefined,
  );
}

/** A site filter: that site's checklists and those kept for all sites, which apply there too. */
const atSite = (siteId: string | undefined) =>
  siteId ? or(forAllSites, eq(checklists.siteId, siteId)) : undefined;

const itemsJson = sql<
  ChecklistItem[]
>`coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name, 'description', i.description, 'isRequired', i.is_required, 'kind', i.kind, 'unit', i.unit, 'min', i.min_value, 'max', i.max_value, 'raiseWorkOrder', i.raise_work_order) order by i.position) from ${checklistItems} i where i.checklist_id = ${checklists.id}), '[]'::json)`;

// Each assignee's sites too: of a checklist kept for all sites, a reader sees only the people of
// their own sites (checklistPolicy.visibleAssignments).
const assignmentsJson = sql<
  { userId: string; name: string; role: string; assignedAt: string; siteIds: string[] }[]
>`coalesce((select json_agg(json_build_object('userId', u.id, 'name', u.name, 'role', u.role, 'assignedAt', a.assigned_at, 'siteIds', coalesce((select json_agg(us.site_id) from ${userSites} us where us.user_id = u.id), '[]'::json)) order by u.name) from ${checklistAssignments} a join ${users} u on u.id = a.user_id where a.checklist_id = ${checklists.id} and a.removed_at is null), '[]'::json)`;

const checklistWithParts = {
  ...getTableColumns(checklists),
  createdAt: isoTimestamp(checklists.createdAt),
  updatedAt: isoTimestamp(checklists.updatedAt),
  siteName: sites.name,
  siteTimeZone: sites.timeZone,
  items: itemsJson,
  assignments: assignmentsJson,
};

/**
 * Checklists with their site name, items and current assignments, one statement; `cells` adds
 * a column computed in the same statement (a month of progress, progress.repository.ts).
 */
function selectChecklists(db: DbOrTx, where: SQL | undefined, cells?: SQL<MonthCells>) {
  return db
    .select({ ...checklistWithParts, cells: cells ?? sql<MonthCells | null>`null` })
    .from(checklists)
    .leftJoin(sites, eq(sites.id, checklists.siteId))
    .where(where)
    .orderBy(asc(checklists.name), asc(checklists.id));
}
export type ChecklistWithParts = Awaited<ReturnType<typeof selectChecklists>>[number];

export function listChecklistRows(
  db: DbOrTx,
  scope: ChecklistScope,
  filters: { category?: string | undefined; siteId?: string | undefined; userId?: string },
) {
  return selectChecklists(
    db,
    and(
      checklistScopeCondition(scope),
      filters.category ? eq(checklists.category, filters.category) : undefined,
      atSite(filters.siteId),
      filters.userId ? activeAssignment(filters.userId) : undefined,
    ),
  );
}

/** How many checklists of the scope there are, and how many of them are active. */
export async function countChecklistRows(
  db: DbOrTx,
  scope: ChecklistScope,
  filters: { siteId?: string | undefined },
) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${checklists.isActive}))::int`,
    })
    .from(checklists)
    .where(and(checklistScopeCondition(scope), atSite(filters.siteId)));
  return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
}

export async function findChecklist(db: DbOrTx, id: string, scope: ChecklistScope) {
  const [row] = await selectChecklists(
    db,
    and(eq(checklists.id, id), checklistScopeCondition(scope)),
  );
  return row ?? null;
}

/**
 * The grid's one round trip: one checklist within the scope, with its items, assignees and one
 * person's month of cells, prepared once per shape of scope (lib/sql.ts preparedOnce).
 */
export async function readChecklistMonth(
  db: DbOrTx,
  scope: ChecklistScope,
  values: { id: string; userId: string; first: string; last: string },
) {
  const bindings = {
    ...values,
    siteIds: siteIdsOf(scope.sites),
    onlyAssignedTo: scope.onlyAssignedTo ?? undefined,
  };
  const statement = preparedOnce(db, shapeOf('checklist.month', bindings), (name) =>
    selectChecklists(
      db,
      and(
        eq(checklists.id, bound('id')),
        bindings.siteIds ? or(forAllSites, withinBoundSites(checklists.siteId)) : undefined,
        bindings.onlyAssignedTo
          ? activeAssignment(sql`${bound('onlyAssignedTo')}::uuid`)
          : undefined,
      ),
      monthCellsJson(),
    ).prepare(name),
  );
  const [row] = await statement.execute(bindings);
  return row ?? null;
}

type ChecklistColumns = Omit<ChecklistValues, 'items' | 'siteId'> & {
  siteId: string | null;
  createdBy?: string | null;
};

export async function insertChecklist(db: DbOrTx, values: ChecklistColumns) {
  const [row] = await db.insert(checklists).values(values).returning({ id: checklists.id });
  if (!row) throw new Error('insert into checklists returned nothing');
  return row;
}

export async function updateChecklistRow(
  db: DbOrTx,
  id: string,
  values: ChecklistColumns & { updatedAt: Date },
) {
  await db.update(checklists).set(values).where(eq(checklists.id, id));
}

export async function deleteChecklistRow(db: DbOrTx, id: string) {
  await db.delete(checklists).where(eq(checklists.id, id));
}

/**
 * Makes a checklist's items those given, in order: an item with an id keeps its row (and its
 * progress), one without is added, and those no longer listed are deleted with their cells.
 */
export async function replaceItems(
  db: DbOrTx,
  checklistId: string,
  items: ChecklistValues['items'],
) {
  const kept = items.flatMap((item) => (item.id ? [item.id] : []));
  await db
    .delete(checklistItems)
    .where(
      and(
        eq(checklistItems.checklistId, checklistId),
        kept.length > 0 ? notInArray(checklistItems.id, kept) : undefined,
      ),
    );
  // One statement for all: kept items are updated in place (their id is the conflict), new
  // ones take a generated id. checkDefinition has made sure every id sent is this checklist's.
  await db
    .insert(checklistItems)
    .values(
      items.map((item, position) => ({
        ...(item.id ? { id: item.id } : {}),
        checklistId,
        position,
        name: item.name,
        description: item.description,
        isRequired: item.isRequired,
        kind: item.kind,
        unit: item.unit,
        minValue: item.min,
        maxValue: item.max,
        raiseWorkOrder: item.raiseWorkOrder,
      })),
    )
    .onConflictDoUpdate({
      target: checklistItems.id,
      set: {
        position: sql`excluded.position`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        isRequired: sql`excluded.is_required`,
        kind: sql`excluded.kind`,
        unit: sql`excluded.unit`,
        minValue: sql`excluded.min_value`,
        maxValue: sql`excluded.max_value`,
        raiseWorkOrder: sql`excluded.raise_work_order`,
      },
    });
}

// ---------------------------------------------------------------------------------------------
// Assignments

export async function findAssignment(db: DbOrTx, checklistId: string, userId: string) {
  const [row] = await db
    .select()
    .from(checklistAssignments)
    .where(
      and(
        eq(checklistAssignments.checklistId, checklistId),
        eq(checklistAssignments.userId, userId),
      ),
    );
  return row ?? null;
}

/** Assigns, or assigns again after a removal; null when the user is already assigned. */
export async function upsertAssignment(
  db: DbOrTx,
  values: { checklistId: string; userId: string; assignedBy: string | null; assignedAt: Date },
) {
  const [row] = await db
    .insert(checklistAssignments)
    .values(values)
    .onConflictDoUpdate({
      target: [checklistAssignments.checklistId, checklistAssignments.userId],
      set: { removedAt: null, assignedBy: values.assignedBy, assignedAt: values.assignedAt },
      setWhere: sql`${checklistAssignments.removedAt} is not null`,
    })
    .returning({ assignedAt: isoTimestamp(checklistAssignments.assignedAt) });
  return row ?? null;
}

/** Ends an assignment, keeping the person's ticks; false when there was none. */
export async function endAssignment(db: DbOrTx, checklistId: string, userId: string, now: Date) {
  const rows = await db
    .update(checklistAssignments)
    .set({ removedAt: now })
    .where(
      and(
        eq(checklistAssignments.checklistId, checklistId),
        eq(checklistAssignments.userId, userId),
        isNull(checklistAssignments.removedAt),
      ),
    )
    .returning({ userId: checklistAssignments.userId });
  return rows.length > 0;
}

/**
 * The people who may be assigned to a checklist (docs/checklists.md): approved, active users who are not
 * admin, manager, client or superadmin, of these sites (null: of any site).
 */
export function listAssignableRows(
  db: DbOrTx,
  siteIds: readonly string[] | null,
  onlyUserId?: string,
) {
  if (siteIds !== null && siteIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(userSites)
    .innerJoin(users, eq(users.id, userSites.userId))
    .where(
      and(
        siteIds === null ? undefined : inArray(userSites.siteId, [...siteIds]),
        activeUser,
        notInArray(users.role, [...NOT_ASSIGNABLE_ROLES]),
        onlyUserId ? eq(users.id, onlyUserId) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

export async function findAssignableUser(
  db: DbOrTx,
  siteIds: readonly string[] | null,
  userId: string,
) {
  const [row] = await listAssignableRows(db, siteIds, userId);
  return row ?? null;
}
