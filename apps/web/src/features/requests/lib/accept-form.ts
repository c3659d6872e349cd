import { localDateOf } from '@cmms/shared/dates';
import { issueText } from '@cmms/shared/i18n/issues';
import {
  type AcceptRequestBody,
  acceptRequestSchema,
  PRIORITY_OF_URGENCY,
  REQUEST_LIMITS,
  type WorkRequest,
} from '@cmms/shared/requests';
import type { TASK_PRIORITIES } from '@cmms/shared/work-orders';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { translator } from '../../../lib/i18n/i18n';
import { dueDateError } from '../../work-orders/public';

type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** What the accept form's inputs hold: every value a string, as inputs and selects give them. */
export type AcceptFormValues = {
  title: string;
  assignedToId: string;
  dueDate: string;
  priority: TaskPriority;
};

/** The fields the server names in a validation failure's `errors`. */
export const ACCEPT_FIELDS = [
  'title',
  'assignedToId',
  'dueDate',
  'priority',
] as const satisfies readonly (keyof AcceptFormValues)[];

/** Days an accepted request that is not urgent gets before its work order is due. */
const NOT_URGENT_DAYS = 3;

/**
 * The work order's title the server gives it unless told otherwise: the request's first line
 * that says anything, cut to the title's limit.
 */
export function titleOf(description: string): string {
  const line = description
    .split(/\r?\n/)
    .map((text) => text.trim())
    .find((text) => text !== '');
  return (line ?? '').slice(0, REQUEST_LIMITS.title);
}

/** Due today when urgent, else in three days: the user's own calendar days. */
export function defaultDueDate(urgency: WorkRequest['urgency'], now: Date = new Date()): string {
  if (urgency === 'urgent') return localDateOf(now);
  const later = new Date(now.getFullYear(), now.getMonth(), now.getDate() + NOT_URGENT_DAYS);
  return localDateOf(later);
}

/** The date picker starts at today, the user's own calendar day, as the work order form's. */
export const minimumDueDate = (now: Date = new Date()) => localDateOf(now);

/** The form as it opens: the request's first line, nobody chosen yet, the urgency's date and priority. */
export function acceptDefaults(
  request: Pick<WorkRequest, 'description' | 'urgency'>,
  now: Date = new Date(),
): AcceptFormValues {
  return {
    title: titleOf(request.description),
    assignedToId: '',
    dueDate: defaultDueDate(request.urgency, now),
    priority: PRIORITY_OF_URGENCY[request.urgency],
  };
}

/** The body of POST /requests/{id}/accept: an emptied title is left to the server's default. */
export function acceptBodyOf(values: AcceptFormValues): AcceptRequestBody {
  const title = values.title.trim();
  return {
    assignedToId: values.assignedToId,
    dueDate: values.dueDate,
    priority: values.priority,
    ...(title === '' ? {} : { title }),
  };
}

type AcceptField = (typeof ACCEPT_FIELDS)[number];
export type AcceptCheck =
  | { ok: true; body: AcceptRequestBody }
  | { ok: false; errors: Partial<Record<AcceptField, string>> };

const isField = (key: unknown): key is AcceptField =>
  (ACCEPT_FIELDS as readonly unknown[]).includes(key);

/**
 * Checks the form with the shared schema the server uses, and the due date with the rule of
 * every form that makes a work order: required, and not before today (`today`, the user's day).
 */
export function checkAcceptForm(values: AcceptFormValues, today: string): AcceptCheck {
  const errors: Partial<Record<AcceptField, string>> = {};
  const late = dueDateError(values.dueDate, { today, keptDueDate: null });
  if (late) errors.dueDate = late;
  const result = acceptRequestSchema.safeParse(acceptBodyOf(values));
  if (result.success && !late) return { ok: true, body: result.data };
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issueText(translator(), issue);
  }
  return { ok: false, errors };
}

/** The form's resolver: the check above in react-hook-form's terms. */
export const acceptResolver =
  (now: () => Date = () => new Date()): Resolver<AcceptFormValues, unknown, AcceptRequestBody> =>
  (values) => {
    const check = checkAcceptForm(values, localDateOf(now()));
    if (check.ok) return { values: check.body, errors: {} };
    const errors: FieldErrors<AcceptFormValues> = {};
    for (const [field, message] of Object.entries(check.errors) as [AcceptField, string][]) {
      errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
