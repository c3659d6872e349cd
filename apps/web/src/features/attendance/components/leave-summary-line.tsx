import type { LeaveRequest } from '@cmms/shared/attendance';
import { formatDay } from '../lib/dates';

/** 'Sick · Mon, Mar 2, 2026 – Wed, Mar 4, 2026 (3 days)': what a request asks for. */
function leavePeriod(request: Pick<LeaveRequest, 'startDate' | 'endDate' | 'days'>) {
  const range =
    request.startDate === request.endDate
      ? formatDay(request.startDate)
      : `${formatDay(request.startDate)} – ${formatDay(request.endDate)}`;
  return `${range} (${request.days} ${request.days === 1 ? 'day' : 'days'})`;
}

/** The type and the period of a request on one line. */
export function LeaveSummaryLine({ request }: { request: LeaveRequest }) {
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{request.leaveType}</span> ·{' '}
      {leavePeriod(request)}
    </p>
  );
}
