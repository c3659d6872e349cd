import {
  type Cell,
  type CellValue,
  type ChecklistItem,
  hasValue,
  isFailing,
  PASS_FAIL_RESULTS,
} from '@cmms/shared/checklists';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { clsx } from 'clsx';
import { Check, ClipboardPlus, Eraser, Minus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { TextareaField } from '../../../components/ui/textarea-field';
import { t } from '../../../lib/i18n/i18n';
import { formatDay } from '../lib/grid-cells';
import { rangeText, resultName, valueOfCell } from '../lib/item-values';
import {
  checkValueForm,
  draftValue,
  type ValueFormValues,
  valueFormDefaults,
} from '../lib/value-form';

type RecordTarget = { item: ChecklistItem; cell: Cell; userName: string };

type Props = {
  target: RecordTarget | null;
  /** The caller may raise a work order from this cell (a day up to today). */
  canRaise: boolean;
  workOrderHref(workOrder: NonNullable<Cell['workOrder']>): string;
  /** The cell's photos and Add photo (issue 33, CellPhotos). */
  photos?: ReactNode;
  /** Records the value, or clears the cell (null). */
  onRecord(value: CellValue | null): void;
  /** Records a failing value and opens Raise work order for it (the item offers one). */
  onRecordAndRaise(value: CellValue): void;
  onClose(): void;
};

const TITLES = {
  tick: 'checklists.record.titleResult',
  pass_fail: 'checklists.record.titleResult',
  reading: 'checklists.record.titleReading',
  note: 'checklists.record.titleNote',
} as const satisfies Record<ChecklistItem['kind'], MessageKey>;

/**
 * Records the value of an item that takes one (issue 33): Pass / Fail / N/A, a reading in its
 * unit with its accepted range, or a note. A Fail or a reading out of range says what follows:
 * a work order raised by itself (the item's setting) or offered with "Record and raise".
 * Sent at once, or kept on the device offline, as a tick is.
 */
export function RecordValueDialog({ target, ...props }: Props) {
  return (
    <FormDialog
      open={target !== null}
      title={t(TITLES[target?.item.kind ?? 'reading'])}
      onClose={props.onClose}
    >
      {target && (
        <RecordValueForm key={`${target.item.id}|${target.cell.date}`} target={target} {...props} />
      )}
    </FormDialog>
  );
}

const RESULT_LOOK = {
  pass: {
    icon: Check,
    checked: 'peer-checked:border-emerald-700 peer-checked:bg-emerald-600 peer-checked:text-white',
  },
  fail: {
    icon: X,
    checked: 'peer-checked:border-red-700 peer-checked:bg-red-600 peer-checked:text-white',
  },
  na: {
    icon: Minus,
    checked: 'peer-checked:border-slate-500 peer-checked:bg-slate-200 peer-checked:text-slate-900',
  },
} as const;

function RecordValueForm({
  target: { item, cell, userName },
  canRaise,
  workOrderHref,
  photos,
  onRecord,
  onRecordAndRaise,
  onClose,
}: Omit<Props, 'target'> & { target: RecordTarget }) {
  const stored = valueOfCell(cell);
  const [values, setValues] = useState<ValueFormValues>(() => valueFormDefaults(stored));
  const [error, setError] = useState<{ field: keyof ValueFormValues; message: string } | null>(
    null,
  );
  const set = (field: keyof ValueFormValues, value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    setError(null);
  };

  const draft = draftValue(item.kind, values);
  const failing = isFailing(item, draft);
  const range = item.kind === 'reading' ? rangeText(item) : null;
  const autoRaise = failing && item.raiseWorkOrder === 'always' && !cell.workOrder;
  const offersRaise = failing && item.raiseWorkOrder === 'offer' && canRaise && !cell.workOrder;

  const submit = (thenRaise: boolean) => {
    const checked = checkValueForm(item, cell.date, values);
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      return;
    }
    if (thenRaise) onRecordAndRaise(checked.value);
    else onRecord(checked.value);
  };
  const fieldError = (field: keyof ValueFormValues) =>
    error?.field === field ? error.message : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <div className="space-y-4 px-5 py-4">
        <div>
          <p className="font-semibold text-slate-900 wrap-anywhere">{item.name}</p>
          <p className="text-sm text-slate-600">
            {formatDay(cell.date)} · {userName}
          </p>
          {item.description && (
            <p className="mt-1 text-sm wrap-anywhere text-slate-600">{item.description}</p>
          )}
        </div>

        {item.kind === 'pass_fail' && (
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-700">
              {t('checklists.record.result')}
            </legend>
            <div className="grid grid-cols-3 gap-2">
              {PASS_FAIL_RESULTS.map((result) => {
                const { icon: Icon, checked } = RESULT_LOOK[result];
                return (
                  <label key={result} className="relative">
                    <input
                      type="radio"
                      name="result"
                      value={result}
                      checked={values.result === result}
                      onChange={() => set('result', result)}
                      className="peer sr-only"
                    />
                    <span
                      className={clsx(
                        'flex min-h-12 cursor-pointer items-center justify-center gap-1.5 rounded-lg border-2 border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 hover:border-slate-500',
                        'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                        checked,
                      )}
                    >
                      <Icon className="size-4 shrink-0" strokeWidth={3} aria-hidden />
                      {resultName(result)}
                    </span>
                  </label>
                );
              })}
            </div>
            {fieldError('result') && (
              <p className="mt-1.5 text-sm text-red-700">{fieldError('result')}</p>
            )}
          </fieldset>
        )}

        {item.kind === 'reading' && (
          <div className="space-y-1.5">
            <TextField
              label={
                item.unit
                  ? t('checklists.record.readingIn', { unit: item.unit })
                  : t('checklists.record.reading')
              }
              inputMode="decimal"
              autoComplete="off"
              required
              value={values.reading}
              error={fieldError('reading')}
              onChange={(event) => set('reading', event.target.value)}
            />
            {range && (
              <p className="text-sm text-slate-600">{t('checklists.record.range', { range })}</p>
            )}
          </div>
        )}

        {item.kind === 'note' && (
          <TextareaField
            label={t('checklists.record.note')}
            rows={4}
            maxLength={1000}
            required
            value={values.note}
            error={fieldError('note')}
            onChange={(event) => set('note', event.target.value)}
          />
        )}

        {failing && item.kind === 'reading' && range && (
          <FormAlert tone="warning" message={t('checklists.record.outOfRange', { range })} />
        )}
        {autoRaise && <FormAlert tone="warning" message={t('checklists.record.autoHint')} />}
        {offersRaise && (
          <p className="text-sm text-slate-700">{t('checklists.record.offerHint')}</p>
        )}

        {(cell.completedBy || cell.workOrder) && (
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 border-t border-slate-100 pt-3">
            {cell.completedBy && (
              <div className="min-w-0">
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                  {t('checklists.record.recordedBy')}
                </dt>
                <dd className="mt-0.5 text-sm wrap-anywhere text-slate-900">
                  {cell.completedBy.name}
                </dd>
              </div>
            )}
            {cell.workOrder && (
              <div className="min-w-0">
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                  {t('checklists.cell.workOrder')}
                </dt>
                <dd className="mt-0.5 text-sm">
                  <TextLink to={workOrderHref(cell.workOrder)} className="font-mono">
                    {cell.workOrder.workOrderNumber}
                  </TextLink>
                </dd>
              </div>
            )}
          </dl>
        )}
        {photos}
      </div>
      <div className="sticky bottom-0 flex flex-col-reverse gap-3 border-t border-slate-100 bg-white px-5 py-4 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('checklists.cancel')}
        </Button>
        {hasValue(stored) && (
          <Button
            variant="secondary"
            icon={<Eraser className="size-4" aria-hidden />}
            onClick={() => onRecord(null)}
          >
            {t('checklists.record.clear')}
          </Button>
        )}
        {offersRaise && (
          <Button
            variant="secondary"
            icon={<ClipboardPlus className="size-4" aria-hidden />}
            onClick={() => submit(true)}
          >
            {t('checklists.record.saveAndRaise')}
          </Button>
        )}
        <Button type="submit">{t('checklists.record.save')}</Button>
      </div>
    </form>
  );
}
