import type { ChecklistValues } from '@cmms/shared/checklists';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formats, t } from '../../../lib/i18n/i18n';
import {
  type ChecklistFormValues,
  type ChecklistItemFormValues,
  emptyItem,
} from '../lib/checklist-form';
import { kindChoices, raiseChoices } from '../lib/item-values';

/**
 * What an item records (issue 33): its kind; for a reading its unit and accepted range; for
 * what can fail (Pass / Fail, a reading) whether a failure offers or raises a work order.
 */
function ItemKindFields({
  control,
  register,
  index,
  errors,
}: {
  control: Control<ChecklistFormValues, unknown, ChecklistValues>;
  register: UseFormRegister<ChecklistFormValues>;
  index: number;
  errors: FieldErrors<ChecklistItemFormValues> | undefined;
}) {
  const number = index + 1;
  const kind = useWatch({ control, name: `items.${index}.kind` });
  return (
    <div className="mt-3 grid gap-3 ps-9 sm:grid-cols-2">
      <SelectField
        label={t('checklists.form.kind', { number })}
        options={kindChoices()}
        error={errors?.kind?.message}
        {...register(`items.${index}.kind`)}
      />
      {(kind === 'reading' || kind === 'pass_fail') && (
        <SelectField
          label={t('checklists.form.raise', { number })}
          options={raiseChoices()}
          error={errors?.raiseWorkOrder?.message}
          {...register(`items.${index}.raiseWorkOrder`)}
        />
      )}
      {kind === 'reading' && (
        <div className="grid grid-cols-3 gap-2 sm:col-span-2">
          <TextField
            label={t('checklists.form.unit')}
            placeholder={t('checklists.form.unitPlaceholder')}
            autoComplete="off"
            maxLength={20}
            error={errors?.unit?.message}
            {...register(`items.${index}.unit`)}
          />
          <TextField
            label={t('checklists.form.min')}
            inputMode="decimal"
            autoComplete="off"
            error={errors?.min?.message}
            {...register(`items.${index}.min`)}
          />
          <TextField
            label={t('checklists.form.max')}
            inputMode="decimal"
            autoComplete="off"
            error={errors?.max?.message}
            {...register(`items.${index}.max`)}
          />
        </div>
      )}
    </div>
  );
}

function RowButton({
  label,
  disabled,
  tone = 'neutral',
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  tone?: 'neutral' | 'danger';
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'inline-flex size-11 items-center justify-center rounded-lg disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
        tone === 'danger'
          ? 'text-red-700 hover:bg-red-50'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      {children}
    </button>
  );
}

/**
 * The checklist's items (requirements/checklists.md#screens, #validation): each a name (required), a description and a
 * Required box; added, removed and moved up or down. An existing item keeps its id wherever it
 * moves, so its progress stays with it.
 */
export function ChecklistFormItems({
  control,
  register,
  disabled,
}: {
  control: Control<ChecklistFormValues, unknown, ChecklistValues>;
  register: UseFormRegister<ChecklistFormValues>;
  disabled: boolean;
}) {
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });
  const listError = errors.items?.root?.message ?? errors.items?.message;

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {t('checklists.form.items', { count: fields.length })}{' '}
        <span className="text-red-700">*</span>
      </legend>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const number = index + 1;
          const itemErrors = errors.items?.[index];
          return (
            <li
              key={field.id}
              className="rounded-xl border border-slate-200 bg-slate-50/60 p-3"
              aria-label={t('checklists.form.item', { number })}
            >
              <div className="flex items-start gap-2">
                <span
                  className="mt-9 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-xs font-semibold text-slate-600 ring-1 ring-slate-200"
                  aria-hidden
                >
                  {formats().number(number)}
                </span>
                <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                  <TextField
                    label={t('checklists.form.itemName', { number })}
                    required
                    autoComplete="off"
                    error={itemErrors?.name?.message}
                    {...register(`items.${index}.name`)}
                  />
                  <TextField
                    label={t('checklists.description')}
                    autoComplete="off"
                    error={itemErrors?.description?.message}
                    {...register(`items.${index}.description`)}
                  />
                </div>
              </div>
              <ItemKindFields
                control={control}
                register={register}
                index={index}
                errors={itemErrors}
              />
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 ps-9">
                <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    {...register(`items.${index}.isRequired`)}
                  />
                  {t('checklists.required')}
                </label>
                <div className="flex items-center">
                  <RowButton
                    label={t('checklists.form.moveUp', { number })}
                    disabled={disabled || index === 0}
                    onClick={() => swap(index, index - 1)}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </RowButton>
                  <RowButton
                    label={t('checklists.form.moveDown', { number })}
                    disabled={disabled || index === fields.length - 1}
                    onClick={() => swap(index, index + 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </RowButton>
                  <RowButton
                    label={t('checklists.form.remove', { number })}
                    tone="danger"
                    // A checklist keeps at least one item.
                    disabled={disabled || fields.length === 1}
                    onClick={() => remove(index)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </RowButton>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      <Button
        variant="secondary"
        disabled={disabled}
        icon={<Plus className="size-4" aria-hidden />}
        onClick={() => append(emptyItem(), { shouldFocus: true })}
      >
        {t('checklists.form.addItem')}
      </Button>
    </fieldset>
  );
}
