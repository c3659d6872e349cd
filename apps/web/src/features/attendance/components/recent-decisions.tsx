import type { LeaveRequest } from '@cmms/shared/attendance';
import { ListMessage } from '../../../components/ui/list-message';
import { SectionCard } from '../../../components/ui/section-card';
import { t } from '../../../lib/i18n/i18n';
import { formatInstant } from '../lib/dates';
import { LeaveSummaryLine } from './leave-summary-line';
import { LeaveStatusBadge } from './status-badge';

/**
 * Recent Decisions: the latest 10 approvals and rejections, who made them, when, and
 * why (issue 30).
 */
export function RecentDecisions({ decisions }: { decisions: LeaveRequest[] }) {
  return (
    <SectionCard title={t('attendance.recentDecisionsTitle')}>
      {decisions.length === 0 ? (
        <ListMessage>{t('attendance.noDecisionsYet')}</ListMessage>
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
                  {t('attendance.decidedAt', {
                    status: request.status,
                    when: formatInstant(request.decidedAt),
                    hasName: request.decidedBy !== null,
                    name: request.decidedBy?.name ?? '',
                  })}
                </p>
              )}
              {request.decisionNote && (
                <p className="text-sm wrap-anywhere text-slate-700">
                  {t('attendance.rejectedBecause', { note: request.decisionNote })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
