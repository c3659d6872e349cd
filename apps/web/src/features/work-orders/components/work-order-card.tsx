import { Link } from 'react-router';
import { t } from '../../../lib/i18n/i18n';
import { displaySiteName } from '../../sites/public';
import { RECORD_LINK, workOrderRecordPath } from '../lib/record-link';
import { assetText, type WorkOrderView } from '../lib/work-order-display';
import type { RowActions } from '../lib/work-order-permissions';
import { DueDate } from './due-date';
import { type WorkOrderActionHandlers, WorkOrderRowActions } from './work-order-row-actions';
import { WorkOrderStatusBadge } from './work-order-status-badge';

type Props = WorkOrderActionHandlers & {
  task: WorkOrderView;
  actions: RowActions;
  busy: boolean;
};

/** One work order on a narrow screen: the table's columns as a card. */
export function WorkOrderCard({ task, actions, busy, ...handlers }: Props) {
  const facts = [
    [t('workOrders.fieldAssignedTo'), task.assignedTo.name],
    [t('workOrders.fieldSite'), displaySiteName(task.site.name)],
    [t('workOrders.fieldAsset'), assetText(task.asset)],
  ] as const;
  return (
    <article
      className={`rounded-2xl border bg-white p-4 shadow-sm ${
        task.overdue ? 'border-red-200' : 'border-slate-200'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">
            {task.position}. <span className="font-mono">{task.workOrderNumber}</span>
          </p>
          <h2 className="font-semibold wrap-anywhere text-slate-900">
            {/* The title opens the work order's record (issue 33). */}
            <Link to={workOrderRecordPath(task.id)} className={RECORD_LINK}>
              {task.title}
            </Link>
          </h2>
        </div>
        <WorkOrderStatusBadge status={task.status} taskId={task.id} />
      </div>
      {task.description && (
        <p
          className="mt-1 line-clamp-2 text-sm wrap-anywhere text-slate-600"
          title={task.description}
        >
          {task.description}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{t('workOrders.fieldDueDate')}</dt>
          <dd className="text-slate-800">
            <DueDate dueDate={task.dueDate} overdue={task.overdue} />
          </dd>
        </div>
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="wrap-anywhere text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 border-t border-slate-100 pt-3">
        <WorkOrderRowActions
          task={task}
          actions={actions}
          busy={busy}
          variant="buttons"
          {...handlers}
        />
      </div>
    </article>
  );
}
