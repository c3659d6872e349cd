import type { AttendanceStatus, LeaveStatus, TeamStatus } from '@cmms/shared/attendance';

/** The colour of each attendance status (requirements/attendance.md#screens: statuses coloured), as badge classes. */
export const ATTENDANCE_STATUS_CLASSES: Record<AttendanceStatus, string> = {
  Present: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  Late: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  Absent: 'bg-red-50 text-red-800 ring-red-600/20',
  Leave: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  Holiday: 'bg-violet-50 text-violet-800 ring-violet-600/20',
};

export const LEAVE_STATUS_CLASSES: Record<LeaveStatus, string> = {
  Pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  Approved: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  Rejected: 'bg-red-50 text-red-800 ring-red-600/20',
};

/** The colour of each status of the Today view (issue 30). */
export const TEAM_STATUS_CLASSES: Record<TeamStatus, string> = {
  'On site': 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  Late: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  Left: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  'Not yet in': 'bg-white text-slate-700 ring-slate-400/40',
  Absent: 'bg-red-50 text-red-800 ring-red-600/20',
  'On leave': 'bg-sky-50 text-sky-800 ring-sky-600/20',
  Holiday: 'bg-violet-50 text-violet-800 ring-violet-600/20',
  'Day off': 'bg-slate-50 text-slate-600 ring-slate-400/30',
};
