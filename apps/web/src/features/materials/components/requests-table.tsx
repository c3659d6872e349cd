import type { MaterialRequest } from '@cmms/shared/materials';
import { DataTable } from '../../../components/ui/data-table';
import { t } from '../../../lib/i18n/i18n';
import type { RequestAction } from '../lib/request-actions';
import { requestDateText } from '../lib/request-status';
import { quantityText } from '../lib/stock-level';
import { RequestStatusBadge } from './material-badges';
import { type RequestHandlers, RequestRowActions } from './request-row-actions';
import { RequestWorkOrder } from './request-work-order';

export type RequestRow = MaterialRequest & { position: number; actions: RequestAction[] };

export type RequestListProps = RequestHandlers & {
  rows: RequestRow[];
  /** The management screen names who asked (requirements/materials.md#screens Staff); a user's own list does not. */
  showStaff: boolean;
  busyId: string | null;
};

const cell = 'px-2 py-3';

/** requirements/materials.md#screens: the requests table of wide screens. */
export function RequestsTable({ rows, showStaff, busyId, ...handlers }: RequestListProps) {
  const columns = [
    t('materials.columnNumber'),
    ...(showStaff ? [t('materials.columnStaff')] : []),
    t('materials.fieldMaterial'),
    t('materials.fieldQuantity'),
    t('materials.fieldReason'),
    t('materials.columnRequestedOn'),
    t('materials.columnStatus'),
    t('materials.columnActions'),
  ];
  return (
    <DataTable
      label={t('materials.requestsTable')}
      columns={columns}
      headCellClassName="px-2 py-3 align-bottom first:ps-3 last:pe-3"
    >
      {rows.map((request) => (
        <tr key={request.id} className="align-top hover:bg-slate-50">
          <td className="py-3 pe-2 ps-3">{request.position}</td>
          {showStaff && <td className={`${cell} min-w-28 wrap-anywhere`}>{request.user.name}</td>}
          <th scope="row" className={`${cell} min-w-32 text-start font-semibold text-slate-900`}>
            <span className="wrap-anywhere">{request.material.name}</span>
          </th>
          <td className={`${cell} whitespace-nowrap`}>
            {quantityText(request.quantity, request.material.unit)}
          </td>
          <td className={`${cell} max-w-72 min-w-40 wrap-anywhere`}>
            {request.reason}
            <RequestWorkOrder workOrder={request.workOrder} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>{requestDateText(request.createdAt)}</td>
          <td className={cell}>
            <RequestStatusBadge status={request.status} />
          </td>
          <td className="py-2 pe-3 ps-1">
            {request.actions.length === 0 ? (
              <span className="text-slate-400">
                <span aria-hidden>—</span>
                <span className="sr-only">{t('materials.noActions')}</span>
              </span>
            ) : (
              <RequestRowActions
                request={request}
                actions={request.actions}
                busy={busyId === request.id}
                {...handlers}
              />
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
