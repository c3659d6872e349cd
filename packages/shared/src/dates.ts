import { z } from 'zod';

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

/** A YYYY-MM-DD field; `required` when missing or blank, `invalid` when not a real date. */
export const calendarDateSchema = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .max(10, invalid)
    .trim()
    .min(1, required)
    .refine(isCalendarDate, invalid);

/** A month written YYYY-MM. */
export const isCalendarMonth = (value: string) => isCalendarDate(`${value}-01`);

/** The days of a month (YYYY-MM) as YYYY-MM-DD, first to last. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The day after a YYYY-MM-DD date. */
export function nextDay(date: string) {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` inclusive (1 for the same day). */
export function daysBetweenInclusive(from: string, to: string) {
  const ms = new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime();
  return Math.round(ms / 86_400_000) + 1;
}
