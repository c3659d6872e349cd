import type { CellState } from '@cmms/shared/checklists';
import { and, between, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checklistCells, checklists } from './checklists.table';

/** One cell as the month's statement returns it (people and work order resolved). */
export type CellRow = {
  itemId: string;
  date: string;
  state: CellState;
  locked: boolean;
  completedById: string | null;
  completedByName: string | null;
  completedAt: string | null;
  finalisedById: string | null;
  finalisedByName: string | null;
  finalisedAt: string | null;
  reopenedDate: string | null;
  reopenedById: string | null;
  reopenedByName: string | null;
  taskId: string | null;
  workOrderNumber: string | null;
};

export type MonthBindings = { userId: string; first: string; last: string };

/**
 * The cells of one person's month of the checklist in the surrounding select, as JSON: a range
 * of the cells' primary key (checklist, person, day). Joined with the statement that reads and
 * scopes the checklist, the grid is one round trip.
 */
export function monthCellsJson({ userId, first, last }: MonthBindings) {
  return sql<CellRow[]>`coalesce((select json_agg(json_build_object(
      'itemId', c.item_id, 'date', c.day, 'state', c.state, 'locked', c.locked,
      'completedById', c.completed_by, 'completedByName', cb.name,
      'completedAt', to_char(c.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'finalisedById', c.finalised_by, 'finalisedByName', fb.name,
      'finalisedAt', to_char(c.finalised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'reopenedDate', c.reopened_date, 'reopenedById', c.reopened_by, 'reopenedByName', rb.name,
      'taskId', c.task_id, 'workOrderNumber', t.work_order_number) order by c.day, c.item_id)
    from ${checklistCells} c
    left join users cb on cb.id = c.completed_by
    left join users fb on fb.id = c.finalised_by
    left join users rb on rb.id = c.reopened_by
    left join tasks t on t.id = c.task_id
    where c.checklist_id = ${checklists.id} and c.user_id = ${userId}::uuid
      and c.day between ${first}::date and ${last}::date), '[]'::json)`;
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
};

/**
 * Writes ticks in one statement. A locked cell is left as it is; the caller compares the count
 * written with the count sent and refuses the whole change (409) when they differ.
 */
export async function upsertCells(
  db: DbOrTx,
  checklistId: string,
  userId: string,
  cells: readonly CellWrite[],
  now: Date,
) {
  if (cells.length === 0) return 0;
  const rows = await db
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
        // A cell that stays completed keeps who completed it first.
        completedBy: sql`case when ${checklistCells.state} = 'completed' and excluded.state = 'completed' then ${checklistCells.completedBy} else excluded.completed_by end`,
        completedAt: sql`case when ${checklistCells.state} = 'completed' and excluded.state = 'completed' then ${checklistCells.completedAt} else excluded.completed_at end`,
        updatedAt: now,
      },
      setWhere: sql`not ${checklistCells.locked}`,
    })
    .returning({ itemId: checklistCells.itemId });
  return rows.length;
}

/** Save Progress: locks every completed, unlocked cell of the month; returns how many. */
export async function lockCompletedCells(
  db: DbOrTx,
  checklistId: string,
  month: MonthBindings,
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
