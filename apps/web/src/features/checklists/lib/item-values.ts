import {
  type Cell,
  type CellValue,
  type ChecklistItem,
  type ItemKind,
  isOutOfRange,
  type PassFailResult,
  type RaiseMode,
} from '@cmms/shared/checklists';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { formats, t } from '../../../lib/i18n/i18n';

/**
 * Items that record more than a tick (issue 33, docs/checklists.md "Item kinds"): how their
 * kinds, values and ranges read on the screens.
 */

const KIND_NAMES = {
  tick: 'checklists.kinds.tick',
  pass_fail: 'checklists.kinds.passFail',
  reading: 'checklists.kinds.reading',
  note: 'checklists.kinds.note',
} as const satisfies Record<ItemKind, MessageKey>;

/** A kind's name: 'Tick', 'Pass / Fail / N/A', 'Reading', 'Note'. */
const kindName = (kind: ItemKind) => t(KIND_NAMES[kind]);

/** The kind select's choices, in the reader's language. */
export const kindChoices = () =>
  (Object.keys(KIND_NAMES) as ItemKind[]).map((value) => ({ value, label: kindName(value) }));

const RAISE_NAMES = {
  offer: 'checklists.form.raiseOffer',
  always: 'checklists.form.raiseAlways',
} as const satisfies Record<RaiseMode, MessageKey>;

export const raiseChoices = () =>
  (Object.keys(RAISE_NAMES) as RaiseMode[]).map((value) => ({
    value,
    label: t(RAISE_NAMES[value]),
  }));

const RESULT_NAMES = {
  pass: 'checklists.values.pass',
  fail: 'checklists.values.fail',
  na: 'checklists.values.na',
} as const satisfies Record<PassFailResult, MessageKey>;

/** 'Pass', 'Fail', 'N/A' in the reader's language. */
export const resultName = (result: PassFailResult) => t(RESULT_NAMES[result]);

/** A number as the reader writes it, with at most six decimals (a reading, a limit). */
const readerNumber = (value: number) => formats().number(value, { maximumFractionDigits: 6 });

/** A number in a unit: '11.2 kV' ('11,2 kV' in Spanish); no unit, the number alone. */
export const withUnit = (value: number, unit: string) =>
  unit ? `${readerNumber(value)} ${unit}` : readerNumber(value);

/** A reading short enough for a day cell: 11.25, 1,250, 12.5K. */
export const cellNumber = (value: number) =>
  Math.abs(value) >= 10_000
    ? formats().number(value, { notation: 'compact', maximumFractionDigits: 1 })
    : formats().number(value, { maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 2 });

/** An item's accepted range in words ('10.5 kV to 11.5 kV', 'at most 9 °C'); null without one. */
export function rangeText(item: Pick<ChecklistItem, 'min' | 'max' | 'unit'>): string | null {
  const { min, max, unit } = item;
  if (min !== null && max !== null) {
    return t('checklists.range.between', { min: withUnit(min, unit), max: withUnit(max, unit) });
  }
  if (min !== null) return t('checklists.range.atLeast', { min: withUnit(min, unit) });
  if (max !== null) return t('checklists.range.atMost', { max: withUnit(max, unit) });
  return null;
}

/** What the row of an item says under its name: its kind, and a reading's unit and range. */
export function itemKindSummary(item: ChecklistItem): string | null {
  if (item.kind === 'tick') return null;
  if (item.kind !== 'reading') return kindName(item.kind);
  const range = rangeText(item);
  return range
    ? t('checklists.grid.readingWithRange', { range })
    : item.unit
      ? t('checklists.grid.readingInUnit', { unit: item.unit })
      : kindName('reading');
}

/** The value a cell holds, whatever its item's kind. */
export const valueOfCell = (cell: Cell): CellValue => ({
  result: cell.result ?? null,
  reading: cell.reading ?? null,
  note: cell.note ?? null,
});

/** The value as words: 'Fail', '11.2 kV', or the note itself; null without one. */
export function valueText(item: Pick<ChecklistItem, 'unit'>, value: CellValue): string | null {
  if (value.result != null) return resultName(value.result);
  if (value.reading != null) return withUnit(value.reading, item.unit);
  if (value.note != null) return value.note;
  return null;
}

/** A value with its fields as a cell carries them: only those it has, and a reading's range. */
export function cellValueFields(
  item: Pick<ChecklistItem, 'kind' | 'min' | 'max'> | undefined,
  value: CellValue,
): Partial<Cell> {
  if (value.result != null) return { result: value.result };
  if (value.reading != null) {
    return {
      reading: value.reading,
      outOfRange: item?.kind === 'reading' && isOutOfRange(item, value.reading),
    };
  }
  if (value.note != null) return { note: value.note };
  return {};
}

/** A reading above the item's maximum ('high'), below its minimum ('low'), or within. */
export function readingSide(item: Pick<ChecklistItem, 'min' | 'max'>, reading: number) {
  if (item.max !== null && reading > item.max) return 'high' as const;
  if (item.min !== null && reading < item.min) return 'low' as const;
  return null;
}

/**
 * A reading typed into a field: digits with a point or a comma ('11.2', '11,2', '-3'); null for
 * an empty field, NaN for anything else (the shared schema then says it is not a number).
 */
export function parseReading(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[-−]?\d{1,10}([.,]\d{1,9})?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace('−', '-').replace(',', '.'));
}

export type ReadingPoint = { day: number; date: string; reading: number; outOfRange: boolean };

/** A reading item's month, day by day, for its chart: the days with a reading, in order. */
export function readingPoints(cells: Iterable<Cell>, item: ChecklistItem): ReadingPoint[] {
  return [...cells]
    .filter((cell) => cell.itemId === item.id && cell.reading !== undefined)
    .map((cell) => ({
      day: Number(cell.date.slice(8, 10)),
      date: cell.date,
      reading: cell.reading ?? 0,
      outOfRange: isOutOfRange(item, cell.reading ?? 0),
    }))
    .sort((a, b) => a.day - b.day);
}
