import type { WorkOrder } from '@cmms/shared/work-orders';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ButtonLink } from '../../../../components/ui/button-link';
import { PageHeading } from '../../../../components/ui/page-header';
import { t } from '../../../../lib/i18n/i18n';
import { displaySiteName } from '../../../sites/public';
import { assetText, priorityLabel } from '../../lib/work-order-display';
import { DueDate } from '../due-date';
import { WorkOrderStatusBadge } from '../work-order-status-badge';
import { CompleteDialog } from './complete-dialog';

/** The work order at the top of its record: what and where, its status, and Complete. */
export function RecordHeader({
  task,
  backTo,
  canComplete,
  photoRequired,
}: {
  task: WorkOrder;
  backTo: string;
  canComplete: boolean;
  /** Complete takes a photo first (the site's rule, none on the work order yet). */
  photoRequired: boolean;
}) {
  const [completing, setCompleting] = useState(false);
  const facts = [
    [t('workOrders.fieldSite'), displaySiteName(task.site.name)],
    [t('workOrders.fieldAsset'), assetText(task.asset)],
    [t('workOrders.fieldAssignee'), task.assignedTo.name],
    [t('workOrders.fieldPriority'), priorityLabel(task.priority)],
  ] as const;
  return (
    <div className="space-y-4">
      <ButtonLink variant="ghost" to={backTo} className="-ms-2">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {t('workOrderPage.backToList')}
      </ButtonLink>
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-mono text-sm text-slate-500">{task.workOrderNumber}</p>
            <PageHeading className="wrap-anywhere">{task.title}</PageHeading>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <WorkOrderStatusBadge status={task.status} taskId={task.id} />
            {canComplete && (
              <Button
                icon={<CircleCheck className="size-4" aria-hidden />}
                onClick={() => setCompleting(true)}
              >
                {t('workOrders.actionComplete')}
              </Button>
            )}
          </div>
        </div>
        {task.description && (
          <p className="mt-3 text-sm wrap-anywhere whitespace-pre-line text-slate-700">
            {task.description}
          </p>
        )}
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{t('workOrders.fieldDueDate')}</dt>
            <dd className="text-slate-900">
              <DueDate dueDate={task.dueDate} overdue={task.overdue} />
            </dd>
          </div>
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="wrap-anywhere text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <CompleteDialog
        task={task}
        photoRequired={photoRequired}
        open={completing}
        onClose={() => setCompleting(false)}
      />
    </div>
  );
}
