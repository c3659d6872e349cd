import { workRowLabelText } from '@cmms/shared/report-tables';
import { type WorkTable as Table, WORK_TABLES, type WorkReport } from '@cmms/shared/reports';
import { SectionCard } from '../../../components/ui/section-card';
import { Tabs, useTabParam } from '../../../components/ui/tabs';
import { formats, t, translator } from '../../../lib/i18n/i18n';
import { downloadWorkCsv } from '../api/reports';
import type { ReportFilters } from '../lib/report-filters';
import { useDownload } from '../lib/use-download';
import { BarChart } from './bar-chart';
import { FigureTiles } from './figure-tiles';
import { HowComputed } from './how-computed';
import { CsvButton } from './report-states';
import { WorkTable } from './work-table';

const TAB_LABELS = {
  periods: 'reports.tabPeriods',
  sites: 'reports.tabSites',
  assignees: 'reports.tabAssignees',
  assetTypes: 'reports.tabAssetTypes',
  priorities: 'reports.tabPriorities',
  taskTypes: 'reports.tabTaskTypes',
} as const satisfies Record<Table, string>;

const DEFINITIONS = [
  'reports.defineOpened',
  'reports.defineCompleted',
  'reports.defineOnTime',
  'reports.defineCompletionTime',
  'reports.defineCancelledReopened',
  'reports.defineCalendar',
] as const;

/** The work report: headline figures, opened and completed by period, and its tables. */
export function WorkSection({ report, filters }: { report: WorkReport; filters: ReportFilters }) {
  const tabs = WORK_TABLES.map((id) => ({ id, label: t(TAB_LABELS[id]) }));
  const [selected, selectTable] = useTabParam(tabs);
  const table = selected ?? 'periods';
  const csv = useDownload<'csv'>();
  const { number } = formats();
  const { total } = report;
  const hours = (value: number | null) =>
    value === null ? '–' : number(value, { maximumFractionDigits: 1 });
  const reader = translator();
  return (
    <SectionCard
      title={t('reports.workSection')}
      actions={
        <CsvButton
          busy={csv.working === 'csv'}
          onClick={() => void csv.start('csv', () => downloadWorkCsv(filters, table))}
        />
      }
    >
      <div className="space-y-5">
        <FigureTiles
          tiles={[
            { label: t('reports.opened'), value: number(total.opened) },
            { label: t('reports.completed'), value: number(total.completed) },
            {
              label: t('reports.onTimeRate'),
              value:
                total.onTimeRate === null
                  ? '–'
                  : number(total.onTimeRate, { style: 'percent', maximumFractionDigits: 0 }),
            },
            {
              label: t('reports.completionMedianHours'),
              value: hours(total.completionMedianHours),
            },
            { label: t('reports.cancelled'), value: number(total.cancelled) },
            { label: t('reports.reopened'), value: number(total.reopened) },
          ]}
        />
        <BarChart
          title={t('reports.workChartTitle')}
          description={t('reports.chartDescription')}
          mode="grouped"
          series={[
            { key: 'opened', label: t('reports.opened'), color: '#94a3b8' },
            { key: 'completed', label: t('reports.completed'), color: '#1d4ed8' },
          ]}
          columns={report.periods.map((period) => ({
            id: period.start,
            label: workRowLabelText(
              { kind: 'period', start: period.start },
              report.interval,
              reader,
            ),
            values: { opened: period.opened, completed: period.completed },
          }))}
        />
        <Tabs
          label={t('reports.tablesLabel')}
          tabs={tabs}
          selected={table}
          onSelect={selectTable}
          wrap
        >
          <WorkTable report={report} table={table} label={t(TAB_LABELS[table])} />
        </Tabs>
        <HowComputed definitions={DEFINITIONS} />
      </div>
    </SectionCard>
  );
}
