import type { ActivityEntry } from '@cmms/shared/activity';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { formatExactTime, formatRelativeTime } from '../../../lib/time-ago';
import { actionText, familyLabel, isActivityFamily } from './activity-families';

export type ActivityView = {
  id: string;
  description: string;
  actionText: string;
  userName: string;
  roleName: string;
  type: string;
  typeText: string;
  /** For the badge's colour; null outside the families. */
  family: string | null;
  timestamp: string;
  relative: string;
  exact: string;
};

/** What one entry shows, with its time relative to `now` (epoch ms). */
export function toActivityView(entry: ActivityEntry, now: number, locale?: string): ActivityView {
  const when = entry.timestamp || entry.createdAt;
  const userName = entry.user.trim() || t('activity.systemUser');
  return {
    id: entry.id,
    description: entry.description,
    actionText: actionText(entry.action) || '—',
    userName,
    roleName: roleLabel(entry.role || 'system'),
    type: entry.type,
    typeText: familyLabel(entry.type),
    family: isActivityFamily(entry.type) ? entry.type : null,
    timestamp: when,
    relative: formatRelativeTime(when, now) || '—',
    exact: formatExactTime(when, locale),
  };
}
