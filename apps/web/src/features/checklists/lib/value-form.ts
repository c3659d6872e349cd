import {
  type CellValue,
  type ChecklistItem,
  cellChangeSchema,
  checkCellValue,
  PASS_FAIL_RESULTS,
  type PassFailResult,
} from '@cmms/shared/checklists';
import { issueText } from '@cmms/shared/i18n/issues';
import { t, translator } from '../../../lib/i18n/i18n';
import { parseReading } from './item-values';

/** The record-value form as its inputs hold it (issue 33): every value a string. */
export type ValueFormValues = { result: string; reading: string; note: string };

/** The form's starting values: the cell's own value, or empty. */
export const valueFormDefaults = (value: CellValue): ValueFormValues => ({
  result: value.result ?? '',
  reading: value.reading != null ? String(value.reading) : '',
  note: value.note ?? '',
});

const isResult = (value: string): value is PassFailResult =>
  (PASS_FAIL_RESULTS as readonly string[]).includes(value);

/** What the form holds as a value of the item's kind, before it is checked. */
export function draftValue(kind: ChecklistItem['kind'], values: ValueFormValues): CellValue {
  if (kind === 'pass_fail') return { result: isResult(values.result) ? values.result : null };
  if (kind === 'reading') return { reading: parseReading(values.reading) };
  if (kind === 'note') return { note: values.note.trim() === '' ? null : values.note };
  return {};
}

export type ValueCheck =
  | { ok: true; value: CellValue }
  | { ok: false; field: keyof ValueFormValues; message: string };

/**
 * The form checked as the server checks the change (the shared schema, then the kind's fit), so
 * a reading of 2e9 reads 'Reading must be at most 1,000,000,000' before anything is sent.
 */
export function checkValueForm(
  item: Pick<ChecklistItem, 'id' | 'kind'>,
  date: string,
  values: ValueFormValues,
): ValueCheck {
  const draft = draftValue(item.kind, values);
  const parsed = cellChangeSchema.safeParse({
    itemId: item.id,
    date,
    state: 'completed',
    ...draft,
  });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = issue?.path[0];
    return {
      ok: false,
      field: field === 'result' || field === 'note' ? field : 'reading',
      message: issue ? issueText(translator(), issue) : t('checklists.values.readingNotNumber'),
    };
  }
  const misfit = checkCellValue(item.kind, parsed.data);
  if (misfit && misfit.field !== 'state') {
    return { ok: false, field: misfit.field, message: t(misfit.message) };
  }
  const { result, reading, note } = parsed.data;
  return { ok: true, value: { result, reading, note } };
}
