import type { AttachmentTag } from '@cmms/shared/attachments';
import {
  COMPLETION_NOTE_MAX_LENGTH,
  taskStatusBodySchema,
  type WorkOrder,
} from '@cmms/shared/work-orders';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { t } from '../../../../lib/i18n/i18n';
import { localizedResolver } from '../../../../lib/i18n/localized-resolver';
import { notify } from '../../../../lib/toast';
import { PhotoChoice, uploadErrorText, useUploadAttachment } from '../../../assets/public';
import { useCompleteWithNote, useRefreshAfter } from '../../api/work-order-record';
import { workOrderActionError } from '../../api/work-order-texts';

/** The completion's photo shows the work done. */
const AFTER: AttachmentTag = 'after';

/** The note of the status change's body, as the server reads it. */
const completionSchema = taskStatusBodySchema.pick({ note: true });
type Values = z.output<typeof completionSchema>;

type Props = {
  task: WorkOrder;
  /** The site requires a photo of the work done and the work order has none yet (issue 33). */
  photoRequired: boolean;
};

function CompleteForm({ task, photoRequired, onDone }: Props & { onDone(): void }) {
  const complete = useCompleteWithNote(task);
  const upload = useUploadAttachment(
    { kind: 'task', id: task.id, label: task.workOrderNumber },
    useRefreshAfter(),
  );
  // The After photo, until it is sent (or kept): a Complete tried again does not send it twice.
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof completionSchema>,
    unknown,
    Values
  >({
    resolver: localizedResolver(completionSchema),
    defaultValues: { note: '' },
  });
  const submit = handleSubmit(async ({ note }) => {
    // The server refuses it too (409); asking here keeps the note typed and says what is missing.
    if (photoRequired && !photo) {
      setPhotoError(t('workOrders.completionPhotoRequired'));
      return;
    }
    // The photo first: offline it waits in the queue ahead of the status, and is sent before it.
    if (photo) {
      try {
        await upload.mutateAsync({ file: photo, tag: AFTER });
        setPhoto(null);
      } catch (error) {
        notify.error(uploadErrorText(error));
        return;
      }
    }
    complete.mutate(note ?? '', {
      onSuccess: (result) => {
        if (result.queued) notify.info(t('offline.keptOnDevice'));
        else notify.success(t('workOrders.completed'));
        onDone();
      },
      onError: (error) => notify.error(workOrderActionError(error, t('workOrders.statusFailed'))),
    });
  });
  const busy = upload.isPending || complete.isPending;

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
        <div className="pt-2">
          <PhotoChoice
            label={t('attachments.afterPhoto')}
            hint={t('attachments.afterPhotoHint')}
            tag={AFTER}
            file={photo}
            disabled={busy}
            onChange={(chosen) => {
              setPhoto(chosen);
              setPhotoError(null);
            }}
          />
          {photoError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {photoError}
            </p>
          )}
        </div>
      </div>
      <DialogActions submitLabel={t('workOrders.actionComplete')} busy={busy} onCancel={onDone} />
    </form>
  );
}

/** Complete from the record: the status change, with a note that joins the timeline. */
export function CompleteDialog({
  task,
  photoRequired,
  open,
  onClose,
}: Props & { open: boolean; onClose(): void }) {
  return (
    <FormDialog open={open} title={t('workOrderPage.completeTitle')} onClose={onClose}>
      <CompleteForm task={task} photoRequired={photoRequired} onDone={onClose} />
    </FormDialog>
  );
}
