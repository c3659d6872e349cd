import { type Material, type RequestInput, requestInputSchema } from '@cmms/shared/materials';
import type { WorkOrder } from '@cmms/shared/work-orders';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf, serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { notify } from '../../../lib/toast';
import { useCreateRequest } from '../api/requests';
import { useOpenWorkOrders } from '../api/work-order-options';
import { newRequestDefaults, REQUEST_FORM_FIELDS, workOrdersFor } from '../lib/request-form';
import { availabilityError, quantityFromInput } from '../lib/request-quantity';
import { MaterialPicker } from './material-picker';
import { QuantityField } from './quantity-field';
import { WorkOrderPicker } from './work-order-picker';

type Values = z.output<typeof requestInputSchema>;
const NO_WORK: WorkOrder[] = [];

/**
 * 'Request Material' (requirements/materials.md#screens, #validation): a material, a quantity up to its stock and a reason, checked
 * with the shared schema and against the stock before anything is sent.
 */
export function RequestForm({ material, onDone }: { material: Material | null; onDone(): void }) {
  const create = useCreateRequest();
  const [chosen, setChosen] = useState<Material | null>(material);
  const openWork = useOpenWorkOrders(true).data?.items ?? NO_WORK;
  const { register, control, handleSubmit, setError, formState, getValues, setValue } = useForm<
    RequestInput,
    unknown,
    Values
  >({
    resolver: localizedResolver(requestInputSchema),
    defaultValues: newRequestDefaults(material?.id ?? null),
  });
  const { errors } = formState;

  const submit = handleSubmit((body) => {
    const short = availabilityError(body.quantity, chosen);
    if (short) {
      setError('quantity', { message: short }, { shouldFocus: true });
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        notify.success(t('materials.submitted'));
        onDone();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error, REQUEST_FORM_FIELDS);
        for (const [field, message] of fields) setError(field, { message });
        if (fields.length === 0) notify.error(serverReasonOr(error, t('materials.submitFailed')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">{t('materials.requestRequiredNote')}</p>
        <Controller
          control={control}
          name="materialId"
          render={({ field }) => (
            <MaterialPicker
              value={field.value}
              error={errors.materialId?.message}
              current={material}
              onBlur={field.onBlur}
              onChange={(picked) => {
                setChosen(picked);
                field.onChange(picked?.id ?? '');
                // A work order of another site than the new material's cannot have it.
                const taskId = getValues('taskId');
                if (taskId && !workOrdersFor(openWork, picked).some(({ id }) => id === taskId)) {
                  setValue('taskId', null);
                }
              }}
            />
          )}
        />
        <QuantityField
          registration={register('quantity', { setValueAs: quantityFromInput })}
          stock={chosen}
          error={errors.quantity?.message}
        />
        <TextareaField
          label={t('materials.fieldReason')}
          required
          error={errors.reason?.message}
          {...register('reason')}
        />
        <Controller
          control={control}
          name="taskId"
          render={({ field }) => (
            <WorkOrderPicker
              value={field.value}
              error={errors.taskId?.message}
              choices={workOrdersFor(openWork, chosen)}
              onBlur={field.onBlur}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <DialogActions
        submitLabel={create.isPending ? t('materials.submitting') : t('materials.submitRequest')}
        busy={create.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
