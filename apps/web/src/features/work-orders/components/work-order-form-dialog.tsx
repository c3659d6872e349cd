import type { WorkOrder } from '@cmms/shared/work-orders';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';
import { WorkOrderForm } from './work-order-form';

/** The Add/Edit Work Order dialog; `task` null adds one. Closed when `open` is false. */
export function WorkOrderFormDialog({
  open,
  task,
  onClose,
}: {
  open: boolean;
  task: WorkOrder | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={open}
      title={task ? t('workOrders.editTitle') : t('workOrders.addTitle')}
      wide
      onClose={onClose}
    >
      <WorkOrderForm key={task?.id ?? 'new'} task={task} onDone={onClose} />
    </FormDialog>
  );
}
