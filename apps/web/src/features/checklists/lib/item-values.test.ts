import type { Cell, ChecklistItem } from '@cmms/shared/checklists';
import { describe, expect, it } from 'vitest';
import { render } from '../../../lib/i18n/i18n';
import type { QueuedChange } from '../../../lib/offline';
import { blankCell } from './grid-cells';
import {
  cellNumber,
  itemKindSummary,
  parseReading,
  rangeText,
  readingPoints,
  readingSide,
  valueText,
} from './item-values';
import { valueSummary } from './optimistic-ticks';
import { queuedTicksOf } from './queued-ticks';
import { chartScale } from './reading-chart-scale';
import { checkValueForm, valueFormDefaults } from './value-form';

// Items that record more than a tick (issue 33).

const ITEM_ID = '11111111-1111-4111-8111-111111111111';
const item = (fields: Partial<ChecklistItem> = {}): ChecklistItem => ({
  id: ITEM_ID,
  name: 'HT meter',
  description: '',
  isRequired: false,
  kind: 'reading',
  unit: 'kV',
  min: 10.5,
  max: 11.5,
  raiseWorkOrder: 'offer',
  ...fields,
});

describe('how values and ranges read', () => {
  it('writes a range in words, open on either side', () => {
    expect(rangeText(item())).toBe('10.5 kV to 11.5 kV');
    expect(rangeText(item({ min: null, max: 9, unit: '°C' }))).toBe('at most 9 °C');
    expect(rangeText(item({ min: 2, max: null, unit: '' }))).toBe('at least 2');
    expect(rangeText(item({ min: null, max: null }))).toBeNull();
  });

  it('sums up an item’s kind under its name; a tick says nothing', () => {
    expect(itemKindSummary(item())).toBe('Reading: 10.5 kV to 11.5 kV');
    expect(itemKindSummary(item({ min: null, max: null }))).toBe('Reading in kV');
    expect(itemKindSummary(item({ kind: 'pass_fail' }))).toBe('Pass / Fail / N/A');
    expect(itemKindSummary(item({ kind: 'note' }))).toBe('Note');
    expect(itemKindSummary(item({ kind: 'tick' }))).toBeNull();
  });

  it('names a value: a result, a reading in its unit, a note', () => {
    expect(valueText(item(), { result: 'na' })).toBe('N/A');
    expect(valueText(item(), { reading: 1234.5 })).toBe('1,234.5 kV');
    expect(valueText(item(), { note: 'Noisy' })).toBe('Noisy');
    expect(valueText(item(), {})).toBeNull();
  });

  it('fits a reading into a day cell', () => {
    expect(cellNumber(11.256)).toBe('11.26');
    expect(cellNumber(1250.4)).toBe('1,250');
    expect(cellNumber(125_000)).toBe('125K');
    expect(readingSide(item(), 12)).toBe('high');
    expect(readingSide(item(), 10)).toBe('low');
    expect(readingSide(item(), 11)).toBeNull();
  });

  it('reads a typed reading with a point or a comma; anything else is not a number', () => {
    expect(parseReading(' 11,2 ')).toBe(11.2);
    expect(parseReading('-3')).toBe(-3);
    expect(parseReading('')).toBeNull();
    expect(parseReading('1e3')).toBeNaN();
    expect(parseReading('eleven')).toBeNaN();
  });
});

