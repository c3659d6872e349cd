import { t } from '../../../lib/i18n/i18n';

const HOUR = 60;
const DAY = 24 * HOUR;

/** Whole minutes, never negative: the server's sums may carry a fraction. */
const wholeMinutes = (total: number) => Math.max(0, Math.round(total));

/** Time worked as hours and minutes, however long: '45 min', '3 h', '52 h 30 min'. */
export function hoursMinutesText(total: number): string {
  const minutes = wholeMinutes(total);
  const hours = Math.floor(minutes / HOUR);
  const rest = minutes % HOUR;
  if (hours === 0) return t('assetHistory.durationMinutes', { minutes: rest });
  if (rest === 0) return t('assetHistory.durationHours', { hours });
  return t('assetHistory.durationHoursMinutes', { hours, minutes: rest });
}

/**
 * Downtime as days and hours ('3 d 4 h'): a week down is read in days, not in its minutes.
 * Under a day it reads as hours and minutes.
 */
export function downtimeText(total: number): string {
  const minutes = wholeMinutes(total);
  if (minutes < DAY) return hoursMinutesText(minutes);
  const days = Math.floor(minutes / DAY);
  // Hours rounded down, so a period of 2 d 23 h 59 min never reads as 3 d 24 h.
  const hours = Math.floor((minutes % DAY) / HOUR);
  return hours === 0
    ? t('assetHistory.durationDays', { days })
    : t('assetHistory.durationDaysHours', { days, hours });
}
