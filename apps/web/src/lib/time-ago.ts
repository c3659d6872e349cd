const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * requirements/product.md#limits: "Just now" under a minute, then minutes, hours, days ('5 minutes ago', '1 hour
 * ago', '12 days ago'). A moment slightly in the future (the server's clock ahead of this one)
 * is "Just now"; an unreadable one is ''.
 */
export function formatRelativeTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const elapsed = now - at;
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}

/** The exact moment for the tooltip: 'Nov 21, 2026, 7:19:34 PM' in the reader's locale. */
export function formatExactTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
}
