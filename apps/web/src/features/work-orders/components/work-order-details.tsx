import type { WorkOrder } from '@cmms/shared/work-orders';
import type { ReactNode } from 'react';
import { TextLink } from '../../../components/ui/text-link';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { checklistGridPath } from '../../checklists/public';
import { displaySiteName } from '../../sites/public';
import {
  assetText,
  formatDueDate,
  formatInstant,
  priorityLabel,
  taskTypeLabel,
} from '../lib/work-order-display';
import { DueDate } from './due-date';
import { WorkOrderStatusBadge } from './work-order-status-badge';

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm wrap-anywhere whitespace-pre-line text-slate-900">
        {children}
      </dd>
    </div>
  );
}

type Origin = NonNullable<WorkOrder['origin']>;

/** A work order raised from a checklist names it, and links to that day of its grid. */
function ChecklistOriginField({ origin }: { origin: Extract<Origin, { type: 'checklist' }> }) {
  const role = useSession()?.user.role ?? '';
  const to = checklistGridPath(role, {
    checklistId: origin.checklistId,
    userId: origin.userId,
    date: origin.date,
  });
  return (
    <Field label={t('workOrders.fieldOrigin')} wide>
      <TextLink to={to} className="wrap-anywhere">
        {t('workOrders.originChecklist', {
          checklist: origin.checklistName,
          item: origin.itemName,
          date: formatDueDate(origin.date),
        })}
      </TextLink>
    </Field>
  );
}

/** The work order form's fields as text: the read-only view (requirements/work-orders.md#screens). */
export function WorkOrderDetails({ task }: { task: WorkOrder }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
      <Field label={t('workOrders.fieldNumber')}>
        <span className="font-mono">{task.workOrderNumber}</span>
      </Field>
      <Field label={t('workOrders.fieldStatus')}>
        <WorkOrderStatusBadge status={task.status} taskId={task.id} />
      </Field>
      <Field label={t('workOrders.fieldTitle')} wide>
        <span className="font-semibold">{task.title}</span>
      </Field>
      <Field label={t('workOrders.fieldDescription')} wide>
        {task.description}
      </Field>
      <Field label={t('workOrders.fieldDueDate')}>
        <DueDate dueDate={task.dueDate} overdue={task.overdue} />
      </Field>
      <Field label={t('workOrders.fieldSite')}>{displaySiteName(task.site.name)}</Field>
      <Field label={t('workOrders.fieldAsset')}>{assetText(task.asset)}</Field>
      <Field label={t('workOrders.fieldAssignee')}>{task.assignedTo.name}</Field>
      <Field label={t('workOrders.fieldPriority')}>{priorityLabel(task.priority)}</Field>
      <Field label={t('workOrders.fieldTaskType')}>{taskTypeLabel(task.taskType)}</Field>
      <Field label={t('workOrders.fieldCreated')}>
        {task.createdBy
          ? t('workOrders.createdBy', {
              at: formatInstant(task.createdAt),
              name: task.createdBy.name,
            })
          : formatInstant(task.createdAt)}
      </Field>
      {task.completedAt && (
        <Field label={t('workOrders.fieldCompleted')}>{formatInstant(task.completedAt)}</Field>
      )}
      {task.origin?.type === 'checklist' && <ChecklistOriginField origin={task.origin} />}
      {task.origin?.type === 'pm' && (
        <Field label={t('workOrders.fieldOrigin')} wide>
          {t('workOrders.originPm', {
            pm: task.origin.pmTitle,
            date: formatDueDate(task.origin.dueDate),
          })}
        </Field>
      )}
    </dl>
  );
}
