import type { TimeEntry } from '@cmms/shared/work-order-record';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { TextField } from '../../../../components/ui/text-field';
import { serverReasonOr } from '../../../../lib/api-error';
import { t } from '../../../../lib/i18n/i18n';
import { localizedResolver } from '../../../../lib/i18n/localized-resolver';
import { notify } from '../../../../lib/toast';
import { useAddTime, useCorrectTime } from '../../api/work-order-record';
import {
  defaultStart,
  type TimeFormValues,
  timeEntryBodyOf,
  timeFormOf,
  timeFormSchema,
} from '../../lib/record-time';

type Values = z.output<typeof timeFormSchema>;
type TaskRef = { id: string; workOrderNumber: string };
/** Minutes the form offers first: a common short job. */
const DEFAULT_MINUTES = 30;

function TimeEntryForm({
  task,
  entry,
  onDone,
}: {
  task: TaskRef;
  entry: TimeEntry | null;
  onDone(): void;
}) {
  const add = useAddTime(task);
  const correct = useCorrectTime(task.id);
  const busy = add.isPending || correct.isPending;
  const { register, handleSubmit, formState } = useForm<TimeFormValues, unknown, Values>({
    resolver: localizedResolver(timeFormSchema),
    defaultValues: entry
      ? timeFormOf(entry)
      : { start: defaultStart(new Date(), DEFAULT_MINUTES), minutes: DEFAULT_MINUTES, note: '' },
  });
  const { errors } = formState;
  const failed = (error: unknown) =>
    notify.error(serverReasonOr(error, t('workOrderPage.timeFailed')));

  const submit = handleSubmit((values) => {
    const body = timeEntryBodyOf(values);
    if (entry) {
      correct.mutate(
        { entryId: entry.id, body },
        {
          onSuccess: () => {
            notify.success(t('workOrderPage.timeCorrected'));
            onDone();
          },
          onError: failed,
        },
      );
      return;
    }
    add.mutate(body, {
      onSuccess: (result) => {
        if (result.queued) notify.info(t('offline.keptOnDevice'));
        else notify.success(t('workOrderPage.timeAdded'));
        onDone();
      },
      onError: failed,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        {entry && (
          <p className="text-sm text-slate-600">
            {t('workOrderPage.correctingFor', { name: entry.user.name })}
          </p>
        )}
        <TextField
          label={t('workOrderPage.fieldStart')}
          type="datetime-local"
          required
          error={errors.start?.message}
          {...register('start')}
        />
        <TextField
          label={t('workOrderPage.fieldMinutes')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          error={errors.minutes?.message}
          {...register('minutes', { valueAsNumber: true })}
        />
        <TextField
          label={t('workOrderPage.fieldNote')}
          autoComplete="off"
          error={errors.note?.message}
          {...register('note')}
        />
      </div>
      <DialogActions
        submitLabel={entry ? t('workOrderPage.saveTime') : t('workOrderPage.addTime')}
        busy={busy}
        onCancel={onDone}
      />
    </form>
  );
}

/** Time entered by hand, or an entry corrected (`entry`): a start and the minutes worked. */
export function TimeEntryDialog({
  task,
  open,
  entry,
  onClose,
}: {
  task: TaskRef;
  open: boolean;
  entry: TimeEntry | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={open}
      title={entry ? t('workOrderPage.correctTimeTitle') : t('workOrderPage.addTimeTitle')}
      onClose={onClose}
    >
      <TimeEntryForm key={entry?.id ?? 'new'} task={task} entry={entry} onDone={onClose} />
    </FormDialog>
  );
}
