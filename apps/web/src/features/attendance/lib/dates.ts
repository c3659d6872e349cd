import { DEFAULT_RANGE_DAYS } from '@cmms/shared/attendance';
import { localDateOf, localTime } from '@cmms/shared/dates';
import { clockTimeIn, dateIn } from '@cmms/shared/zones';

/**
 * Dates as the attendance screens use them: calendar days (YYYY-MM-DD) and months (YYYY-MM) in
 * the user's own time zone, since "today" is the day where the user stands. A record's times are
 * shown on the clock of its site (its `timeZone`, issue 29), as its date is that site's.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of an instant, YYYY-MM-DD. */
export { localDateOf };

/** The local month of an instant, YYYY-MM. */
export const localMonthOf = (instant: Date) => localDateOf(instant).slice(0, 7);

/** The admin screen's default range (requirements/attendance.md#limits): the last 30 days up to today. */
export function defaultRange(now: Date = new Date()) {
  const start = new Date(now);
  start.setDate(start.getDate() - DEFAULT_RANGE_DAYS);
  return { startDate: localDateOf(start), endDate: localDateOf(now) };
}

/**
 * An instant as a datetime-local input holds it, 'YYYY-MM-DDTHH:MM', '' for none: on the clock of
 * `zone` (the record's site, which reads the time back in it), else the device's.
 */
export function toDateTimeInput(iso: string | null, zone?: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (zone) return `${dateIn(date, zone)}T${clockTimeIn(date, zone)}`;
  return `${localDateOf(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A calendar day for reading: 'Mon, Mar 2, 2026' (no time zone shift: it is a day, not a time). */
export function formatDay(date: string, locale?: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = localTime(year, month - 1, day);
  if (Number.isNaN(local.getTime())) return date;
  return local.toLocaleDateString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** The time of day of an instant, '09:05', or '-' for none; on the clock of `zone` if given. */
export function formatClock(iso: string | null, zone?: string | null, locale?: string) {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return date.toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(zone ? { timeZone: zone } : {}),
  });
}

/** An instant as date and time: 'Mar 2, 2026, 9:05 AM'. */
export function formatInstant(iso: string, locale?: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day's or record's times: '09:05 – 17:30', or 'In at 09:05' while it is still open. */
export function formatSpan(
  checkIn: string,
  checkOut: string | null,
  zone?: string | null,
  locale?: string,
) {
  return checkOut === null
    ? `In at ${formatClock(checkIn, zone, locale)}`
    : `${formatClock(checkIn, zone, locale)} – ${formatClock(checkOut, zone, locale)}`;
}
