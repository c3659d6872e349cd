import {
  type Cell,
  type CellChange,
  type CellState,
  type CellValue,
  type ChecklistItem,
  hasValue,
  type ItemKind,
  type MonthProgress,
  nextCellState,
  type ProgressSummary,
  summarize,
} from '@cmms/shared/checklists';
import { dateOf, localDateOf } from '@cmms/shared/dates';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { currentLanguage, formats, t } from '../../../lib/i18n/i18n';
import { cellValueFields, valueText } from './item-values';

/** A local calendar day as YYYY-MM-DD (the grid's "today" is the user's own day). */
export const localDay = localDateOf;

const dayDate = dateOf;

export type GridDay = {
  day: number;
  date: string;
  /** The day's number as the reader writes it ('5'). */
  label: string;
  /** 'M' for Monday; `weekday` is the whole name, for screen readers; both in the reader's language. */
  initial: string;
  weekday: string;
  isToday: boolean;
  /** A day that has not come yet: nothing may be recorded on it. */
  isFuture: boolean;
};

/** The columns: every day of the month, or only `only` when the day filter is set. Read at render. */
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
    return {
      day,
      date,
      label: formats().number(day),
      initial: formats().day(date, { weekday: 'narrow' }),
      weekday: formats().day(date, { weekday: 'long' }),
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

/**
 * A tick sent and not yet answered, shown at once; `seq` tells the latest of one cell's ticks.
 * An item that records a value (issue 33) carries it: shown too, and sent again with a Save.
 */
export type PendingTick = { state: CellState; seq: number; value?: CellValue | undefined };
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
  const items = new Map(progress.items.map((item) => [item.id, item]));
  for (const [key, tick] of pending) {
    const [itemId = '', date = ''] = key.split('|');
    const item = items.get(itemId);
    if (!item) continue;
    const cell = cells.get(key) ?? blankCell(itemId, date);
    cells.set(key, withValue(withState(cell, tick.state, me, today), item, tick.value, me));
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

/** The value a tick on its way shows in place of the server's (a tick clears it, as there). */
function withValue(
  cell: Cell,
  item: ChecklistItem,
  value: CellValue | undefined,
  me: { id: string; name: string } | null,
): Cell {
  const { result: _r, reading: _v, note: _n, outOfRange: _o, ...rest } = cell;
  const shown = value ?? {};
  const next: Cell = { ...rest, ...cellValueFields(item, shown) };
  // A new value names who records it, as the server will.
  return me && hasValue(shown) && valueChanged(cell, shown) ? { ...next, completedBy: me } : next;
}

const valueChanged = (cell: Cell, value: CellValue) =>
  (cell.result ?? null) !== (value.result ?? null) ||
  (cell.reading ?? null) !== (value.reading ?? null) ||
  (cell.note ?? null) !== (value.note ?? null);

/** A change's value fields, only those it has: a tick's change stays as the spec sends it. */
export const valueFieldsOf = (value: CellValue | undefined): Partial<CellChange> => ({
  ...(value?.result != null ? { result: value.result } : {}),
  ...(value?.reading != null ? { reading: value.reading } : {}),
  ...(value?.note != null ? { note: value.note } : {}),
});

/** The ticks on their way, as a Save sends them so a save never overtakes a tick. */
export function pendingChanges(pending: PendingTicks): CellChange[] {
  return [...pending].map(([key, tick]) => {
    const [itemId = '', date = ''] = key.split('|');
    return { itemId, date, state: tick.state, ...valueFieldsOf(tick.value) };
  });
}

/** The first name the grid shows under a padlock (requirements/checklists.md#screens). */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

const CELL_STATE_LABELS = {
  initial: 'checklists.stateInitial',
  'in-progress': 'checklists.stateInProgress',
  completed: 'checklists.stateCompleted',
} as const satisfies Record<CellState, MessageKey>;

/** A cell state's name: 'Not started', 'In progress', 'Completed'. */
export const cellStateLabel = (state: CellState) => t(CELL_STATE_LABELS[state]);

/** How a cell reads to a screen reader: its state, its lock and who saved it, its work order. */
export function cellDescription(cell: Cell): string {
  return t('checklists.cellDescription', {
    state: cellStateLabel(cell.state),
    lock: cell.locked ? (cell.finalisedBy ? 'by' : 'yes') : 'no',
    name: cell.finalisedBy?.name ?? '',
    workOrder: cell.workOrder ? 'yes' : 'no',
    number: cell.workOrder?.workOrderNumber ?? '',
  });
}

/** How a cell of an item that records a value reads to a screen reader (issue 33). */
export function cellValueDescription(item: ChecklistItem, cell: Cell): string {
  const value = valueText(item, cell);
  return t('checklists.cellValueDescription', {
    value: value ?? t('checklists.values.notRecorded'),
    outOfRange: cell.outOfRange ? 'yes' : 'no',
    lock: cell.locked ? (cell.finalisedBy ? 'by' : 'yes') : 'no',
    name: cell.finalisedBy?.name ?? '',
    workOrder: cell.workOrder ? 'yes' : 'no',
    number: cell.workOrder?.workOrderNumber ?? '',
  });
}

/** What a click on a cell does: tick it, record its value (issue 33), or show its details. */
export type CellClick =
  | { kind: 'tick'; state: CellState }
  | { kind: 'value' }
  | { kind: 'details' }
  | { kind: 'none' };

/**
 * requirements/checklists.md#states: initial → in-progress → completed as the clicks come; a completed (or locked) cell
 * opens its dialog (reopen, details) instead. A day to come takes nothing; someone who only
 * reads opens the details of a cell that has any (photos too, issue 33). A cell of an item that
 * records a value opens the dialog that records it, until it is saved (locked).
 */
export function cellClick(
  cell: Cell,
  options: { canRecord: boolean; isFuture: boolean; kind?: ItemKind; hasPhotos?: boolean },
): CellClick {
  if (options.isFuture) return { kind: 'none' };
  if (options.kind !== undefined && options.kind !== 'tick' && options.canRecord && !cell.locked) {
    return { kind: 'value' };
  }
  if (cell.state === 'completed' || cell.locked) return { kind: 'details' };
  if (!options.canRecord) {
    return cell.state !== 'initial' || cell.workOrder || cell.reopenedBy || options.hasPhotos
      ? { kind: 'details' }
      : { kind: 'none' };
  }
  return { kind: 'tick', state: nextCellState(cell.state) };
}

/** '2026-03-05' as 'Thu, Mar 5, 2026' in the reader's language. */
export const formatDay = (date: string): string => formats().day(date);

/**
 * A day where English has always written it YYYY-MM-DD (the grid's caption, the entries of the
 * changes kept on the device): English keeps that form, other languages read it in their own.
 */
export const isoOrReadersDay = (date: string): string =>
  currentLanguage() === 'en'
    ? date
    : formats().day(date, { day: 'numeric', month: 'short', year: 'numeric' });
