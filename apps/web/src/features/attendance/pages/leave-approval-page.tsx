import { PageHeader } from '../../../components/ui/page-header';
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
      <PageHeader title="Leave Approval">
        <p className="text-sm text-slate-600">Approve or reject your team’s leave requests.</p>
      </PageHeader>
      <PendingLeaveList
        key={siteId ?? 'all'}
        title="Pending Leave Requests"
        decide={decide}
        siteId={siteId}
      />
      {summary.data && <RecentDecisions decisions={summary.data.recentDecisions} />}
    </div>
  );
}
