import type { DashboardStats } from '@cmms/shared/dashboard';
import type { ReactNode } from 'react';
import { BarList, ColumnChart, STRIPES } from '../../../components/ui/bar-chart';
import { t } from '../../../lib/i18n/i18n';
import { assetStatusLook } from '../../assets/public';
import { statusLabel } from '../../work-orders/public';
import type { chartsFor } from '../lib/dashboard-links';
import { weekLabel } from '../lib/format';

const TASK_BAR: Record<string, string> = {
  pending: 'bg-amber-500',
  in_progress: 'bg-brand-600',
  completed: 'bg-emerald-600',
  on_hold: 'bg-slate-500',
  cancelled: 'bg-slate-400',
  overdue: 'bg-red-600',
};

const ASSET_BAR: Record<string, string> = {
  active: 'bg-emerald-600',
  hold: 'bg-amber-500',
  completed: 'bg-brand-600',
  out: 'bg-red-600',
  inactive: 'bg-slate-500',
  other: 'bg-sky-500',
};

function ChartCard({
  title,
  children,
  wide,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      aria-label={title}
      // min-w-0: a grid item as wide as its longest unbroken line (a long site name in a bar's
      // label) would widen a phone's page past its screen.
      className={
        wide
          ? 'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:col-span-2'
          : 'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5'
      }
    >
      <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The charts of a dashboard, from the server's figures (charts.*). */
export function DashboardCharts({
  stats,
  show,
}: {
  stats: DashboardStats;
  show: ReturnType<typeof chartsFor>;
}) {
  const { charts } = stats;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {show.tasksByWeek && (
        <ChartCard title={t('dashboards.chartByWeek')} wide>
          <ColumnChart
            title={t('dashboards.chartByWeekCaption')}
            groupLabel={t('dashboards.chartWeekOf')}
            series={[
              { name: t('dashboards.seriesCreated'), className: 'bg-brand-600' },
              { name: t('dashboards.seriesCompleted'), className: STRIPES },
            ]}
            groups={charts.tasksByWeek.map((week) => ({
              label: weekLabel(week.weekStart),
              values: [week.created, week.completed],
            }))}
          />
        </ChartCard>
      )}
      {show.tasksByStatus && (
        <ChartCard title={t('dashboards.chartByStatus')}>
          <BarList
            title={t('dashboards.chartByStatus')}
            valueLabel={t('dashboards.chartWorkOrders')}
            empty={t('dashboards.chartNoWorkOrders')}
            bars={charts.tasksByStatus.map(({ status, count }) => ({
              label: statusLabel(status),
              value: count,
              className: TASK_BAR[status] ?? 'bg-brand-600',
            }))}
          />
        </ChartCard>
      )}
      {show.assetsByStatus && (
        <ChartCard title={t('dashboards.chartAssetsByStatus')}>
          <BarList
            title={t('dashboards.chartAssetsByStatus')}
            valueLabel={t('dashboards.chartAssets')}
            empty={t('dashboards.chartNoAssets')}
            bars={charts.assetsByStatus.map(({ status, count }) => {
              const look = assetStatusLook(status);
              return { label: look.label, value: count, className: ASSET_BAR[look.tone] };
            })}
          />
        </ChartCard>
      )}
      {show.bySite && charts.bySite.length > 0 && (
        <ChartCard title={t('dashboards.chartSites')} wide>
          <div className="grid gap-6 md:grid-cols-2">
            <div className="min-w-0">
              <h3 className="mb-2 text-sm font-medium text-slate-600">
                {t('dashboards.chartOpen')}
              </h3>
              <BarList
                title={t('dashboards.chartOpenCaption')}
                valueLabel={t('dashboards.chartOpen')}
                bars={charts.bySite.map((site) => ({
                  label: site.name,
                  value: site.open,
                  className: 'bg-brand-600',
                }))}
                empty={t('dashboards.chartNoOpen')}
              />
            </div>
            <div className="min-w-0">
              <h3 className="mb-2 text-sm font-medium text-slate-600">
                {t('dashboards.chartOverdue')}
              </h3>
              <BarList
                title={t('dashboards.chartOverdueCaption')}
                valueLabel={t('dashboards.chartOverdue')}
                bars={charts.bySite.map((site) => ({
                  label: site.name,
                  value: site.overdue,
                  className: 'bg-red-600',
                }))}
                empty={t('dashboards.chartNoOverdue')}
              />
            </div>
          </div>
          {/* The bars cut a long name to their width; here each is in full. */}
          <p className="mt-4 text-xs wrap-anywhere text-slate-500">
            {charts.bySite
              .map((site) =>
                t('dashboards.siteSummary', {
                  site: site.name,
                  tasks: site.tasks,
                  assets: site.assets,
                }),
              )
              .join(' · ')}
          </p>
        </ChartCard>
      )}
    </div>
  );
}
