import { pmFigureTexts, pmPeriodTexts, pmTableHeader } from '@cmms/shared/report-tables';
import type { PmReport } from '@cmms/shared/reports';
import { DataTable } from '../../../components/ui/data-table';
import { SectionCard } from '../../../components/ui/section-card';
import { formats, t, translator } from '../../../lib/i18n/i18n';
import { downloadPmCsv } from '../api/reports';
import type { ReportFilters } from '../lib/report-filters';
import { useDownload } from '../lib/use-download';
import { BarChart } from './bar-chart';
import { FigureTiles } from './figure-tiles';
import { HowComputed } from './how-computed';
import { CsvButton } from './report-states';

const CELL = 'px-3 py-2 whitespace-nowrap';
const DEFINITIONS = [
  'reports.definePmCompliance',
  'reports.definePlanned',
  'reports.definePmOverdue',
  'reports.defineCalendar',
] as const;

function TextTable({ label, header, rows }: { label: string; header: string[]; rows: string[][] }) {
  return (
    <DataTable
      label={label}
      columns={header}
      headCellClassName={`${CELL} text-end first:text-start`}
    >
      {rows.map(([first, ...cells]) => (
        <tr key={first}>
          <th scope="row" className={`${CELL} text-start font-medium text-slate-900`}>
            {first}
          </th>
          {cells.map((cell, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
            <td key={index} className={`${CELL} text-end tabular-nums`}>
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * Preventive maintenance (docs/reports.md): compliance within each PM's window, planned against
 * reactive work and the PMs overdue now; due and done by period as a chart, and its tables.
 */
export function PmSection({ report, filters }: { report: PmReport; filters: ReportFilters }) {
  const csv = useDownload<'csv'>();
  const reader = translator();
  const { number } = formats();
  const percent = (value: number | null) =>
    value === null ? '–' : number(value, { style: 'percent', maximumFractionDigits: 0 });
  const periodRows = pmPeriodTexts(report, reader);
  return (
    <SectionCard
      title={t('reports.pmSection')}
      actions={
        <CsvButton
          busy={csv.working === 'csv'}
          onClick={() => void csv.start('csv', () => downloadPmCsv(filters))}
        />
      }
    >
      <div className="space-y-5">
        <FigureTiles
          tiles={[
            { label: t('reports.pmCompliance'), value: percent(report.total.compliance) },
            { label: t('reports.pmDue'), value: number(report.total.due) },
            { label: t('reports.pmDoneInWindow'), value: number(report.total.doneInWindow) },
            { label: t('reports.plannedShare'), value: percent(report.total.plannedShare) },
            { label: t('reports.pmOverdueNow'), value: number(report.overdueNow) },
          ]}
        />
        {report.total.due === 0 ? (
          <p className="text-sm text-slate-600">{t('reports.noPm')}</p>
        ) : (
          <>
            <BarChart
              title={t('reports.pmChartTitle')}
              description={t('reports.chartDescription')}
              mode="grouped"
              series={[
                { key: 'due', label: t('reports.pmDue'), color: '#94a3b8' },
                { key: 'done', label: t('reports.pmDoneInWindow'), color: '#15803d' },
              ]}
              columns={report.periods.map((period, index) => ({
                id: period.start,
                label: periodRows[index]?.[0] ?? period.start,
                values: { due: period.due, done: period.doneInWindow },
              }))}
            />
            <TextTable
              label={t('reports.pmSection')}
              header={pmTableHeader('period', reader)}
              rows={periodRows}
            />
            <TextTable
              label={t('reports.pmBySite')}
              header={pmTableHeader('site', reader)}
              rows={report.bySite.map((site) => [site.name, ...pmFigureTexts(site, reader)])}
            />
          </>
        )}
        <HowComputed definitions={DEFINITIONS} />
      </div>
    </SectionCard>
  );
}
