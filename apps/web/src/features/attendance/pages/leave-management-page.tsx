import { Clock } from 'lucide-react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { t } from '../../../lib/i18n/i18n';
import { useSiteSelection } from '../../sites/public';
import { useLeaveSummary, useManageLeave } from '../api/leave';
import { PendingLeaveList } from '../components/pending-leave-list';
import { RecentDecisions } from '../components/recent-decisions';

/**
 * Leave Management (requirements/attendance.md#screens, admin area): how many requests wait, the pending requests
 * decided through PUT /attendance/leave/{id} (lower-case status, requirements/attendance.md#states), and the latest 10
 * decisions; of the header's site when one is chosen (issue 30).
 */
export function LeaveManagementPage() {
  const selection = useSiteSelection();
  const siteId = selection.showSelector ? selection.selectedSiteId : null;
  const summary = useLeaveSummary(siteId);
  const decide = useManageLeave();

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader title={t('attendance.leaveManagementTitle')}>
        <p className="text-sm text-slate-600">{t('attendance.leaveManagementSubtitle')}</p>
      </PageHeader>
      {summary.isPending && <ScreenLoading label={t('attendance.loadingSummary')} />}
      {summary.isError && !summary.data && (
        <LoadFailed
          message={t('attendance.fetchLeaveFailed')}
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      )}
      {summary.data && (
        <section
          aria-labelledby="pending-count-title"
          className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:max-w-xs"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-700">
            <Clock className="size-6" aria-hidden />
          </span>
          <div>
            <h2 id="pending-count-title" className="text-sm font-medium text-slate-600">
              {t('attendance.pendingRequests')}
            </h2>
            <p className="text-3xl font-bold text-slate-900 tabular-nums">
              {summary.data.pendingCount}
            </p>
          </div>
        </section>
      )}
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
