const numberFormat = new Intl.NumberFormat('en-US');

/** requirements/dashboards.md#screens: figures with thousands separators (1,234). */
export const formatCount = (value: number) => numberFormat.format(value);

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