describe('the record dialog’s check', () => {
  it('sends a value of the item’s kind', () => {
    expect(checkValueForm(item(), '2026-06-15', { result: '', reading: '11,2', note: '' })).toEqual(
      { ok: true, value: { reading: 11.2 } },
    );
    expect(
      checkValueForm(item({ kind: 'pass_fail' }), '2026-06-15', {
        result: 'fail',
        reading: '',
        note: '',
      }),
    ).toEqual({ ok: true, value: { result: 'fail' } });
    expect(
      checkValueForm(item({ kind: 'note' }), '2026-06-15', {
        result: '',
        reading: '',
        note: ' Gen set noisy ',
      }),
    ).toEqual({ ok: true, value: { note: 'Gen set noisy' } });
  });

  it('says what is wrong, as the server would', () => {
    const check = (kind: ChecklistItem['kind'], values: Partial<Record<string, string>>) =>
      checkValueForm(item({ kind }), '2026-06-15', {
        result: '',
        reading: '',
        note: '',
        ...values,
      });
    expect(check('reading', {})).toEqual({
      ok: false,
      field: 'reading',
      message: 'Enter the reading',
    });
    expect(check('reading', { reading: 'abc' })).toEqual({
      ok: false,
      field: 'reading',
      message: 'Reading must be a number',
    });
    expect(check('reading', { reading: '2000000000' })).toEqual({
      ok: false,
      field: 'reading',
      message: 'Reading must be at most 1,000,000,000',
    });
    expect(check('pass_fail', {})).toEqual({
      ok: false,
      field: 'result',
      message: 'Choose Pass, Fail or N/A',
    });
    expect(check('note', { note: 'n'.repeat(1001) })).toEqual({
      ok: false,
      field: 'note',
      message: 'Note must be at most 1000 characters',
    });
  });

  it('starts from the cell’s value', () => {
    expect(valueFormDefaults({ reading: 11.2 })).toEqual({ result: '', reading: '11.2', note: '' });
    expect(valueFormDefaults({ result: 'pass' })).toEqual({
      result: 'pass',
      reading: '',
      note: '',
    });
  });
});

describe('values kept on the device (issue 21, issue 33)', () => {
  const change = (cells: object[]): QueuedChange =>
    ({
      id: 'q1',
      kind: 'checklist-cells',
      subject: 'c1|u1',
      state: 'pending',
      body: { userId: 'u1', cells },
    }) as unknown as QueuedChange;

  it('lays a value waiting to sync over the grid', () => {
    const ticks = queuedTicksOf(
      [change([{ itemId: ITEM_ID, date: '2026-06-03', state: 'completed', reading: 12 }])],
      'c1|u1',
    );
    expect(ticks.get(`${ITEM_ID}|2026-06-03`)).toMatchObject({
      state: 'completed',
      value: { reading: 12 },
    });
  });

  it('names the value in the list of changes', () => {
    expect(render(valueSummary('Rounds', item(), '2026-06-03', { reading: 11.2 }))).toBe(
      'Rounds: HT meter, 2026-06-03, 11.2 kV',
    );
    expect(render(valueSummary(undefined, item(), '2026-06-03', { result: 'fail' }))).toBe(
      'Checklist: HT meter, 2026-06-03, Fail',
    );
  });
});

describe('a reading item’s month as a chart', () => {
  const cell = (date: string, reading: number): Cell => ({
    ...blankCell(ITEM_ID, date),
    state: 'completed',
    reading,
  });

  it('takes the days with a reading, in order, marking those out of range', () => {
    const points = readingPoints(
      [cell('2026-06-03', 12), cell('2026-06-01', 11), { ...blankCell('other', '2026-06-02') }],
      item(),
    );
    expect(points).toEqual([
      { day: 1, date: '2026-06-01', reading: 11, outOfRange: false },
      { day: 3, date: '2026-06-03', reading: 12, outOfRange: true },
    ]);
  });

  it('keeps the range in view and runs the days from the reader’s start side', () => {
    const pad = { top: 10, bottom: 20, start: 40, end: 10 };
    const scale = chartScale({
      values: [11, 11.2],
      min: 10.5,
      max: 11.5,
      days: 30,
      width: 320,
      height: 150,
      pad,
    });
    expect(scale.low).toBeLessThan(10.5);
    expect(scale.high).toBeGreaterThan(11.5);
    // Higher values stand higher (a smaller y); the band lies between the limits.
    expect(scale.y(11.5)).toBeLessThan(scale.y(10.5));
    expect(scale.band).toEqual({ top: scale.y(11.5), bottom: scale.y(10.5) });
    expect(scale.x(1)).toBe(40);
    expect(scale.x(30)).toBe(310);
    const rtl = chartScale({
      values: [5],
      min: null,
      max: null,
      days: 30,
      width: 320,
      height: 150,
      pad,
      rtl: true,
    });
    expect(rtl.x(1)).toBe(280);
    expect(rtl.x(30)).toBe(10);
    expect(rtl.band).toBeNull();
    // One value alone still gets a span around it.
    expect(rtl.low).toBeLessThan(5);
    expect(rtl.high).toBeGreaterThan(5);
  });
});
