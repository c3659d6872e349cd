import { formats, t } from '../../../lib/i18n/i18n';

const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;
const WEEK_DAYS = 7;

/**
 * requirements/notifications.md#screens: 'Just now', then 'Nh ago', then 'Nd ago', then the date after 7 days. The spec
 * names no minutes step, so everything under an hour reads 'Just now' (the exact time is in the
 * element's title). A time ahead of the clock (a skewed device) also reads 'Just now'. In the
 * given locale's dates, else the reader's language.
 */
export function relativeTime(
  value: string | Date,
  now: Date = new Date(),
  locale?: string,
): string {
  const then = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(then.getTime())) return '';
  const hours = Math.floor((now.getTime() - then.getTime()) / HOUR_MS);
  if (hours < 1) return t('shell.justNow');
  if (hours < DAY_HOURS) return t('notifications.hoursAgo', { hours });
  const days = Math.floor(hours / DAY_HOURS);
  if (days < WEEK_DAYS) return t('notifications.daysAgo', { days });
  return locale
    ? then.toLocaleDateString(locale, { dateStyle: 'medium' })
    : formats().dateTime(then, { dateStyle: 'medium' });
}

/** The full date and time, for the title beside a relative time. */
export function fullDateTime(value: string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  return locale ? date.toLocaleString(locale, options) : formats().dateTime(date, options);
}
