import { PageHeader } from '../../../components/ui/page-header';
import { t } from '../../../lib/i18n/i18n';
import { useSiteSelection } from '../../sites/public';
import { useLeaveSummary, useProcessLeave } from '../api/leave';
import { PendingLeaveList } from '../components/pending-leave-list';
import { RecentDecisions } from '../components/recent-decisions';

/**
 * Leave approval: the pending requests, approved or rejected through PATCH, and
 * the latest decisions with why; both of the header's site when one is chosen (issue 30), else of
 * all the approver's sites.
 */
export function LeaveApprovalPage() {
  const decide = useProcessLeave();
  const selection = useSiteSelection();
  // Only a choice the user has (admins, managers); a supervisor sees all their sites.
  const siteId = selection.showSelector ? selection.selectedSiteId : null;
  const summary = useLeaveSummary(siteId);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader title={t('attendance.approvalTitle')}>
        <p className="text-sm text-slate-600">{t('attendance.approvalSubtitle')}</p>
      </PageHeader>
      <PendingLeaveList
        key={siteId ?? 'all'}
        title={t('attendance.pendingTitle')}
        decide={decide}
        siteId={siteId}
      />
      {summary.data && <RecentDecisions decisions={summary.data.recentDecisions} />}
    </div>
  );
}
