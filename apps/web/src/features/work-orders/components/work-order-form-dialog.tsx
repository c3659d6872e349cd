import type { WorkOrder } from '@cmms/shared/work-orders';
import { FormDialog } from '../../../components/ui/form-dialog';
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
      title={task ? 'Edit Work Order' : 'Add Work Order'}
      wide
      onClose={onClose}
    >
      <WorkOrderForm key={task?.id ?? 'new'} task={task} onDone={onClose} />
    </FormDialog>
  );
}
