import { t } from '../../../lib/i18n/i18n';

/** requirements/notifications.md#limits: the bell's badge shows 99+ above 99, and nothing when all is read. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** The bell's accessible name, which carries the count the badge shows visually. */
export function bellLabel(count: number): string {
  const badge = badgeText(count);
  return badge
    ? t('notifications.bellLabelUnread', { count: badge })
    : t('notifications.bellLabel');
}
