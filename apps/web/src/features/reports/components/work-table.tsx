import {
  workFigureTexts,
  workRowLabelText,
  workTableHeader,
  workTableRows,
} from '@cmms/shared/report-tables';
import type { WorkTable as Table, WorkReport } from '@cmms/shared/reports';
import { DataTable } from '../../../components/ui/data-table';
import { t, translator } from '../../../lib/i18n/i18n';

const CELL = 'px-3 py-2 whitespace-nowrap';

/**
 * One table of the work report, as the CSV and the PDF have it (report-tables.ts): its first
 * column names the row, the figures follow, right-aligned.
 */
export function WorkTable({
  report,
  table,
  label,
}: {
  report: WorkReport;
  table: Table;
  label: string;
}) {
  const rows = workTableRows(report, table);
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t('reports.noWork')}</p>;
  const reader = translator();
  return (
    <DataTable
      label={label}
      columns={workTableHeader(table, reader)}
      headCellClassName={`${CELL} text-end first:text-start`}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" className={`${CELL} text-start font-medium text-slate-900`}>
            {workRowLabelText(row.label, report.interval, reader)}
          </th>
          {workFigureTexts(row.figures, reader).map((text, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
            <td key={index} className={`${CELL} text-end tabular-nums`}>
              {text}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
