import type { PlainKey } from '@cmms/shared/i18n/message';
import { BACKLOG_AGES, type BacklogAge, type BacklogReport } from '@cmms/shared/reports';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS } from '@cmms/shared/work-orders';
import { DataTable } from '../../../components/ui/data-table';
import { SectionCard } from '../../../components/ui/section-card';
import { formats, t } from '../../../lib/i18n/i18n';
import { BarChart } from './bar-chart';
import { HowComputed } from './how-computed';

const AGE_LABELS = {
  '0-7': 'reports.age0to7',
  '8-30': 'reports.age8to30',
  '31-90': 'reports.age31to90',
  '90+': 'reports.ageOver90',
} as const satisfies Record<BacklogAge, PlainKey>;
const PRIORITY_COLOURS = { low: '#94a3b8', medium: '#f59e0b', high: '#dc2626' } as const;
const CELL = 'px-3 py-2 whitespace-nowrap';

/** The open work orders now, by age and priority: a stacked chart and its table. */
export function BacklogSection({ report }: { report: BacklogReport }) {
  const { number } = formats();
  const rows = [
    ...report.ages.map((row) => ({ id: row.age, label: t(AGE_LABELS[row.age]), ...row })),
    { id: 'total', label: t('reports.total'), ...report.total },
  ];
  return (
    <SectionCard title={t('reports.backlogSection')}>
      <div className="space-y-5">
        <BarChart
          title={t('reports.backlogChartTitle')}
          description={t('reports.chartDescription')}
          mode="stacked"
          series={TASK_PRIORITIES.map((priority) => ({
            key: priority,
            label: t(TASK_PRIORITY_LABELS[priority]),
            color: PRIORITY_COLOURS[priority],
          }))}
          columns={BACKLOG_AGES.map((age) => {
            const row = report.ages.find((one) => one.age === age);
            return {
              id: age,
              label: t(AGE_LABELS[age]),
              values: { low: row?.low ?? 0, medium: row?.medium ?? 0, high: row?.high ?? 0 },
            };
          })}
        />
        <DataTable
          label={t('reports.backlogSection')}
          columns={[
            t('reports.age'),
            ...TASK_PRIORITIES.map((priority) => t(TASK_PRIORITY_LABELS[priority])),
            t('reports.total'),
          ]}
          headCellClassName={`${CELL} text-end first:text-start`}
        >
          {rows.map((row) => (
            <tr key={row.id} className={row.id === 'total' ? 'font-semibold' : undefined}>
              <th scope="row" className={`${CELL} text-start font-medium text-slate-900`}>
                {row.label}
              </th>
              {[...TASK_PRIORITIES.map((priority) => row[priority]), row.total].map((n, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={index} className={`${CELL} text-end tabular-nums`}>
                  {number(n)}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
        <HowComputed definitions={['reports.defineBacklog', 'reports.defineCalendar']} />
      </div>
    </SectionCard>
  );
}
