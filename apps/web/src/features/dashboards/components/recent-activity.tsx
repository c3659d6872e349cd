import type { ActivityEntry } from '@cmms/shared/activity';
import { Activity, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { formatRelativeTime } from '../../../lib/time-ago';
import { activityActionText } from '../../activity-log/public';

/**
 * Recent activity (requirements/dashboards.md#screens): at most `limit` entries, newest first, each with who, what and
 * when ("Just now", minutes, hours, days).
 */
export function RecentActivity({
  entries,
  limit,
  loading,
  failed,
  onRetry,
  now,
  action,
}: {
  entries: ActivityEntry[] | undefined;
  limit: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  now: number;
  action?: ReactNode;
}) {
  const shown = (entries ?? []).slice(0, limit);
  return (
    <section
      aria-labelledby="recent-activity-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-activity-heading" className="text-base font-semibold text-slate-900">
          {t('dashboards.recentActivity')}
        </h2>
        {action}
      </div>
      {loading ? (
        <p className="mt-4 text-sm text-slate-500">{t('dashboards.loadingActivity')}</p>
      ) : failed && shown.length === 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <span>{t('dashboards.activityFailed')}</span>
          <Button
            variant="ghost"
            icon={<RotateCw className="size-4" aria-hidden />}
            onClick={onRetry}
          >
            {t('dashboards.retry')}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t('dashboards.noActivity')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {shown.map((entry) => {
            const at = entry.timestamp || entry.createdAt;
            return (
              <li key={entry.id} className="flex gap-3 py-3">
                <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                  <Activity className="size-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium wrap-anywhere text-slate-900">
                    {activityActionText(entry.action)}
                  </p>
                  {entry.description && (
                    <p className="text-sm wrap-anywhere text-slate-600">{entry.description}</p>
                  )}
                  <p className="mt-0.5 text-xs text-slate-500">
                    {entry.user}
                    {' · '}
                    <time dateTime={at}>{formatRelativeTime(at, now)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
