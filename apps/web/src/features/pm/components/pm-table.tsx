import { clsx } from 'clsx';
import { DataTable } from '../../../components/ui/data-table';
import { t } from '../../../lib/i18n/i18n';
import { displaySiteName } from '../../sites/public';
import type { PmActions } from '../lib/pm-actions';
import {
  assetLabelOf,
  type PmRow,
  pmDateText,
  recipientTextOf,
  recurrenceLabel,
  rowToneOf,
} from '../lib/pm-display';
import { PmPriorityBadge, PmStatusBadge } from './pm-badges';
import { type PmActionHandlers, PmRowActions } from './pm-row-actions';
import { PmWorkOrderLine } from './pm-work-order-line';

export type PmListProps = PmActionHandlers & {
  rows: PmRow[];
  actions: PmActions;
  /** The PM whose status is being changed, if any. */
  busyId: string | null;
};

const columns = () => [
  t('pm.columnNumber'),
  t('pm.fieldTitle'),
  t('pm.fieldAsset'),
  t('pm.fieldPriority'),
  t('pm.fieldRecurrence'),
  t('pm.fieldDate'),
  t('pm.fieldStatus'),
  t('pm.columnActions'),
];

/** requirements/pm.md#screens: the PM table of wide screens, each row coloured by its status. */
export function PmTable({ rows, actions, busyId, ...handlers }: PmListProps) {
  // A client reads only (requirements/pm.md#states): its Actions column says so rather than standing empty.
  const viewOnly = !actions.manage && actions.statuses.length === 0;
  return (
    <DataTable
      label={t('pm.tableLabel')}
      columns={columns()}
      headCellClassName="px-2 py-3 align-bottom first:ps-3 last:pe-3"
    >
      {rows.map((pm) => (
        <tr key={pm.id} className={clsx('align-top', rowToneOf(pm.status))}>
          <td className="py-3 pe-2 ps-3">{pm.position}</td>
          <th scope="row" className="max-w-72 min-w-40 px-2 py-3 text-start font-normal">
            <span className="block font-semibold wrap-anywhere text-slate-900">{pm.title}</span>
            <span className="block text-xs text-slate-500">
              {pm.recipient?.via === 'assignee'
                ? t('pm.forAssignee', { name: pm.recipient.name })
                : recipientTextOf(pm)}
            </span>
            <PmWorkOrderLine pm={pm} />
          </th>
          <td className="max-w-48 min-w-28 px-2 py-3 wrap-anywhere">
            <span className="block">{assetLabelOf(pm)}</span>
            <span className="text-xs text-slate-500">{displaySiteName(pm.asset.site.name)}</span>
          </td>
          <td className="px-2 py-3">
            <PmPriorityBadge priority={pm.priority} />
          </td>
          <td className="px-2 py-3 whitespace-nowrap">{recurrenceLabel(pm.recurrence)}</td>
          <td className="px-2 py-3 whitespace-nowrap">{pmDateText(pm.date)}</td>
          <td className="px-2 py-3">
            <PmStatusBadge status={pm.status} />
          </td>
          <td className="py-2 pe-3 ps-1">
            {viewOnly ? (
              <span className="text-slate-400">
                <span aria-hidden>—</span>
                <span className="sr-only">{t('pm.viewOnly')}</span>
              </span>
            ) : (
              <PmRowActions pm={pm} actions={actions} busy={busyId === pm.id} {...handlers} />
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
