import type { TeamMember } from '@cmms/shared/attendance';
import { formatClock } from './dates';

/** The line under a person's name: when they came and went, or their shift, or why not. */
export function dayLine(member: TeamMember) {
  const zone = member.timeZone;
  if (member.firstIn) {
    const since = `In at ${formatClock(member.firstIn, zone)}`;
    if (member.onSite) return `On site since ${formatClock(member.firstIn, zone)}`;
    return member.lastOut ? `${since}, left at ${formatClock(member.lastOut, zone)}` : since;
  }
  const shift = member.shift
    ? `${member.shift.name} ${member.shift.startTime}–${member.shift.endTime}`
    : 'No shift';
  return member.detail ? `${member.detail} · ${shift}` : shift;
}
