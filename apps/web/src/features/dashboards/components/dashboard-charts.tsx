import type { DashboardStats } from '@cmms/shared/dashboard';
import { TASK_STATUS_LABELS } from '@cmms/shared/work-orders';
import type { ReactNode } from 'react';
import { BarList, ColumnChart, STRIPES } from '../../../components/ui/bar-chart';
import { assetStatusLook } from '../../assets/public';
import type { chartsFor } from '../lib/dashboard-links';
import { formatCount, weekLabel } from '../lib/format';

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
        <ChartCard title="Work orders by week" wide>
          <ColumnChart
            title="Work orders created and completed per week, the last 8 weeks"
            groupLabel="Week of"
            series={[
              { name: 'Created', className: 'bg-brand-600' },
              { name: 'Completed', className: STRIPES },
            ]}
            groups={charts.tasksByWeek.map((week) => ({
              label: weekLabel(week.weekStart),
              values: [week.created, week.completed],
            }))}
          />
        </ChartCard>
      )}
      {show.tasksByStatus && (
        <ChartCard title="Work orders by status">
          <BarList
            title="Work orders by status"
            valueLabel="Work orders"
            empty="No work orders yet."
            bars={charts.tasksByStatus.map(({ status, count }) => ({
              label: TASK_STATUS_LABELS[status] ?? status,
              value: count,
              className: TASK_BAR[status] ?? 'bg-brand-600',
            }))}
          />
        </ChartCard>
      )}
      {show.assetsByStatus && (
        <ChartCard title="Assets by status">
          <BarList
            title="Assets by status"
            valueLabel="Assets"
            empty="No assets yet."
            bars={charts.assetsByStatus.map(({ status, count }) => {
              const look = assetStatusLook(status);
              return { label: look.label, value: count, className: ASSET_BAR[look.tone] };
            })}
          />
        </ChartCard>
      )}
      {show.bySite && charts.bySite.length > 0 && (
        <ChartCard title="Sites at a glance" wide>
          <div className="grid gap-6 md:grid-cols-2">
            <div className="min-w-0">
              <h3 className="mb-2 text-sm font-medium text-slate-600">Open work orders</h3>
              <BarList
                title="Open work orders per site"
                valueLabel="Open work orders"
                bars={charts.bySite.map((site) => ({
                  label: site.name,
                  value: site.open,
                  className: 'bg-brand-600',
                }))}
                empty="No open work orders."
              />
            </div>
            <div className="min-w-0">
              <h3 className="mb-2 text-sm font-medium text-slate-600">Overdue work orders</h3>
              <BarList
                title="Overdue work orders per site"
                valueLabel="Overdue work orders"
                bars={charts.bySite.map((site) => ({
                  label: site.name,
                  value: site.overdue,
                  className: 'bg-red-600',
                }))}
                empty="Nothing overdue."
              />
            </div>
          </div>
          {/* The bars cut a long name to their width; here each is in full. */}
          <p className="mt-4 text-xs wrap-anywhere text-slate-500">
            {charts.bySite
              .map(
                (site) =>
                  `${site.name}: ${formatCount(site.tasks)} work orders, ${formatCount(site.assets)} assets`,
              )
              .join(' · ')}
          </p>
        </ChartCard>
      )}
    </div>
  );
}
