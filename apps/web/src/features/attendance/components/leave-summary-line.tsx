import { LEAVE_TYPE_KEYS, type LeaveRequest } from '@cmms/shared/attendance';
import { t } from '../../../lib/i18n/i18n';
import { formatDay } from '../lib/dates';

/** 'Sick · Mon, Mar 2, 2026 – Wed, Mar 4, 2026 (3 days)': what a request asks for. */
function leavePeriod(request: Pick<LeaveRequest, 'startDate' | 'endDate' | 'days'>) {
  const range =
    request.startDate === request.endDate
      ? formatDay(request.startDate)
      : t('attendance.dateRange', {
          start: formatDay(request.startDate),
          end: formatDay(request.endDate),
        });
  return t('attendance.leavePeriod', { range, days: request.days });
}

/** The type and the period of a request on one line. */
export function LeaveSummaryLine({ request }: { request: LeaveRequest }) {
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{t(LEAVE_TYPE_KEYS[request.leaveType])}</span>{' '}
      · {leavePeriod(request)}
    </p>
  );
}
