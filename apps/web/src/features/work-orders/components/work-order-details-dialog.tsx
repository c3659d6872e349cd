import type { WorkOrder } from '@cmms/shared/work-orders';
import { BookOpenText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { useWorkOrder } from '../api/work-orders';
import { workOrderRecordPath } from '../lib/record-link';
import { hasStatusActions, type RowActions } from '../lib/work-order-permissions';
import { WorkOrderDetails } from './work-order-details';
import { type WorkOrderActionHandlers, WorkOrderRowActions } from './work-order-row-actions';

type Props = Pick<WorkOrderActionHandlers, 'onStatus'> & {
  userId: string;
  /** The work order to show (GET /tasks/{id}), or null when closed. */
  taskId: string | null;
  /** The list's copy, shown at once while the server's arrives. */
  placeholder?: WorkOrder | undefined;
  actionsFor(task: WorkOrder): RowActions;
  busyId: string | null;
  onClose(): void;
};

/**
 * The read-only details of one work order, opened by View, a link with ?taskId= or a
 * notification. Whoever may change its status finds Complete, Hold or Reopen here too.
 */
export function WorkOrderDetailsDialog({
  userId,
  taskId,
  placeholder,
  actionsFor,
  busyId,
  onStatus,
  onClose,
}: Props) {
  const query = useWorkOrder(userId, taskId, placeholder);
  const task = query.data;
  const actions = task ? actionsFor(task) : null;
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    <FormDialog open={taskId !== null} title={t('workOrders.detailsTitle')} wide onClose={onClose}>
      <div className="space-y-4 px-5 py-4">
        {query.isPending && <ScreenLoading label={t('workOrders.loadingOne')} />}
        {query.isError && (
          <FormAlert message={missing ? t('workOrders.notFound') : t('workOrders.detailFailed')} />
        )}
        {task && <WorkOrderDetails task={task} />}
      </div>
      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-slate-100 bg-white px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
        {task && actions && hasStatusActions(actions) ? (
          <WorkOrderRowActions
            task={task}
            actions={actions}
            busy={busyId === task.id}
            variant="buttons"
            statusOnly
            onStatus={onStatus}
            onView={() => {}}
            onEdit={() => {}}
            onDelete={() => {}}
          />
        ) : (
          // Keeps Close at the right on wide screens.
          <span className="hidden sm:block" />
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          {task && (
            <ButtonLink variant="secondary" to={workOrderRecordPath(task.id)}>
              <BookOpenText className="size-4" aria-hidden />
              {t('workOrderPage.openRecord')}
            </ButtonLink>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('workOrders.close')}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
