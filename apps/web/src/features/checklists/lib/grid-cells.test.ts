import type { Cell, MonthProgress } from '@cmms/shared/checklists';
import { describe, expect, it } from 'vitest';
import {
  blankCell,
  cellClick,
  cellDescription,
  cellKey,
  cellValueDescription,
  firstName,
  gridDays,
  gridView,
  localDay,
  type PendingTicks,
  pendingChanges,
} from './grid-cells';

const ITEM = { a: 'item-a', b: 'item-b' };

const month = (cells: Cell[]): MonthProgress => ({
  checklistId: 'c',
  userId: 'u',
  year: 2026,
  month: 2,
  days: 28,
  items: [
    {
      id: ITEM.a,
      name: 'Lights',
      description: '',
      isRequired: true,
      kind: 'tick',
      unit: '',
      min: null,
      max: null,
      raiseWorkOrder: 'offer',
    },
    {
      id: ITEM.b,
      name: 'Doors',
      description: '',
      isRequired: false,
      kind: 'tick',
      unit: '',
      min: null,
      max: null,
      raiseWorkOrder: 'offer',
    },
  ],
  cells,
  summary: { completed: 0, total: 56, percent: 0, locked: 0 },
});

const cell = (itemId: string, date: string, change: Partial<Cell> = {}): Cell => ({
  ...blankCell(itemId, date),
  ...change,
});

