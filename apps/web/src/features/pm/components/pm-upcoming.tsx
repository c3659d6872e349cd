import type { UpcomingDay } from '@cmms/shared/pm';
import { CalendarDays, UserRound } from 'lucide-react';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { t } from '../../../lib/i18n/i18n';
import { displaySiteName } from '../../sites/public';
import { usePmUpcoming } from '../api/pm';
import { assetLabelOf, recurrenceLabel } from '../lib/pm-display';
import { isForbidden } from '../lib/pm-form';
import { upcomingDayLabel } from '../lib/upcoming';
import { PmPriorityBadge } from './pm-badges';

/**
 * Upcoming (issue 18): the next 30 days, today first, each day that has PMs due with its
 * items; days with nothing due are left out.
 */
export function PmUpcoming({ siteId }: { siteId: string | null }) {
  const upcoming = usePmUpcoming(siteId);
  if (upcoming.isError && isForbidden(upcoming.error)) {
    return <ListMessage>{t('pm.forbidden')}</ListMessage>;
  }
  if (upcoming.isPending) return <ScreenLoading label={t('pm.upcomingLoading')} />;
  if (upcoming.isError) {
    return (
      <LoadFailed
        message={t('pm.upcomingFailed')}
        retrying={upcoming.isFetching}
        onRetry={() => void upcoming.refetch()}
      />
    );
  }
  if (upcoming.data.length === 0) return <ListMessage>{t('pm.upcomingEmpty')}</ListMessage>;
  return (
    <ol className="space-y-4">
      {upcoming.data.map((day) => (
        <UpcomingDayCard key={day.date} day={day} />
      ))}
    </ol>
  );
}

function UpcomingDayCard({ day }: { day: UpcomingDay }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
        <CalendarDays className="size-4 text-brand-700" aria-hidden />
        {upcomingDayLabel(day.date)}
        <span className="font-normal text-slate-500">
          {t('pm.dueCount', { count: day.items.length })}
        </span>
      </h2>
      <ul className="divide-y divide-slate-100">
        {day.items.map((item) => (
          <li
            key={item.pmId}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium wrap-anywhere text-slate-900">{item.title}</p>
              <p className="text-sm wrap-anywhere text-slate-600">
                {assetLabelOf(item)} · {displaySiteName(item.asset.site.name)} ·{' '}
                {recurrenceLabel(item.recurrence)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
              <PmPriorityBadge priority={item.priority} />
              <span className="inline-flex items-center gap-1">
                <UserRound className="size-4 text-slate-400" aria-hidden />
                {item.assignee?.name ?? t('pm.noAssignee')}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}
