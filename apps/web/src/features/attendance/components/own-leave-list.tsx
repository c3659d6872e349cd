import { clsx } from 'clsx';
import { QueryStates } from '../../../components/ui/query-states';
import { SectionCard } from '../../../components/ui/section-card';
import { t } from '../../../lib/i18n/i18n';
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
    <SectionCard title={t('attendance.myLeaveTitle')}>
      <QueryStates
        query={leave}
        loadingLabel={t('attendance.loadingLeave')}
        failedMessage={t('attendance.fetchLeaveFailed')}
        emptyMessage={t('attendance.noLeaveYet')}
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
                  {t('attendance.requestedAt', { when: formatInstant(request.createdAt) })}
                  {request.decidedBy && (
                    <>
                      {' · '}
                      {t('attendance.decidedByName', {
                        status: request.status,
                        name: request.decidedBy.name,
                      })}
                    </>
                  )}
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
                    {t('attendance.rejectedBecause', { note: request.decisionNote })}
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
