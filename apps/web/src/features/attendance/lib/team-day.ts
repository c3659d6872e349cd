import type { TeamMember } from '@cmms/shared/attendance';
import { t } from '../../../lib/i18n/i18n';
import { formatClock } from './dates';

/** The line under a person's name: when they came and went, or their shift, or why not. */
export function dayLine(member: TeamMember) {
  const zone = member.timeZone;
  if (member.firstIn) {
    const firstIn = formatClock(member.firstIn, zone);
    if (member.onSite) return t('attendance.onSiteSince', { time: firstIn });
    return member.lastOut
      ? t('attendance.inAtLeftAt', { in: firstIn, out: formatClock(member.lastOut, zone) })
      : t('attendance.inAt', { time: firstIn });
  }
  const shift = member.shift
    ? `${member.shift.name} ${member.shift.startTime}–${member.shift.endTime}`
    : t('attendance.noShift');
  return member.detail ? `${member.detail} · ${shift}` : shift;
}
