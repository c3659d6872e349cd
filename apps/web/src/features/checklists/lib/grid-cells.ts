import {
  type Cell,
  type CellChange,
  type CellState,
  type MonthProgress,
  nextCellState,
  type ProgressSummary,
  summarize,
} from '@cmms/shared/checklists';
import { dateOf, localDateOf, localTime } from '@cmms/shared/dates';

/** A local calendar day as YYYY-MM-DD (the grid's "today" is the user's own day). */
export const localDay = localDateOf;

const dayDate = dateOf;

const WEEKDAY_INITIALS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const;
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export type GridDay = {
  day: number;
  date: string;
  /** 'M' for Monday; `weekday` is the whole name, for screen readers. */
  initial: string;
  weekday: string;
  isToday: boolean;
  /** A day that has not come yet: nothing may be recorded on it. */
  isFuture: boolean;
};

/** The columns: every day of the month, or only `only` when the day filter is set. */
export function gridDays(
  year: number,
  month: number,
  days: number,
  today: string,
  only: string | null = null,
): GridDay[] {
  return Array.from({ length: days }, (_, index) => {
    const day = index + 1;
    const date = dayDate(year, month, day);
    const weekday = localTime(year, month - 1, day).getDay();
    return {
      day,
      date,
      initial: WEEKDAY_INITIALS[weekday] ?? '',
      weekday: WEEKDAY_NAMES[weekday] ?? '',
      isToday: date === today,
      isFuture: date > today,
    };
  }).filter((column) => only === null || column.date === only);
}

export const cellKey = (itemId: string, date: string) => `${itemId}|${date}`;

/** A day no one has touched: the server leaves it out of the month. */
export function blankCell(itemId: string, date: string): Cell {
  return {
    itemId,
    date,
    state: 'initial',
    locked: false,
    completedBy: null,
    completedDate: null,
    finalisedBy: null,
    finalisedAt: null,
    reopenedDate: null,
    reopenedBy: null,
    workOrder: null,
  };
}

/** A tick sent and not yet answered, shown at once; `seq` tells the latest of one cell's ticks. */
export type PendingTick = { state: CellState; seq: number };
export type PendingTicks = ReadonlyMap<string, PendingTick>;

export type GridView = {
  cells: Map<string, Cell>;
  summary: ProgressSummary;
};

/**
 * The month as the grid shows it: the server's cells with the ticks still on their way laid over
 * them (optimistic), and the progress counted again from the result.
 */
export function gridView(
  progress: MonthProgress,
  pending: PendingTicks = new Map(),
  me: { id: string; name: string } | null = null,
  today = '',
): GridView {
  const cells = new Map(progress.cells.map((cell) => [cellKey(cell.itemId, cell.date), cell]));
  const items = new Set(progress.items.map((item) => item.id));
  for (const [key, tick] of pending) {
    const [itemId = '', date = ''] = key.split('|');
    if (!items.has(itemId)) continue;
    const cell = cells.get(key) ?? blankCell(itemId, date);
    cells.set(key, withState(cell, tick.state, me, today));
  }
  return {
    cells,
    summary: summarize(progress.items.length, progress.days, [...cells.values()]),
  };
}

function withState(
  cell: Cell,
  state: CellState,
  me: { id: string; name: string } | null,
  today: string,
): Cell {
  if (cell.state === state) return cell;
  return state === 'completed'
    ? { ...cell, state, completedBy: me ?? cell.completedBy, completedDate: today || cell.date }
    : { ...cell, state, completedBy: null, completedDate: null };
}

/** The ticks on their way, as a Save sends them so a save never overtakes a tick. */
export function pendingChanges(pending: PendingTicks): CellChange[] {
  return [...pending].map(([key, tick]) => {
    const [itemId = '', date = ''] = key.split('|');
    return { itemId, date, state: tick.state };
  });
}

/** The first name the grid shows under a padlock (requirements/checklists.md#screens). */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

export const CELL_STATE_LABELS: Record<CellState, string> = {
  initial: 'Not started',
  'in-progress': 'In progress',
  completed: 'Completed',
};

/** How a cell reads to a screen reader: its state, its lock and who saved it, its work order. */
export function cellDescription(cell: Cell): string {
  const parts: string[] = [CELL_STATE_LABELS[cell.state]];
  if (cell.locked) {
    parts.push(cell.finalisedBy ? `locked by ${cell.finalisedBy.name}` : 'locked');
  }
  if (cell.workOrder) parts.push(`work order ${cell.workOrder.workOrderNumber}`);
  return parts.join(', ');
}

/** What a click on a cell does. */
export type CellClick = { kind: 'tick'; state: CellState } | { kind: 'details' } | { kind: 'none' };

/**
 * requirements/checklists.md#states: initial → in-progress → completed as the clicks come; a completed (or locked) cell
 * opens its dialog (reopen, details) instead. A day to come takes nothing; someone who only
 * reads opens the details of a cell that has any.
 */
export function cellClick(
  cell: Cell,
  options: { canRecord: boolean; isFuture: boolean },
): CellClick {
  if (options.isFuture) return { kind: 'none' };
  if (cell.state === 'completed' || cell.locked) return { kind: 'details' };
  if (!options.canRecord) {
    return cell.state !== 'initial' || cell.workOrder || cell.reopenedBy
      ? { kind: 'details' }
      : { kind: 'none' };
  }
  return { kind: 'tick', state: nextCellState(cell.state) };
}

/** '2026-03-05' as 'Thu, Mar 5, 2026' in the reader's locale. */
export function formatDay(date: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const local = localTime(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return local.toLocaleDateString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
