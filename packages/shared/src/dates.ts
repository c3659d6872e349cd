import { z } from 'zod';
import type { MessageKey } from './i18n/message';

// ---------------------------------------------------------------------------------------------
// Building dates. `Date.UTC(26, …)` and `new Date(26, …)` mean 1926 (JavaScript maps years 0-99
// to 1900-1999), and "26-11-26" is read by PostgreSQL as 2026: so dates are built through
// setUTCFullYear / setFullYear, which take the year as given, and written with a 4-digit year.

/**
 * Midnight UTC of a calendar day, as `new Date(Date.UTC(year, monthIndex, day))` but for every
 * year. The month and day may run over (day 0 is the last day of the month before).
 */
export function utcDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/** A local time, as `new Date(year, monthIndex, day, hours, minutes)` but for every year. */
export function localTime(
  year: number,
  monthIndex: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, monthIndex, day);
  date.setHours(hours, minutes, seconds, 0);
  return date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** YYYY-MM-DD of a year, month (1-12) and day, the year always with four digits. */
export const dateOf = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The local calendar date of an instant, YYYY-MM-DD: what "today" means where one stands. */
export const localDateOf = (instant: Date) =>
  dateOf(instant.getFullYear(), instant.getMonth() + 1, instant.getDate());

/** The UTC calendar date of an instant, YYYY-MM-DD. */
export const utcDateOf = (instant: Date) =>
  dateOf(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());

// ---------------------------------------------------------------------------------------------
// Reading dates

/**
 * A real calendar date written YYYY-MM-DD. "2026-13-45" is an Invalid Date and "2026-02-30"
 * rolls over, so the date is read back and compared. The calendar has no year 0: JavaScript
 * takes it, PostgreSQL does not.
 */
export function isCalendarDate(value: string) {
  if (!/^(?!0000)\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = new Date(`${value}T00:00:00Z`).getTime();
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A month written YYYY-MM. */
const isCalendarMonth = (value: string) => isCalendarDate(`${value}-01`);

// ---------------------------------------------------------------------------------------------
// Bounds of the dates people enter. A typo (0026 for 2026, 9999) is refused with the range
// rather than stored: it would fall due at once, roll for centuries, or cover every report.

export type DateBounds = { readonly min: string; readonly max: string };

/**
 * Where nothing narrower applies (a work order's due date, a PM's date, a holiday, a report's
 * range, a corrected attendance time): from 2000, older than any record this system holds, to
 * 2100. A due date in the past is allowed (backdated work); one in 0026 is not.
 */
export const DATE_BOUNDS: DateBounds = { min: '2000-01-01', max: '2100-12-31' };

export const isWithin = (date: string, bounds: DateBounds) =>
  date >= bounds.min && date <= bounds.max;

/**
 * What a date outside its bounds is told, with the bounds it reads ({min} and {max}): a
 * refinement's `{ message, params }`, or the values of a server's own `msg`.
 */
export const outOfBounds = (
  message: MessageKey = 'validation.dateBetween',
  bounds: DateBounds = DATE_BOUNDS,
) => ({ message, params: { min: bounds.min, max: bounds.max } });

/**
 * A YYYY-MM-DD field: `required` when missing or blank, `invalid` when not a real date, and
 * `tooFar` (default "Date must be between …") outside `bounds`. All three are catalogue keys.
 */
export const calendarDateSchema = (
  required: MessageKey,
  invalid: MessageKey,
  bounds: DateBounds = DATE_BOUNDS,
  tooFar: MessageKey = 'validation.dateBetween',
) =>
  z
    .string({ error: required })
    .max(10, invalid)
    .trim()
    .min(1, required)
    .refine(isCalendarDate, invalid)
    .refine((value) => isWithin(value, bounds), outOfBounds(tooFar, bounds));

/** A YYYY-MM month field within the months of `bounds`. */
export const calendarMonthSchema = (invalid: MessageKey, bounds: DateBounds = DATE_BOUNDS) =>
  z
    .string({ error: invalid })
    .max(7, invalid)
    .refine(isCalendarMonth, invalid)
    .refine((value) => value >= bounds.min.slice(0, 7) && value <= bounds.max.slice(0, 7), {
      message: 'validation.monthBetween',
      params: { min: bounds.min.slice(0, 7), max: bounds.max.slice(0, 7) },
    });

// ---------------------------------------------------------------------------------------------
// Arithmetic on YYYY-MM-DD

/** The days of a month (YYYY-MM) as YYYY-MM-DD, first to last. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const count = utcDay(year, monthNumber, 0).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** `date` moved by a number of days (negative: back). */
export function addDays(date: string, days: number) {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return utcDateOf(moved);
}

/** `date` moved by a number of calendar years; Feb 29 falls to Feb 28 outside leap years. */
export function addYears(date: string, years: number) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const last = utcDay(year + years, month, 0).getUTCDate();
  return dateOf(year + years, month, Math.min(day, last));
}

/** Whole days from `from` to `to` inclusive (1 for the same day). */
export function daysBetweenInclusive(from: string, to: string) {
  const ms = new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime();
  return Math.round(ms / 86_400_000) + 1;
}
