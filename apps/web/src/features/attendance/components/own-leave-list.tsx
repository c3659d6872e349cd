import { attendanceTexts } from '@cmms/shared/attendance';
import { clsx } from 'clsx';
import { QueryStates } from '../../../components/ui/query-states';
import { SectionCard } from '../../../components/ui/section-card';
import { useOwnLeave } from '../api/leave';
import { formatInstant } from '../lib/dates';
import { LeaveSummaryLine } from './leave-summary-line';
import { LeaveStatusBadge } from './status-badge';

/**
 * The user's own leave requests, newest first, each with its status, and why it was
 * rejected (issue 30).
 */
export function OwnLeaveList() {
  const leave = useOwnLeave();

  return (
    <SectionCard title="My Leave Requests">
      <QueryStates
        query={leave}
        loadingLabel="Loading leave requests…"
        failedMessage={attendanceTexts.fetchLeaveFailed}
        emptyMessage="No leave requests yet."
      >
        {(items) => (
          <ul className="divide-y divide-slate-100">
            {items.map((request) => (
              <li key={request.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
                <div className="flex items-start justify-between gap-3">
                  <LeaveSummaryLine request={request} />
                  <LeaveStatusBadge status={request.status} />
                </div>
                <p className="text-sm wrap-anywhere text-slate-600">{request.reason}</p>
                <p className="text-xs text-slate-500">
                  Requested {formatInstant(request.createdAt)}
                  {request.decidedBy && ` · ${request.status} by ${request.decidedBy.name}`}
                </p>
                {request.decisionNote && (
                  <p
                    className={clsx(
                      'rounded-lg px-3 py-2 text-sm wrap-anywhere',
                      request.status === 'Rejected'
                        ? 'bg-red-50 text-red-900'
                        : 'bg-slate-50 text-slate-700',
                    )}
                  >
                    {attendanceTexts.rejectedBecause(request.decisionNote)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </SectionCard>
  );
}
