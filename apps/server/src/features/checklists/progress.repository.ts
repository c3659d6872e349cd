import type { CellState, PassFailResult } from '@cmms/shared/checklists';
import { and, between, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bound } from '../../lib/sql';
import { checklistCells, checklists } from './checklists.table';

/**
 * One cell as the month's statement returns it: a positional array (itemId, day, state, locked,
 * completedBy, completedAt, finalisedBy, finalisedAt, reopenedDate, reopenedBy, taskId, and the
 * value of issue 33: result, reading, note), the timestamps as PostgreSQL's text. Building an object with named keys per cell cost PostgreSQL
 * three times the reading of the cells (bench/checklists.mjs).
 */
export type CellTuple = [
  itemId: string,
  day: string,
  state: CellState,
  locked: boolean,
  completedBy: string | null,
  completedAt: string | null,
  finalisedBy: string | null,
  finalisedAt: string | null,
  reopenedDate: string | null,
  reopenedBy: string | null,
  taskId: string | null,
  result: PassFailResult | null,
  reading: number | null,
  note: string | null,
];

/** A month of one person's cells, with the names and work order numbers they refer to. */
export type MonthCells = {
  cells: CellTuple[] | null;
  people: Record<string, string> | null;
  workOrders: Record<string, string> | null;
};

/**
 * The cells of one person's month of the checklist in the surrounding select (bound as `userId`,
 * `first`, `last`), as JSON: a range of the cells' primary key (checklist, person, day), read
 * once; the people and work orders it names are looked up once each, not per cell. Joined with
 * the statement that reads and scopes the checklist, the grid is one round trip.
 */
export function monthCellsJson() {
  return sql<MonthCells>`(with m as (
      select * from ${checklistCells} c
      where c.checklist_id = ${checklists.id} and c.user_id = ${bound('userId')}::uuid
        and c.day between ${bound('first')}::date and ${bound('last')}::date)
    select json_build_object(
      'cells', (select json_agg(json_build_array(m.item_id, m.day, m.state, m.locked,
        m.completed_by, m.completed_at::text, m.finalised_by, m.finalised_at::text,
        m.reopened_date, m.reopened_by, m.task_id, m.result, m.reading, m.note)) from m),
      'people', (select json_object_agg(u.id, u.name) from users u where u.id in (
        select completed_by from m union select finalised_by from m union select reopened_by from m)),
      'workOrders', (select json_object_agg(t.id, t.work_order_number) from tasks t
        where t.id in (select task_id from m))))`;
}

export type CellKey = { itemId: string; date: string };

/** The cells given, locked for the rest of the transaction (a save or reopen racing a tick). */
export async function lockCells(
  db: DbOrTx,
  checklistId: string,
  userId: string,
  keys: readonly CellKey[],
) {
  if (keys.length === 0) return [];
  const wanted = sql.join(
    keys.map((key) => sql`(${key.itemId}::uuid, ${key.date}::date)`),
    sql`, `,
  );
  return db
    .select()
    .from(checklistCells)
    .where(
      and(
        eq(checklistCells.checklistId, checklistId),
        eq(checklistCells.userId, userId),
        sql`(${checklistCells.itemId}, ${checklistCells.day}) in (${wanted})`,
      ),
    )
    .for('update');
}

export type CellWrite = {
  itemId: string;
  day: string;
  state: CellState;
  completedBy: string | null;
  completedAt: Date | null;
  /** The value (issue 33): all null for a tick and for a cell cleared. */
  result: PassFailResult | null;
  reading: number | null;
  note: string | null;
};

/** The cell stays completed with the same value: who completed it, and when, stay too. */
const keepsCompletion = sql`${checklistCells.state} = 'completed' and excluded.state = 'completed' and (${checklistCells.result}, ${checklistCells.reading}, ${checklistCells.note}) is not distinct from (excluded.result, excluded.reading, excluded.note)`;

/**
 * Writes ticks and values in one statement. A locked cell is left as it is; the caller compares
 * the count written with the count sent and refuses the whole change (409) when they differ.
 * Each written cell comes back with the work order it already raised (an automatic raise is
 * made once per cell: the row lock of this statement orders two writes of one cell).
 */
export async function upsertCells(
  db: DbOrTx,
  checklistId: string,
  userId: string,
  cells: readonly CellWrite[],
  now: Date,
) {
  if (cells.length === 0) return [];
  return db
    .insert(checklistCells)
    .values(cells.map((cell) => ({ ...cell, checklistId, userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [
        checklistCells.checklistId,
        checklistCells.userId,
        checklistCells.day,
        checklistCells.itemId,
      ],
      set: {
        state: sql`excluded.state`,
        // A cell that stays completed with the same value keeps who completed it first; a new
        // value names who recorded it.
        completedBy: sql`case when ${keepsCompletion} then ${checklistCells.completedBy} else excluded.completed_by end`,
        completedAt: sql`case when ${keepsCompletion} then ${checklistCells.completedAt} else excluded.completed_at end`,
        result: sql`excluded.result`,
        reading: sql`excluded.reading`,
        note: sql`excluded.note`,
        updatedAt: now,
      },
      setWhere: sql`not ${checklistCells.locked}`,
    })
    .returning({
      itemId: checklistCells.itemId,
      day: checklistCells.day,
      taskId: checklistCells.taskId,
    });
}

/** Save Progress: locks every completed, unlocked cell of the month; returns how many. */
export async function lockCompletedCells(
  db: DbOrTx,
  checklistId: string,
  month: { userId: string; first: string; last: string },
  by: string,
  now: Date,
) {
  const rows = await db
    .update(checklistCells)
    .set({ locked: true, finalisedBy: by, finalisedAt: now, updatedAt: now })
    .where(
      and(
        eq(checklistCells.checklistId, checklistId),
        eq(checklistCells.userId, month.userId),
        between(checklistCells.day, month.first, month.last),
        eq(checklistCells.state, 'completed'),
        eq(checklistCells.locked, false),
      ),
    )
    .returning({ itemId: checklistCells.itemId });
  return rows.length;
}

/** Reopen: the cell returns to initial and unlocked, with the reopen day and who did it. */
export async function reopenCell(
  db: DbOrTx,
  checklistId: string,
  userId: string,
  key: CellKey,
  reopened: { date: string; by: string; now: Date },
) {
  await db
    .update(checklistCells)
    .set({
      state: 'initial',
      locked: false,
      completedBy: null,
      completedAt: null,
      finalisedBy: null,
      finalisedAt: null,
      reopenedDate: reopened.date,
      reopenedBy: reopened.by,
      // Its value goes with it (the reopen's activity entry keeps what it was).
      result: null,
      reading: null,
      note: null,
      updatedAt: reopened.now,
    })
    .where(
      and(
        eq(checklistCells.checklistId, checklistId),
        eq(checklistCells.userId, userId),
        eq(checklistCells.itemId, key.itemId),
        eq(checklistCells.day, key.date),
      ),
    );
}

/** Links a cell to the work order it raised, creating the cell (initial) if never ticked. */
export async function linkCellToTask(
  db: DbOrTx,
  checklistId: string,
  userId: string,
  key: CellKey,
  taskId: string,
  now: Date,
) {
  await db
    .insert(checklistCells)
    .values({
      checklistId,
      userId,
      itemId: key.itemId,
      day: key.date,
      state: 'initial',
      taskId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        checklistCells.checklistId,
        checklistCells.userId,
        checklistCells.day,
        checklistCells.itemId,
      ],
      set: { taskId, updatedAt: now },
    });
}
