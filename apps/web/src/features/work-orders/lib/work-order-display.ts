import { localTime } from '@cmms/shared/dates';
import { type Message, type MessageKey, msg } from '@cmms/shared/i18n/message';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_TYPE_LABELS,
  TASK_TYPES,
  type WorkOrder,
} from '@cmms/shared/work-orders';
import { TASK_STATUSES } from '@cmms/shared/work-rules';
import { formats, t } from '../../../lib/i18n/i18n';

type Option = { value: string; label: string };

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A stored value outside the known ones, tidied: 'waiting-for_parts' -> 'Waiting For Parts'. */
const tidied = (value: string) =>
  value
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map(capitalize)
    .join(' ') || '—';

const statusKeyOf = (status: string) =>
  TASK_STATUS_LABELS[status as keyof typeof TASK_STATUS_LABELS] as
    | (typeof TASK_STATUS_LABELS)[keyof typeof TASK_STATUS_LABELS]
    | undefined;

/** A status as the screens name it: 'on_hold' -> 'On Hold'; an unknown one, tidied. */
export function statusLabel(status: string): string {
  const key = statusKeyOf(status);
  return key ? t(key) : tidied(status);
}

/** A status as a message's value: its label, read in the language the message is shown in. */
export function statusMessage(status: string): Message | string {
  const key = statusKeyOf(status);
  return key ? msg(key) : tidied(status);
}

const PRIORITY_LABELS = TASK_PRIORITY_LABELS;

export function priorityLabel(priority: string): string {
  const key: MessageKey | undefined = PRIORITY_LABELS[priority as keyof typeof PRIORITY_LABELS];
  return key ? t(key) : capitalize(priority);
}

export function taskTypeLabel(taskType: string): string {
  const key: MessageKey | undefined = TASK_TYPE_LABELS[taskType as keyof typeof TASK_TYPE_LABELS];
  return key ? t(key) : capitalize(taskType);
}

/**
 * requirements/work-orders.md#states: the form's status, priority and task type choices, defaults
 * first where given, in the current language.
 */
export const statusOptions = (): Option[] =>
  TASK_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
export const priorityOptions = (): Option[] =>
  TASK_PRIORITIES.map((value) => ({ value, label: priorityLabel(value) }));
export const taskTypeOptions = (): Option[] =>
  TASK_TYPES.map((value) => ({ value, label: taskTypeLabel(value) }));

/** The toast after a status change (requirements/work-orders.md#errors): its own words for Complete, else the label. */
export function statusChangedMessage(status: string): string {
  return status === 'completed'
    ? t('workOrders.completed')
    : t('workOrders.statusUpdated', { status: statusLabel(status) });
}

/**
 * A due date (YYYY-MM-DD, a calendar day with no time zone), e.g. 'Nov 21, 2026': in the given
 * locale, else in the current language. Read as the day itself, so it never shows as the day
 * before.
 */
export function formatDueDate(date: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date || '—';
  const [, year, month, day] = match;
  if (locale === undefined)
    return formats().day(`${year}-${month}-${day}`, { dateStyle: 'medium' });
  const local = localTime(Number(year), Number(month) - 1, Number(day));
  return local.toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** An instant (createdAt, completedAt), date and time: in the given locale, else the current language's. */
export function formatInstant(iso: string | null, locale?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  return locale === undefined
    ? formats().dateTime(date, options)
    : date.toLocaleString(locale, options);
}

/** "AST-000001 · Chiller 1", or the name alone. */
export function assetText(asset: { name: string; assetNumber?: string | null } | null): string {
  if (!asset) return '—';
  return asset.assetNumber ? `${asset.assetNumber} · ${asset.name}` : asset.name;
}

export type WorkOrderView = WorkOrder & { position: number };

/** The rows of a page starting at `offset`: S.No counts from the page's start. */
export function toWorkOrderViews(tasks: WorkOrder[], offset: number): WorkOrderView[] {
  return tasks.map((task, index) => ({ ...task, position: offset + index + 1 }));
}
