import { timeEntryInputSchema } from '@cmms/shared/work-order-record';
import { describe, expect, it } from 'vitest';
import {
  defaultStart,
  formatElapsed,
  formatMinutes,
  timeEntryBodyOf,
  timeFormOf,
  timeFormSchema,
  toDateTimeInput,
} from './record-time';

describe('formatMinutes', () => {
  it('reads minutes, hours, or both; under a minute (never 0 or a negative) for what rounds to none', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(180)).toBe('3 h');
    expect(formatMinutes(0)).toBe('under 1 min');
    expect(formatMinutes(0.2)).toBe('under 1 min');
    expect(formatMinutes(-3)).toBe('under 1 min');
    // A waiting entry's minutes come from two instants: rounded, not cut.
    expect(formatMinutes(59.6)).toBe('1 h');
  });
});

describe('formatElapsed', () => {
  const start = '2026-11-30T10:00:00.000Z';
  it('ticks as a clock from the start', () => {
    expect(formatElapsed(start, Date.parse('2026-11-30T10:04:09.900Z'))).toBe('0:04:09');
    expect(formatElapsed(start, Date.parse('2026-11-30T22:30:00Z'))).toBe('12:30:00');
    expect(formatElapsed(start, Date.parse('2026-12-02T11:00:01Z'))).toBe('49:00:01');
  });
  it('reads 0:00:00 for a start ahead of this clock, or an unreadable one', () => {
    expect(formatElapsed(start, Date.parse('2026-11-30T09:59:00Z'))).toBe('0:00:00');
    expect(formatElapsed('not a time', Date.parse(start))).toBe('0:00:00');
  });
});

describe('the time form', () => {
  const values = { start: '2026-11-30T09:10', minutes: 45, note: ' replaced belt ' };

  it('sends the start on this device’s clock and the end the minutes make', () => {
    const body = timeEntryBodyOf(timeFormSchema.parse(values));
    expect(body.startedAt).toBe(new Date(2026, 10, 30, 9, 10).toISOString());
    expect(Date.parse(body.endedAt) - Date.parse(body.startedAt)).toBe(45 * 60_000);
    expect(body.note).toBe('replaced belt');
    // What the server validates with accepts it as it is.
    expect(timeEntryInputSchema.safeParse(body).success).toBe(true);
  });

  it('refuses no minutes, parts of a minute, more than a day and no start', () => {
    const issues = (input: object) =>
      timeFormSchema.safeParse({ ...values, ...input }).error?.issues.map((issue) => issue.message);
    expect(issues({ minutes: 0 })).toEqual(['workOrderPage.minutesInvalid']);
    expect(issues({ minutes: 1.5 })).toEqual(['workOrderPage.minutesInvalid']);
    expect(issues({ minutes: Number.NaN })).toEqual(['workOrderPage.minutesInvalid']);
    expect(issues({ minutes: 24 * 60 + 1 })).toEqual(['workOrderPage.minutesTooMany']);
    expect(issues({ minutes: 24 * 60 })).toBeUndefined();
    expect(issues({ start: '' })).toEqual(['workOrderPage.startRequired']);
  });

  it('opens a correction with the entry as it was', () => {
    const startedAt = new Date(2026, 10, 30, 8, 5).toISOString();
    const endedAt = new Date(2026, 10, 30, 9, 35).toISOString();
    const form = timeFormOf({ startedAt, endedAt, minutes: null, note: 'pump' });
    expect(form).toEqual({ start: '2026-11-30T08:05', minutes: 90, note: 'pump' });
    expect(timeEntryBodyOf(timeFormSchema.parse(form))).toEqual({
      startedAt,
      endedAt,
      note: 'pump',
    });
  });

  it('starts by default the given minutes before now', () => {
    const now = new Date(2026, 0, 1, 0, 20);
    expect(defaultStart(now, 30)).toBe('2025-12-31T23:50');
    expect(toDateTimeInput(now)).toBe('2026-01-01T00:20');
  });
});
