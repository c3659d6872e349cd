const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;
const WEEK_DAYS = 7;

/**
 * requirements/notifications.md#screens: 'Just now', then 'Nh ago', then 'Nd ago', then the date after 7 days. The spec
 * names no minutes step, so everything under an hour reads 'Just now' (the exact time is in the
 * element's title). A time ahead of the clock (a skewed device) also reads 'Just now'.
 */
export function relativeTime(
  value: string | Date,
  now: Date = new Date(),
  locale?: string,
): string {
  const then = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(then.getTime())) return '';
  const hours = Math.floor((now.getTime() - then.getTime()) / HOUR_MS);
  if (hours < 1) return 'Just now';
  if (hours < DAY_HOURS) return `${hours}h ago`;
  const days = Math.floor(hours / DAY_HOURS);
  if (days < WEEK_DAYS) return `${days}d ago`;
  return then.toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** The full date and time, for the title beside a relative time. */
export function fullDateTime(value: string, locale?: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
