import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  calendarDateSchema,
  calendarMonthSchema,
  DATE_BOUNDS,
  dateOf,
  daysOfMonth,
  localDateOf,
  localTime,
  utcDateOf,
  utcDay,
} from './dates';
import { en, englishIssues } from './i18n/source-translators';

// JavaScript's Date.UTC and new Date(y, m, d) take years 0-99 as 1900-1999; these must not.
describe('building dates of every year', () => {
  it('utcDay keeps years 26 and 1, and runs over months and days as Date.UTC does', () => {
    expect(utcDateOf(utcDay(26, 10, 26))).toBe('0026-11-26');
    expect(utcDateOf(utcDay(1, 0, 1))).toBe('0001-01-01');
    expect(utcDay(26, 1, 0).getUTCDate()).toBe(31); // Jan 0026
    expect(utcDay(4, 2, 0).getUTCDate()).toBe(29); // year 4 is a leap year
    expect(utcDateOf(utcDay(2026, 12, 1))).toBe('2027-01-01');
    expect(utcDay(2026, 5, 15).getTime()).toBe(Date.UTC(2026, 5, 15));
  });

  it('localTime keeps years 26 and 1, at the local time asked for', () => {
    const instant = localTime(26, 10, 26, 9, 30);
    expect([instant.getFullYear(), instant.getMonth(), instant.getDate()]).toEqual([26, 10, 26]);
    expect([instant.getHours(), instant.getMinutes()]).toEqual([9, 30]);
    expect(localTime(1, 0, 1).getFullYear()).toBe(1);
    expect(localTime(2026, 0, 32).getTime()).toBe(new Date(2026, 1, 1).getTime());
  });

  it('writes every year with four digits, so PostgreSQL does not read 26 as 2026', () => {
    expect(dateOf(26, 11, 26)).toBe('0026-11-26');
    expect(localDateOf(localTime(1, 0, 1, 10))).toBe('0001-01-01');
    expect(localDateOf(localTime(26, 10, 26))).toBe('0026-11-26');
  });

  it('does arithmetic on YYYY-MM-DD in years 26 and 1 as in 2026', () => {
    expect(daysOfMonth('0026-02')).toHaveLength(28);
    expect(daysOfMonth('0004-02')).toHaveLength(29);
    expect(daysOfMonth('0001-01').at(-1)).toBe('0001-01-31');
    expect(addDays('0026-12-31', 1)).toBe('0027-01-01');
    expect(addDays('0001-01-01', -1)).toBe('0000-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addYears('0026-11-26', 1)).toBe('0027-11-26');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2027-06-15', -1)).toBe('2026-06-15');
  });
});

describe('bounds of the dates people enter', () => {
  // Any two keys will do: what is read here is the range the schema names.
  const date = calendarDateSchema('validation.required', 'validation.invalid');
  const messages = (value: unknown) => englishIssues(date.safeParse(value));

  it('takes 2000-01-01 to 2100-12-31 and refuses a mistyped year with the range', () => {
    expect(DATE_BOUNDS).toEqual({ min: '2000-01-01', max: '2100-12-31' });
    expect(messages('2000-01-01')).toEqual([]);
    expect(messages('2100-12-31')).toEqual([]);
    for (const typo of ['0026-11-26', '0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
      expect(messages(typo)).toEqual(['Date must be between 2000-01-01 and 2100-12-31']);
    }
    expect(messages('2026-02-30')).toEqual([en('validation.invalid')]);
  });

  it('bounds months the same way', () => {
    const month = calendarMonthSchema('validation.invalidFormat');
    expect(month.safeParse('2026-06').success).toBe(true);
    expect(englishIssues(month.safeParse('0026-06'))).toEqual([
      'Month must be between 2000-01 and 2100-12',
    ]);
    expect(englishIssues(month.safeParse('2026-13'))).toEqual([en('validation.invalidFormat')]);
  });
});
