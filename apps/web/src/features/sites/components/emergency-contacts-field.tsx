import { EMERGENCY_CONTACTS_MAX, type SiteInput } from '@cmms/shared/sites';
import { Plus, Trash2 } from 'lucide-react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n/i18n';

type Fields = Omit<SiteInput, 'imageUrl'>;

/**
 * A site's emergency numbers, for administrators (docs/sites.md): what to call and the number,
 * up to six, shown on Help to everyone at the site. None is fine; Help then says so.
 */
export function EmergencyContactsField({
  control,
  register,
  errors,
}: {
  control: Control<Fields>;
  register: UseFormRegister<Fields>;
  errors: FieldErrors<Fields>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'emergencyContacts' });
  const listError = errors.emergencyContacts?.message ?? errors.emergencyContacts?.root?.message;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 px-4 pt-2 pb-4">
      <legend className="px-1 text-sm font-medium text-slate-700">
        {t('sites.emergencyLegend')}
      </legend>
      <p className="text-sm text-slate-600">{t('sites.emergencyHint')}</p>
      {fields.length === 0 && <p className="text-sm text-slate-500">{t('sites.emergencyNone')}</p>}
      <ul className="space-y-3">
        {fields.map((field, index) => {
          const rowErrors = errors.emergencyContacts?.[index];
          return (
            <li
              key={field.id}
              className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_11rem_auto]"
            >
              <TextField
                label={t('sites.emergencyName', { position: index + 1 })}
                placeholder={t('sites.emergencyNamePlaceholder')}
                autoComplete="off"
                maxLength={60}
                className="col-span-1"
                error={rowErrors?.label?.message}
                {...register(`emergencyContacts.${index}.label`)}
              />
              <TextField
                label={t('sites.emergencyNumber', { position: index + 1 })}
                type="tel"
                inputMode="tel"
                placeholder="101"
                autoComplete="off"
                maxLength={30}
                className="col-span-1 row-start-2 sm:row-start-1 sm:col-start-2"
                error={rowErrors?.number?.message}
                {...register(`emergencyContacts.${index}.number`)}
              />
              <button
                type="button"
                aria-label={t('sites.emergencyRemove', { position: index + 1 })}
                onClick={() => remove(index)}
                className="mt-7 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 row-span-2 col-start-2 sm:row-span-1 sm:col-start-3"
              >
                <Trash2 className="size-5" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      <Button
        variant="secondary"
        icon={<Plus className="size-4" aria-hidden />}
        disabled={fields.length >= EMERGENCY_CONTACTS_MAX}
        onClick={() => append({ label: '', number: '' })}
      >
        {t('sites.emergencyAdd')}
      </Button>
    </fieldset>
  );
}
