import { type Material, quantityMessage } from '@cmms/shared/materials';
import { MAX_PART_QUANTITY, type PartInput, partInputSchema } from '@cmms/shared/work-order-record';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { TextField } from '../../../../components/ui/text-field';
import { fieldErrorsOf, serverReasonOr } from '../../../../lib/api-error';
import { render, t } from '../../../../lib/i18n/i18n';
import { localizedResolver } from '../../../../lib/i18n/localized-resolver';
import { notify } from '../../../../lib/toast';
import { usePartChange } from '../../api/work-order-record';
import { MaterialChoice } from './material-choice';

type Values = z.output<typeof partInputSchema>;
type MaterialRef = { id: string; name: string; unit: string };
type TaskRef = { id: string; workOrderNumber: string; siteId: string };
/** Issue a part (its material chosen here), or return some of a line's: at most what it used. */
export type PartDialogMode =
  | { action: 'issue' }
  | { action: 'return'; material: MaterialRef; used: number };

const FIELDS = ['materialId', 'quantity', 'note'] as const;

function PartForm({
  task,
  userId,
  mode,
  onDone,
}: {
  task: TaskRef;
  userId: string;
  mode: PartDialogMode;
  onDone(): void;
}) {
  const change = usePartChange(task);
  const material = useRef<MaterialRef | null>(mode.action === 'return' ? mode.material : null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<
    PartInput,
    unknown,
    Values
  >({
    resolver: localizedResolver(partInputSchema),
    defaultValues: { materialId: material.current?.id ?? '', note: '' },
  });
  const { errors } = formState;

  const doneText =
    mode.action === 'issue' ? t('workOrderPage.partIssued') : t('workOrderPage.partReturned');

  const submit = handleSubmit(({ quantity, note }) => {
    const chosen = material.current;
    if (!chosen) return;
    setRefusal(null);
    change.mutate(
      { action: mode.action, material: chosen, quantity, note },
      {
        onSuccess: (result) => {
          if (result.queued) notify.info(t('offline.keptOnDevice'));
          else notify.success(doneText);
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, FIELDS);
          for (const [field, message] of fields) setError(field, { message });
          // Beyond the stock (409) and other refusals: the server's own words.
          if (fields.length === 0) setRefusal(serverReasonOr(error, t('workOrderPage.partFailed')));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <FormAlert message={refusal} />
        {mode.action === 'return' ? (
          <p className="text-sm text-slate-700">
            {t('workOrderPage.returnOf', {
              material: mode.material.name,
              used: render(quantityMessage(mode.used, mode.material.unit)),
            })}
          </p>
        ) : (
          <Controller
            control={control}
            name="materialId"
            render={({ field, fieldState }) => (
              <MaterialChoice
                userId={userId}
                siteId={task.siteId}
                value={field.value}
                error={fieldState.error?.message}
                onBlur={field.onBlur}
                onChange={(chosen: Material | null) => {
                  material.current = chosen;
                  field.onChange(chosen?.id ?? '');
                }}
              />
            )}
          />
        )}
        <TextField
          label={t('workOrderPage.fieldQuantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={mode.action === 'return' ? mode.used : MAX_PART_QUANTITY}
          step={1}
          required
          error={errors.quantity?.message}
          {...register('quantity', { valueAsNumber: true })}
        />
        <TextField
          label={t('workOrderPage.fieldNote')}
          autoComplete="off"
          error={errors.note?.message}
          {...register('note')}
        />
      </div>
      <DialogActions
        submitLabel={
          mode.action === 'issue' ? t('workOrderPage.issuePart') : t('workOrderPage.returnPart')
        }
        busy={change.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** Issue a part to the work order, or return some of it to stock. */
export function PartDialog({
  task,
  userId,
  mode,
  onClose,
}: {
  task: TaskRef;
  userId: string;
  mode: PartDialogMode | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={mode !== null}
      title={
        mode?.action === 'return'
          ? t('workOrderPage.returnPartTitle')
          : t('workOrderPage.issuePartTitle')
      }
      onClose={onClose}
    >
      {mode && <PartForm task={task} userId={userId} mode={mode} onDone={onClose} />}
    </FormDialog>
  );
}
