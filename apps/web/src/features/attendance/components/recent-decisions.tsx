import { attendanceTexts, type LeaveRequest } from '@cmms/shared/attendance';
import { ListMessage } from '../../../components/ui/list-message';
import { SectionCard } from '../../../components/ui/section-card';
import { formatInstant } from '../lib/dates';
import { LeaveSummaryLine } from './leave-summary-line';
import { LeaveStatusBadge } from './status-badge';

/**
 * Recent Decisions: the latest 10 approvals and rejections, who made them, when, and
 * why (issue 30).
 */
export function RecentDecisions({ decisions }: { decisions: LeaveRequest[] }) {
  return (
    <SectionCard title="Recent Decisions">
      {decisions.length === 0 ? (
        <ListMessage>No leave decisions yet.</ListMessage>
      ) : (
        <ul className="divide-y divide-slate-100">
          {decisions.map((request) => (
            <li key={request.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium text-slate-900">{request.user.name}</p>
                <LeaveStatusBadge status={request.status} />
              </div>
              <LeaveSummaryLine request={request} />
              {request.decidedAt && (
                <p className="text-xs text-slate-500">
                  {request.status} {formatInstant(request.decidedAt)}
                  {request.decidedBy && ` by ${request.decidedBy.name}`}
                </p>
              )}
              {request.decisionNote && (
                <p className="text-sm wrap-anywhere text-slate-700">
                  {attendanceTexts.rejectedBecause(request.decisionNote)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
