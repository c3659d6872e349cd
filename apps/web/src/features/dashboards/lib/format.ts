const numberFormat = new Intl.NumberFormat('en-US');

/** Doc 001 §2.1: figures with thousands separators (1,234). */
export const formatCount = (value: number) => numberFormat.format(value);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * When an activity happened, as people say it: "Just now" under a minute (and for clocks a
 * little ahead), then minutes, hours and days.
 */
export function relativeTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const elapsed = now - at;
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}

/** The dashboard clock: "Monday, 3 March 2026 · 14:05". */
export function clockText(date: Date): { day: string; time: string } {
  return {
    day: date.toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
    time: date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }),
  };
}

/** A chart's week label: the Monday as "3 Mar". */
export function weekLabel(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00`);
  if (Number.isNaN(date.getTime())) return weekStart;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}

/** An activity's action as people read it: 'task_created' -> 'Task created'. */
export function actionLabel(action: string): string {
  const text = action.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
