import { localTime } from '@cmms/shared/dates';
import {
  TASK_PRIORITIES,
  TASK_STATUS_LABELS,
  TASK_TYPES,
  type WorkOrder,
  workOrderTexts,
} from '@cmms/shared/work-orders';
import { TASK_STATUSES } from '@cmms/shared/work-rules';

type Option = { value: string; label: string };

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A status as the screens name it: 'on_hold' -> 'On Hold'; an unknown one, tidied. */
export function statusLabel(status: string): string {
  const known = TASK_STATUS_LABELS[status as keyof typeof TASK_STATUS_LABELS];
  if (known) return known;
  return (
    status
      .split(/[\s_-]+/)
      .filter(Boolean)
      .map(capitalize)
      .join(' ') || '—'
  );
}

export const priorityLabel = (priority: string) => capitalize(priority);
export const taskTypeLabel = (taskType: string) => capitalize(taskType);

/** requirements/work-orders.md#states: the form's status, priority and task type choices, defaults first where given. */
export const STATUS_OPTIONS: Option[] = TASK_STATUSES.map((value) => ({
  value,
  label: TASK_STATUS_LABELS[value],
}));
export const PRIORITY_OPTIONS: Option[] = TASK_PRIORITIES.map((value) => ({
  value,
  label: priorityLabel(value),
}));
export const TASK_TYPE_OPTIONS: Option[] = TASK_TYPES.map((value) => ({
  value,
  label: taskTypeLabel(value),
}));

/** The toast after a status change (requirements/work-orders.md#errors): its own words for Complete, else the label. */
export function statusChangedMessage(status: string): string {
  return status === 'completed'
    ? workOrderTexts.completed
    : workOrderTexts.statusUpdated(statusLabel(status));
}

/**
 * A due date (YYYY-MM-DD, a calendar day with no time zone) in the reader's locale, e.g.
 * 'Nov 21, 2026'. Read as a local day, so it never shows as the day before.
 */
export function formatDueDate(date: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date || '—';
  const [, year, month, day] = match;
  const local = localTime(Number(year), Number(month) - 1, Number(day));
  return local.toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** An instant (createdAt, completedAt) in the reader's locale, date and time. */
export function formatInstant(iso: string | null, locale?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
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
