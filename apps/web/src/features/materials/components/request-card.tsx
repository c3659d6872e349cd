import { t } from '../../../lib/i18n/i18n';
import { requestDateText } from '../lib/request-status';
import { quantityText } from '../lib/stock-level';
import { RequestStatusBadge } from './material-badges';
import { type RequestHandlers, RequestRowActions } from './request-row-actions';
import { RequestWorkOrder } from './request-work-order';
import type { RequestRow } from './requests-table';

type Props = RequestHandlers & { request: RequestRow; showStaff: boolean; busy: boolean };

/** One request on a narrow screen: the table's columns as a card. */
export function RequestCard({ request, showStaff, busy, ...handlers }: Props) {
  const facts = [
    ...(showStaff ? [[t('materials.columnStaff'), request.user.name] as const] : []),
    [t('materials.fieldQuantity'), quantityText(request.quantity, request.material.unit)],
    [t('materials.columnRequestedOn'), requestDateText(request.createdAt)],
  ] as const;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">{request.position}.</p>
          <h3 className="font-semibold wrap-anywhere text-slate-900">{request.material.name}</h3>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      <p className="mt-1 text-sm wrap-anywhere text-slate-600">{request.reason}</p>
      <RequestWorkOrder workOrder={request.workOrder} />
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="wrap-anywhere text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {request.actions.length > 0 && (
        <div className="mt-3 border-t border-slate-200/70 pt-3">
          <RequestRowActions
            request={request}
            actions={request.actions}
            busy={busy}
            words
            {...handlers}
          />
        </div>
      )}
    </article>
  );
}
