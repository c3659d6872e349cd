import { DEFAULT_RANGE_DAYS } from '@cmms/shared/attendance';
import { localDateOf } from '@cmms/shared/dates';
import { clockTimeIn, dateIn } from '@cmms/shared/zones';
import { formats, t } from '../../../lib/i18n/i18n';

/**
 * Dates as the attendance screens use them: calendar days (YYYY-MM-DD) and months (YYYY-MM) in
 * the user's own time zone, since "today" is the day where the user stands. A record's times are
 * shown on the clock of its site (its `timeZone`, issue 29), as its date is that site's, in the
 * forms of the language the app speaks (formats()).
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

/** A calendar day for reading: 'Mon, Mar 2, 2026' in English (it is a day, not a time: no zone shifts it). */
export const formatDay = (date: string) => formats().day(date);

/** The time of day of an instant, '09:05 AM' in English, or '-' for none; on the clock of `zone` if given. */
export function formatClock(iso: string | null, zone?: string | null) {
  if (!iso) return '-';
  return (
    formats().dateTime(iso, {
      hour: '2-digit',
      minute: '2-digit',
      ...(zone ? { timeZone: zone } : {}),
    }) || '-'
  );
}

/** An instant as date and time: 'Mar 2, 2026, 9:05 AM' in English. */
export function formatInstant(iso: string) {
  return formats().dateTime(iso, { dateStyle: 'medium', timeStyle: 'short' }) || iso;
}

/** A day's or record's times: '09:05 AM – 05:30 PM', or 'In at 09:05 AM' while it is still open. */
export function formatSpan(checkIn: string, checkOut: string | null, zone?: string | null) {
  return checkOut === null
    ? t('attendance.inAt', { time: formatClock(checkIn, zone) })
    : t('attendance.timeSpan', {
        from: formatClock(checkIn, zone),
        to: formatClock(checkOut, zone),
      });
}
