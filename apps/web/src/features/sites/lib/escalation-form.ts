import { TASK_PRIORITIES, TASK_PRIORITY_LABELS } from '@cmms/shared/work-orders';

/** The priorities' names, as the work-order screens show them (workOrders.priority…). */
export const ESCALATION_PRIORITY_LABELS = TASK_PRIORITY_LABELS;

/**
 * What an input of the form gives the schema: empty is null (that check off), a run of digits
 * the number, anything else NaN, which the schema refuses with the field's own message (a
 * number input would have turned "abc" into an empty value, silently switching the check off).
 */
export function minutesOrHoursOf(raw: unknown): number | null {
  if (typeof raw === 'number') return raw;
  const text = String(raw ?? '').trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** The fields the server may name in a validation failure: `rules.<row>.<field>`. */
export const ESCALATION_FIELDS = TASK_PRIORITIES.flatMap(
  (_priority, row) => [`rules.${row}.notStartedMinutes`, `rules.${row}.overdueHours`] as const,
);
