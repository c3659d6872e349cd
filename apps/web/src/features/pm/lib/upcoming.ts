import { localDateOf } from '@cmms/shared/dates';
import { formats, t } from '../../../lib/i18n/i18n';

const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 86_400_000;

/**
 * An upcoming day's heading: 'Today' and 'Tomorrow' by the reader's own calendar, then the
 * weekday and the date in the reader's language ('Mon · Nov 24, 2026'), so a glance finds this
 * week's work.
 */
export function upcomingDayLabel(date: string, now: Date = new Date()): string {
  const day = date.slice(0, 10);
  const formatted = formats().day(day, { dateStyle: 'medium' });
  const days = dayNumber(day) - dayNumber(localDateOf(now));
  if (days === 0) return t('pm.upcomingToday', { date: formatted });
  if (days === 1) return t('pm.upcomingTomorrow', { date: formatted });
  return t('pm.upcomingDay', {
    weekday: formats().day(day, { weekday: 'short' }),
    date: formatted,
  });
}
