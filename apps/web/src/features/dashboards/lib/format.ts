import { currentLanguage, formats } from '../../../lib/i18n/i18n';

/**
 * The dashboard's dates in English keep the forms the screens have always shown ('en-GB':
 * "Monday 3 March 2026", "14:05", "3 Mar"); the other languages write them in their own forms.
 */
const english = () => currentLanguage() === 'en';

const CLOCK_DAY = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const CLOCK_TIME = { hour: '2-digit', minute: '2-digit' } as const;
const WEEK_DAY = { day: 'numeric', month: 'short' } as const;
// Arabic has no short month names ("نوفمبر" either way): a chart's narrow column takes the
// day and month in numbers instead, "28/11", written out: Intl's adds a right-to-left mark that
// the chart's left-to-right axis would turn into "/2811".
const numericDayMonth = (date: string) => {
  const [, month, day] = date.split('-').map(Number);
  return `${day}/${month}`;
};

/** requirements/dashboards.md#screens: figures with thousands separators (1,234; en-US in English). */
export const formatCount = (value: number) => formats().number(value);

/** The dashboard clock: "Monday, 3 March 2026 · 14:05". */
export function clockText(date: Date): { day: string; time: string } {
  if (!english()) {
    return { day: formats().dateTime(date, CLOCK_DAY), time: timeText(date) };
  }
  return {
    day: date.toLocaleDateString('en-GB', CLOCK_DAY),
    time: timeText(date),
  };
}

/** A time of day as the clock writes it: "14:05". */
export function timeText(date: Date | number): string {
  return english()
    ? new Date(date).toLocaleTimeString('en-GB', CLOCK_TIME)
    : formats().dateTime(date, CLOCK_TIME);
}

/** A chart's week label: the Monday as "3 Mar". */
export function weekLabel(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00`);
  if (Number.isNaN(date.getTime())) return weekStart;
  if (english()) return date.toLocaleDateString('en-GB', WEEK_DAY);
  return currentLanguage() === 'ar'
    ? numericDayMonth(weekStart)
    : formats().day(weekStart, WEEK_DAY);
}
