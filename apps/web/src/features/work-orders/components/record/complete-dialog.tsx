import {
  COMPLETION_NOTE_MAX_LENGTH,
  taskStatusBodySchema,
  type WorkOrder,
} from '@cmms/shared/work-orders';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { t } from '../../../../lib/i18n/i18n';
import { localizedResolver } from '../../../../lib/i18n/localized-resolver';
import { notify } from '../../../../lib/toast';
import { useCompleteWithNote } from '../../api/work-order-record';
import { workOrderActionError } from '../../api/work-order-texts';

/** The note of the status change's body, as the server reads it. */
const completionSchema = taskStatusBodySchema.pick({ note: true });
type Values = z.output<typeof completionSchema>;

function CompleteForm({ task, onDone }: { task: WorkOrder; onDone(): void }) {
  const complete = useCompleteWithNote(task);
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof completionSchema>,
    unknown,
    Values
  >({
    resolver: localizedResolver(completionSchema),
    defaultValues: { note: '' },
  });
  const submit = handleSubmit(({ note }) =>
    complete.mutate(note ?? '', {
      onSuccess: (result) => {
        if (result.queued) notify.info(t('offline.keptOnDevice'));
        else notify.success(t('workOrders.completed'));
        onDone();
      },
      onError: (error) => notify.error(workOrderActionError(error, t('workOrders.statusFailed'))),
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <div className="space-y-2 px-5 py-4">
        <TextareaField
          label={t('workOrderPage.completionNote')}
          rows={4}
          maxLength={COMPLETION_NOTE_MAX_LENGTH}
          error={formState.errors.note?.message}
          {...register('note')}
        />
        <p className="text-xs text-slate-500">{t('workOrderPage.completionNoteHint')}</p>
      </div>
      <DialogActions
        submitLabel={t('workOrders.actionComplete')}
        busy={complete.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** Complete from the record: the status change, with a note that joins the timeline. */
export function CompleteDialog({
  task,
  open,
  onClose,
}: {
  task: WorkOrder;
  open: boolean;
  onClose(): void;
}) {
  return (
    <FormDialog open={open} title={t('workOrderPage.completeTitle')} onClose={onClose}>
      <CompleteForm task={task} onDone={onClose} />
    </FormDialog>
  );
}
