import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { t } from '../../../lib/i18n/i18n';
import { displaySiteName } from '../../sites/public';
import { RECORD_LINK, workOrderRecordPath } from '../lib/record-link';
import type { WorkOrderView } from '../lib/work-order-display';
import type { RowActions } from '../lib/work-order-permissions';
import { DueDate } from './due-date';
import { type WorkOrderActionHandlers, WorkOrderRowActions } from './work-order-row-actions';
import { WorkOrderStatusBadge } from './work-order-status-badge';

export type WorkOrderListProps = WorkOrderActionHandlers & {
  tasks: WorkOrderView[];
  actionsFor(task: WorkOrderView): RowActions;
  /** The work order whose status is being changed, if any. */
  busyId: string | null;
};

const COLUMNS = [
  'workOrders.columnNumber',
  'workOrders.fieldNumber',
  'workOrders.columnWorkOrder',
  'workOrders.fieldAssignedTo',
  'workOrders.fieldDueDate',
  'workOrders.fieldSite',
  'workOrders.fieldAsset',
  'workOrders.fieldStatus',
  'workOrders.columnActions',
] as const;

/** requirements/work-orders.md#screens: the work orders table of wide screens. */
export function WorkOrdersTable({ tasks, actionsFor, busyId, ...handlers }: WorkOrderListProps) {
  return (
    <DataTable
      label={t('workOrders.tableLabel')}
      columns={COLUMNS.map((key) => t(key))}
      headCellClassName="px-2 py-3 align-bottom first:ps-3 last:pe-3"
    >
      {tasks.map((task) => (
        // Secondary texts are slate-600: slate-500 on an overdue row's red tint falls below 4.5:1.
        <tr
          key={task.id}
          className={
            task.overdue ? 'bg-red-50/40 align-top hover:bg-red-50' : 'align-top hover:bg-slate-50'
          }
        >
          <td className="py-3 pe-2 ps-3">{task.position}</td>
          <td className="px-2 py-3 font-mono text-xs whitespace-nowrap">{task.workOrderNumber}</td>
          <th scope="row" className="max-w-64 min-w-36 px-2 py-3 text-start font-normal">
            {/* The title opens the work order's record (issue 33). */}
            <Link
              to={workOrderRecordPath(task.id)}
              className={`block font-semibold wrap-anywhere ${RECORD_LINK}`}
            >
              {task.title}
            </Link>
            {/* Two lines at most; the whole text on hover and in the details (View). */}
            <span
              className="mt-0.5 line-clamp-2 text-xs wrap-anywhere text-slate-600"
              title={task.description}
            >
              {task.description}
            </span>
          </th>
          <td className="max-w-40 min-w-24 px-2 py-3 wrap-anywhere">{task.assignedTo.name}</td>
          <td className="px-2 py-3">
            <DueDate dueDate={task.dueDate} overdue={task.overdue} />
          </td>
          <td className="max-w-40 min-w-28 px-2 py-3">
            <span className="line-clamp-2 wrap-anywhere" title={displaySiteName(task.site.name)}>
              {displaySiteName(task.site.name)}
            </span>
          </td>
          <td className="max-w-48 min-w-28 px-2 py-3 wrap-anywhere">
            {task.asset ? (
              <>
                <span className="block">{task.asset.name}</span>
                <span className="font-mono text-xs text-slate-600">{task.asset.assetNumber}</span>
              </>
            ) : (
              '—'
            )}
          </td>
          <td className="px-2 py-3">
            <WorkOrderStatusBadge status={task.status} taskId={task.id} />
          </td>
          <td className="py-2 pe-3 ps-1">
            <WorkOrderRowActions
              task={task}
              actions={actionsFor(task)}
              busy={busyId === task.id}
              {...handlers}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
