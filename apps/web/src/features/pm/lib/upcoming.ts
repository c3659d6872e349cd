import { localDateOf, localTime } from '@cmms/shared/dates';
import { formatDueDate } from '../../work-orders/public';

const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 86_400_000;

/**
 * An upcoming day's heading: 'Today' and 'Tomorrow' by the reader's own calendar, then the
 * weekday and the locale's date ('Mon · Nov 24, 2026'), so a glance finds this week's work.
 */
export function upcomingDayLabel(date: string, now: Date = new Date(), locale?: string): string {
  const formatted = formatDueDate(date, locale);
  const days = dayNumber(date) - dayNumber(localDateOf(now));
  if (days === 0) return `Today · ${formatted}`;
  if (days === 1) return `Tomorrow · ${formatted}`;
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const weekday = localTime(year, month - 1, day).toLocaleDateString(locale, {
    weekday: 'short',
  });
  return `${weekday} · ${formatted}`;
}
