import type { AssetHistory } from '@cmms/shared/asset-history';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/ui/data-table';
import { ListMessage } from '../../../../components/ui/list-message';
import { WIDE_LIST_QUERY } from '../../../../lib/device';
import { formats, t } from '../../../../lib/i18n/i18n';
import { moneyText } from '../../../../lib/i18n/money-text';
import { useMediaQuery } from '../../../../lib/use-media-query';
import {
  workOrderRecordPath as recordPath,
  WorkOrderStatusBadge,
} from '../../../work-orders/public';
import { hoursMinutesText } from '../../lib/durations';

type Row = AssetHistory['workOrders'][number];

const TITLE_LINK =
  'font-semibold wrap-anywhere text-brand-800 underline-offset-4 hover:underline focus-visible:underline';
const day = (iso: string | null) => (iso ? formats().dateTime(iso, { dateStyle: 'medium' }) : '—');

type Props = { rows: Row[]; currency: string | null; withCost: boolean };

/** The figures of a row, as the table's last columns and the card's facts. */
const factLabels = (withCost: boolean) => [
  t('workOrders.fieldAssignedTo'),
  t('workOrders.fieldCreated'),
  t('workOrders.fieldCompleted'),
  t('workOrderPage.time'),
  t('workOrderPage.parts'),
  ...(withCost ? [t('workOrderPage.cost')] : []),
];

function factValues(row: Row, currency: string | null, withCost: boolean) {
  const values = [
    row.assignedTo.name,
    day(row.createdAt),
    day(row.completedAt),
    hoursMinutesText(row.minutes),
    formats().number(row.partsUsed),
  ];
  if (withCost) values.push(row.cost === null ? '—' : moneyText(row.cost, currency));
  return values;
}

function HistoryTable({ rows, currency, withCost }: Props) {
  const columns = [
    t('workOrders.fieldNumber'),
    t('workOrders.fieldTitle'),
    t('workOrders.fieldStatus'),
    ...factLabels(withCost),
  ];
  return (
    <DataTable
      label={t('assetHistory.tableLabel')}
      columns={columns}
      headCellClassName="px-2 py-3 align-bottom first:ps-3 last:pe-3"
    >
      {rows.map((row) => (
        <tr key={row.id} className="align-top hover:bg-slate-50">
          <td className="py-3 pe-2 ps-3 font-mono text-xs whitespace-nowrap">
            {row.workOrderNumber}
          </td>
          <th scope="row" className="max-w-64 min-w-36 px-2 py-3 text-start font-normal">
            <Link to={recordPath(row.id)} className={TITLE_LINK}>
              {row.title}
            </Link>
          </th>
          <td className="px-2 py-3">
            <WorkOrderStatusBadge status={row.status} taskId={row.id} />
          </td>
          {factValues(row, currency, withCost).map((value, index) => (
            <td
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in order.
              key={index}
              // The name may wrap; the dates and figures keep to one line.
              className={
                index === 0
                  ? 'max-w-40 min-w-28 px-2 py-3 wrap-anywhere'
                  : 'px-2 py-3 whitespace-nowrap last:pe-3'
              }
            >
              {value}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

function HistoryCard({ row, currency, withCost }: Omit<Props, 'rows'> & { row: Row }) {
  const values = factValues(row, currency, withCost);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-xs text-slate-500">{row.workOrderNumber}</p>
          <h3 className="text-base">
            <Link to={recordPath(row.id)} className={TITLE_LINK}>
              {row.title}
            </Link>
          </h3>
        </div>
        <WorkOrderStatusBadge status={row.status} taskId={row.id} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {factLabels(withCost).map((label, index) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="wrap-anywhere text-slate-800">{values[index]}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/**
 * The asset's work orders, newest first (the server's order), each title opening its record:
 * a table where the columns have room, cards elsewhere, as the work order list does.
 */
export function HistoryWorkOrders({ history }: { history: AssetHistory }) {
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  const rows = history.workOrders;
  const { currency } = history.totals;
  // Null for all, or for none: the server leaves cost out for those who may not see pay.
  const withCost = history.totals.cost !== null;
  if (rows.length === 0) return <ListMessage>{t('assetHistory.noWorkOrders')}</ListMessage>;
  return (
    <div className="space-y-3">
      {history.totals.workOrders > rows.length && (
        <p className="text-sm text-slate-600">
          {t('assetHistory.latestShown', { shown: rows.length, total: history.totals.workOrders })}
        </p>
      )}
      {wide ? (
        <HistoryTable rows={rows} currency={currency} withCost={withCost} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {rows.map((row) => (
            <li key={row.id}>
              <HistoryCard row={row} currency={currency} withCost={withCost} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