describe('localDay', () => {
  it('is the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('gridDays', () => {
  it('lists every day with its weekday initial, today and days to come', () => {
    const days = gridDays(2026, 2, 28, '2026-02-10');
    expect(days).toHaveLength(28);
    // 1 February 2026 is a Sunday.
    expect(days[0]).toEqual({
      day: 1,
      date: '2026-02-01',
      label: '1',
      initial: 'S',
      weekday: 'Sunday',
      isToday: false,
      isFuture: false,
    });
    expect(days[1]?.initial).toBe('M');
    expect(days[9]).toMatchObject({ isToday: true, isFuture: false });
    expect(days[10]).toMatchObject({ isToday: false, isFuture: true });
  });

  it('keeps only the filtered day', () => {
    expect(gridDays(2026, 2, 28, '2026-02-10', '2026-02-03').map((day) => day.day)).toEqual([3]);
  });
});

describe('gridView', () => {
  it('counts the server cells when nothing is on its way', () => {
    const view = gridView(
      month([
        cell(ITEM.a, '2026-02-01', { state: 'completed', locked: true }),
        cell(ITEM.b, '2026-02-01', { state: 'in-progress' }),
      ]),
    );
    expect(view.summary).toEqual({ completed: 1, total: 56, percent: 2, locked: 1 });
    expect(view.cells.get(cellKey(ITEM.b, '2026-02-01'))?.state).toBe('in-progress');
  });

  it('lays the ticks on their way over the month and counts again', () => {
    const pending: PendingTicks = new Map([
      [cellKey(ITEM.a, '2026-02-02'), { state: 'completed', seq: 1 }],
      [cellKey(ITEM.b, '2026-02-01'), { state: 'completed', seq: 2 }],
      [cellKey('gone', '2026-02-01'), { state: 'completed', seq: 3 }],
    ]);
    const me = { id: 'u', name: 'Tina Tech' };
    const view = gridView(
      month([cell(ITEM.b, '2026-02-01', { state: 'in-progress' })]),
      pending,
      me,
      '2026-02-03',
    );
    expect(view.summary.completed).toBe(2);
    expect(view.cells.get(cellKey(ITEM.a, '2026-02-02'))).toMatchObject({
      state: 'completed',
      completedBy: me,
      completedDate: '2026-02-03',
    });
    expect(view.cells.has(cellKey('gone', '2026-02-01'))).toBe(false);
  });

  it('gives the ticks back as changes for a save', () => {
    const pending: PendingTicks = new Map([
      [cellKey(ITEM.a, '2026-02-02'), { state: 'in-progress', seq: 1 }],
    ]);
    expect(pendingChanges(pending)).toEqual([
      { itemId: ITEM.a, date: '2026-02-02', state: 'in-progress' },
    ]);
  });
});

describe('values on their way (issue 33)', () => {
  const reading = 'item-r';
  const withReading = (cells: Cell[]): MonthProgress => {
    const base = month(cells);
    return {
      ...base,
      items: [
        ...base.items,
        {
          id: reading,
          name: 'HT meter',
          description: '',
          isRequired: false,
          kind: 'reading',
          unit: 'kV',
          min: 10.5,
          max: 11.5,
          raiseWorkOrder: 'offer',
        },
      ],
    };
  };
  const me = { id: 'u', name: 'Tina Tech' };

  it('shows a value sent and not yet answered, with its range, and names who records it', () => {
    const pending: PendingTicks = new Map([
      [cellKey(reading, '2026-02-02'), { state: 'completed', seq: 1, value: { reading: 12 } }],
    ]);
    const view = gridView(
      withReading([
        cell(reading, '2026-02-02', {
          state: 'completed',
          reading: 11,
          outOfRange: false,
          completedBy: { id: 'x', name: 'Xena' },
        }),
      ]),
      pending,
      me,
      '2026-02-03',
    );
    expect(view.cells.get(cellKey(reading, '2026-02-02'))).toMatchObject({
      state: 'completed',
      reading: 12,
      outOfRange: true,
      completedBy: me,
    });
  });

  it('clears the value of a cell cleared, and sends values again with a save', () => {
    const pending: PendingTicks = new Map([
      [cellKey(reading, '2026-02-02'), { state: 'initial', seq: 1, value: {} }],
      [cellKey(reading, '2026-02-03'), { state: 'completed', seq: 2, value: { reading: 10.9 } }],
    ]);
    const view = gridView(
      withReading([cell(reading, '2026-02-02', { state: 'completed', reading: 11 })]),
      pending,
      me,
    );
    const cleared = view.cells.get(cellKey(reading, '2026-02-02'));
    expect(cleared?.state).toBe('initial');
    expect(cleared).not.toHaveProperty('reading');
    expect(pendingChanges(pending)).toEqual([
      { itemId: reading, date: '2026-02-02', state: 'initial' },
      { itemId: reading, date: '2026-02-03', state: 'completed', reading: 10.9 },
    ]);
  });

  it('opens the record dialog for an item that records a value, until it is saved', () => {
    const open = { canRecord: true, isFuture: false, kind: 'reading' } as const;
    expect(cellClick(cell(reading, 'd'), open)).toEqual({ kind: 'value' });
    expect(cellClick(cell(reading, 'd', { state: 'completed', reading: 3 }), open)).toEqual({
      kind: 'value',
    });
    expect(
      cellClick(cell(reading, 'd', { state: 'completed', locked: true, reading: 3 }), open),
    ).toEqual({ kind: 'details' });
    expect(cellClick(cell(reading, 'd'), { ...open, isFuture: true })).toEqual({ kind: 'none' });
    // A reader opens the details of a recorded value, and nothing of an empty cell.
    const reader = { ...open, canRecord: false };
    expect(cellClick(cell(reading, 'd', { state: 'completed', reading: 3 }), reader)).toEqual({
      kind: 'details',
    });
    expect(cellClick(cell(reading, 'd'), reader)).toEqual({ kind: 'none' });
  });

  it('reads a value to a screen reader, out of range and locked', () => {
    const item = withReading([]).items[2];
    if (!item) throw new Error('no reading item');
    expect(
      cellValueDescription(
        item,
        cell(reading, 'd', {
          state: 'completed',
          reading: 12.25,
          outOfRange: true,
          locked: true,
          finalisedBy: { id: 'x', name: 'Sam Super' },
        }),
      ),
    ).toBe('12.25 kV, out of range, locked by Sam Super');
    expect(cellValueDescription(item, cell(reading, 'd'))).toBe('Not recorded');
  });
});

describe('cellClick', () => {
  const open = { canRecord: true, isFuture: false };

  it('moves initial → in-progress → completed', () => {
    expect(cellClick(cell(ITEM.a, 'd'), open)).toEqual({ kind: 'tick', state: 'in-progress' });
    expect(cellClick(cell(ITEM.a, 'd', { state: 'in-progress' }), open)).toEqual({
      kind: 'tick',
      state: 'completed',
    });
  });

  it('opens the dialog of a completed or locked cell', () => {
    expect(cellClick(cell(ITEM.a, 'd', { state: 'completed' }), open)).toEqual({
      kind: 'details',
    });
    expect(cellClick(cell(ITEM.a, 'd', { state: 'completed', locked: true }), open)).toEqual({
      kind: 'details',
    });
  });

  it('does nothing on a day to come, and only shows details to a reader', () => {
    expect(cellClick(cell(ITEM.a, 'd'), { canRecord: true, isFuture: true })).toEqual({
      kind: 'none',
    });
    const reader = { canRecord: false, isFuture: false };
    expect(cellClick(cell(ITEM.a, 'd'), reader)).toEqual({ kind: 'none' });
    expect(cellClick(cell(ITEM.a, 'd', { state: 'in-progress' }), reader)).toEqual({
      kind: 'details',
    });
  });
});

describe('firstName and cellDescription', () => {
  it('takes the first name', () => {
    expect(firstName('  Maria  da Silva ')).toBe('Maria');
    expect(firstName(null)).toBe('');
  });

  it('reads the state, the lock and the work order', () => {
    expect(
      cellDescription(
        cell(ITEM.a, 'd', {
          state: 'completed',
          locked: true,
          finalisedBy: { id: 'x', name: 'Sam Super' },
          workOrder: { id: 'w', workOrderNumber: 'WO-000007' },
        }),
      ),
    ).toBe('Completed, locked by Sam Super, work order WO-000007');
    expect(cellDescription(cell(ITEM.a, 'd'))).toBe('Not started');
  });
});
