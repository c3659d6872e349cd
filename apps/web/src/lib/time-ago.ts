import { formats, t } from './i18n/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * requirements/product.md#limits: "Just now" under a minute, then minutes, hours, days ('5 minutes ago', '1 hour
 * ago', '12 days ago'), in the reader's language. A moment slightly in the future (the server's
 * clock ahead of this one) is "Just now"; an unreadable one is ''.
 */
export function formatRelativeTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const elapsed = now - at;
  if (elapsed < MINUTE) return t('shell.justNow');
  if (elapsed < HOUR) return t('shell.minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('shell.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  return t('shell.daysAgo', { count: Math.floor(elapsed / DAY) });
}

/**
 * The exact moment for the tooltip: 'Nov 21, 2026, 7:19:34 PM', in the given locale or else
 * the reader's language.
 */
export function formatExactTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone,
  };
  return locale ? date.toLocaleString(locale, options) : formats().dateTime(date, options);
}
