import {
  ATTENDANCE_STATUS_KEYS,
  type AttendanceStatus,
  LEAVE_STATUS_KEYS,
  type LeaveStatus,
  TEAM_STATUS_KEYS,
  type TeamStatus,
} from '@cmms/shared/attendance';
import { clsx } from 'clsx';
import { t } from '../../../lib/i18n/i18n';
import {
  ATTENDANCE_STATUS_CLASSES,
  LEAVE_STATUS_CLASSES,
  TEAM_STATUS_CLASSES,
} from '../lib/status-styles';

const badge =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** An attendance status in its colour; a day without one (today, days to come) shows '-'. */
export function AttendanceStatusBadge({ status }: { status: AttendanceStatus | null }) {
  if (status === null) return <span className="text-slate-400">-</span>;
  return (
    <span className={clsx(badge, ATTENDANCE_STATUS_CLASSES[status])}>
      {t(ATTENDANCE_STATUS_KEYS[status])}
    </span>
  );
}

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return (
    <span className={clsx(badge, LEAVE_STATUS_CLASSES[status])}>
      {t(LEAVE_STATUS_KEYS[status])}
    </span>
  );
}

export function TeamStatusBadge({ status }: { status: TeamStatus }) {
  return (
    <span className={clsx(badge, TEAM_STATUS_CLASSES[status])}>{t(TEAM_STATUS_KEYS[status])}</span>
  );
}
