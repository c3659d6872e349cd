import { type MaterialRequest, type RequestEdit, requestEditSchema } from '@cmms/shared/materials';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf, serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { notify } from '../../../lib/toast';
import { useMaterial } from '../api/materials';
import { useEditRequest } from '../api/requests';
import { editRequestDefaults, REQUEST_FORM_FIELDS } from '../lib/request-form';
import { availabilityError, quantityFromInput } from '../lib/request-quantity';
import { QuantityField } from './quantity-field';

type Values = z.output<typeof requestEditSchema>;
type Props = { request: MaterialRequest; asManager: boolean; onDone(): void };

/**
 * 'Edit Request' / 'Edit My Request' (requirements/materials.md#screens, #validation): a Pending request's quantity and reason, with
 * the checks of a new request against the material's stock; until that arrives the server's
 * own check stands.
 */
export function EditRequestForm({ request, asManager, onDone }: Props) {
  const edit = useEditRequest();
  const stock = useMaterial(request.materialId).data ?? null;
  const { register, handleSubmit, setError, formState } = useForm<RequestEdit, unknown, Values>({
    resolver: localizedResolver(requestEditSchema),
    defaultValues: editRequestDefaults(request),
  });
  const { errors } = formState;

  const submit = handleSubmit((body) => {
    const short = availabilityError(body.quantity, stock);
    if (short) {
      setError('quantity', { message: short }, { shouldFocus: true });
      return;
    }
    edit.mutate(
      { id: request.id, body, asManager },
      {
        onSuccess: () => {
          notify.success(t('materials.requestUpdated'));
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, REQUEST_FORM_FIELDS);
          for (const [field, message] of fields) {
            if (field !== 'materialId' && field !== 'taskId') setError(field, { message });
          }
          if (fields.length === 0) notify.error(serverReasonOr(error, t('materials.submitFailed')));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">
          {asManager && <>{t('materials.requestedBy', { name: request.user.name })} </>}
          {t('materials.onlyPendingEditable')}
        </p>
        <QuantityField
          registration={register('quantity', { setValueAs: quantityFromInput })}
          stock={stock}
          error={errors.quantity?.message}
        />
        <TextareaField
          label={t('materials.fieldReason')}
          required
          error={errors.reason?.message}
          {...register('reason')}
        />
      </div>
      <DialogActions
        submitLabel={edit.isPending ? t('materials.saving') : t('materials.updateRequest')}
        busy={edit.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
