import type { WorkOrder } from '@cmms/shared/work-orders';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { workOrderActionError } from '../api/work-order-texts';
import { useDeleteWorkOrder } from '../api/work-orders';

/** requirements/work-orders.md#validation: deleting a work order asks first. */
export function DeleteWorkOrderDialog({
  task,
  onClose,
}: {
  task: WorkOrder | null;
  onClose(): void;
}) {
  const remove = useDeleteWorkOrder();
  return (
    <ConfirmDialog
      open={task !== null}
      title={t('workOrders.deleteTitle')}
      description={
        task ? (
          <>
            <span className="font-semibold text-slate-800">
              {task.workOrderNumber} · {task.title}
            </span>
            <br />
            {t('workOrders.confirmDelete')}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={t('workOrders.actionDelete')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!task) return;
        remove.mutate(task.id, {
          onSuccess: () => notify.success(t('workOrders.deleted')),
          onError: (error) =>
            notify.error(workOrderActionError(error, t('workOrders.deleteFailed'))),
          onSettled: onClose,
        });
      }}
    />
  );
}
