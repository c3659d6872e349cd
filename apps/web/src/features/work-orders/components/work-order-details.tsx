import type { WorkOrder } from '@cmms/shared/work-orders';
import type { ReactNode } from 'react';
import { TextLink } from '../../../components/ui/text-link';
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

/** A work order raised from a checklist names it, and links to that day of its grid. */
function OriginField({ origin }: { origin: NonNullable<WorkOrder['origin']> }) {
  const role = useSession()?.user.role ?? '';
  const to = checklistGridPath(role, {
    checklistId: origin.checklistId,
    userId: origin.userId,
    date: origin.date,
  });
  return (
    <Field label="Origin" wide>
      <TextLink to={to} className="wrap-anywhere">
        Raised from checklist {origin.checklistName}: {origin.itemName} on{' '}
        {formatDueDate(origin.date)}
      </TextLink>
    </Field>
  );
}

/** The work order form's fields as text: the read-only view (doc 001 §2.3). */
export function WorkOrderDetails({ task }: { task: WorkOrder }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
      <Field label="Work Order #">
        <span className="font-mono">{task.workOrderNumber}</span>
      </Field>
      <Field label="Status">
        <WorkOrderStatusBadge status={task.status} />
      </Field>
      <Field label="Title" wide>
        <span className="font-semibold">{task.title}</span>
      </Field>
      <Field label="Description" wide>
        {task.description}
      </Field>
      <Field label="Due Date">
        <DueDate dueDate={task.dueDate} overdue={task.overdue} />
      </Field>
      <Field label="Site">{displaySiteName(task.site.name)}</Field>
      <Field label="Asset">{assetText(task.asset)}</Field>
      <Field label="Assignee">{task.assignedTo.name}</Field>
      <Field label="Priority">{priorityLabel(task.priority)}</Field>
      <Field label="Task Type">{taskTypeLabel(task.taskType)}</Field>
      <Field label="Created">
        {formatInstant(task.createdAt)}
        {task.createdBy ? ` by ${task.createdBy.name}` : ''}
      </Field>
      {task.completedAt && <Field label="Completed">{formatInstant(task.completedAt)}</Field>}
      {task.origin?.type === 'checklist' && <OriginField origin={task.origin} />}
    </dl>
  );
}
