import {
  type Material,
  quantityMessage,
  type RestockInput,
  restockInputSchema,
} from '@cmms/shared/materials';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { notify } from '../../../lib/toast';
import { useRestockMaterial } from '../api/materials';
import { quantityText, unitText } from '../lib/stock-level';
import { siteTextOf } from './inventory-table';

type Values = z.output<typeof restockInputSchema>;
const FIELDS = ['quantity', 'note'] as const;

function RestockForm({ material, onDone }: { material: Material; onDone(): void }) {
  const restock = useRestockMaterial();
  const { register, handleSubmit, setError, formState } = useForm<RestockInput, unknown, Values>({
    resolver: localizedResolver(restockInputSchema),
    defaultValues: { quantity: '', note: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit((body) =>
    restock.mutate(
      { id: material.id, body },
      {
        onSuccess: () => {
          notify.success(
            t('materials.restocked', {
              quantity: quantityMessage(body.quantity, material.unit),
              name: material.name,
            }),
          );
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, FIELDS);
          for (const [field, message] of fields) setError(field, { message });
          if (fields.length === 0) {
            notify.error(serverReasonOr(error, t('materials.restockFailed')));
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">
          {t('materials.inStockNow')} {quantityText(material.quantity, material.unit)} ·{' '}
          {siteTextOf(material)}
        </p>
        <TextField
          label={t('materials.quantityReceived', { unit: unitText(material.unit) })}
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.quantity?.message}
          {...register('quantity')}
        />
        <TextField
          label={t('materials.fieldNote')}
          autoComplete="off"
          placeholder={t('materials.restockNoteHint')}
          error={errors.note?.message}
          {...register('note')}
        />
      </div>
      <DialogActions
        submitLabel={restock.isPending ? t('materials.adding') : t('materials.restockSubmit')}
        busy={restock.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/**
 * Restock (docs/materials.md, "Restocking"): what arrived is added to the stock and its ledger.
 * Offered to whoever manages materials, on a material kept for all sites too, whose definition
 * only administrators edit.
 */
export function RestockDialog({
  material,
  onClose,
}: {
  material: Material | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={material !== null}
      title={material ? t('materials.restockModal', { name: material.name }) : ''}
      onClose={onClose}
    >
      {material && <RestockForm key={material.id} material={material} onDone={onClose} />}
    </FormDialog>
  );
}
