import {
  type CellValue,
  type ChecklistItem,
  isFailing,
  raiseWorkOrderBodySchema,
} from '@cmms/shared/checklists';
import { issueText } from '@cmms/shared/i18n/issues';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { t, translator } from '../../../lib/i18n/i18n';
import { dueDateError } from '../../work-orders/public';
import { formatDay } from './grid-cells';
import { rangeText, withUnit } from './item-values';

/** The raise-work-order form as its inputs hold it: every value a string. */
export type RaiseFormValues = {
  date: string;
  title: string;
  description: string;
  priority: 'low' | 'medium' | 'high';
  dueDate: string;
  assetId: string;
  assignedToId: string;
};
export type RaiseField = keyof RaiseFormValues;

export const RAISE_FIELDS = [
  'date',
  'title',
  'description',
  'priority',
  'dueDate',
  'assetId',
  'assignedToId',
] as const satisfies readonly RaiseField[];

const PRIORITY_NAMES = {
  low: 'checklists.raise.priorityLow',
  medium: 'checklists.raise.priorityMedium',
  high: 'checklists.raise.priorityHigh',
} as const satisfies Record<RaiseFormValues['priority'], MessageKey>;

/** The priority select's choices, in the reader's language. */
export const priorityChoices = () =>
  (['low', 'medium', 'high'] as const).map((value) => ({
    value,
    label: t(PRIORITY_NAMES[value]),
  }));

const TITLE_MAX = 200;

/**
 * '<item> failed inspection' in the reader's words ('<item>: reading out of range' for a reading
 * that is, issue 33), the item's name shortened if the whole would pass 200 characters.
 */
export function raiseTitle(itemName: string, outOfRange = false): string {
  const name = itemName.trim();
  const title = (item: string) =>
    outOfRange
      ? t('checklists.auto.readingTitle', { item })
      : t('checklists.raise.defaultTitle', { item });
  const whole = title(name);
  if (whole.length <= TITLE_MAX) return whole;
  const kept = name.length - (whole.length - TITLE_MAX) - 1;
  return title(`${name.slice(0, Math.max(0, kept))}…`);
}

type RaisedItem = Pick<ChecklistItem, 'name' | 'kind' | 'unit' | 'min' | 'max'>;

/** A reading outside its item's range, when that is what failed. */
const outOfRangeReading = (item: RaisedItem, value: CellValue | undefined) =>
  item.kind === 'reading' && value?.reading != null && isFailing(item, value)
    ? value.reading
    : null;

/** The description names the checklist, the item and the day, and a reading out of range. */
export function raiseDescription(
  checklistName: string,
  item: RaisedItem,
  date: string,
  value?: CellValue,
): string {
  const reading = outOfRangeReading(item, value);
  if (reading !== null) {
    return t('checklists.raise.readingDescription', {
      checklist: checklistName,
      item: item.name,
      reading: withUnit(reading, item.unit),
      range: rangeText(item) ?? '',
      day: formatDay(date),
    });
  }
  return t('checklists.raise.defaultDescription', {
    checklist: checklistName,
    item: item.name,
    day: formatDay(date),
  });
}

export function raiseDefaults(input: {
  checklistName: string;
  item: RaisedItem;
  date: string;
  today: string;
  value?: CellValue | undefined;
}): RaiseFormValues {
  return {
    date: input.date,
    title: raiseTitle(input.item.name, outOfRangeReading(input.item, input.value) !== null),
    description: raiseDescription(input.checklistName, input.item, input.date, input.value),
    priority: 'high',
    dueDate: input.today,
    assetId: '',
    assignedToId: '',
  };
}

export type RaiseCheck =
  | {
      ok: true;
      body: {
        date: string;
        title: string;
        description: string;
        priority: 'low' | 'medium' | 'high';
        dueDate: string;
        assetId: string | null;
        assignedToId?: string;
      };
    }
  | { ok: false; errors: Partial<Record<RaiseField, string>> };

/**
 * The form checked with the shared schema before it is sent, and the day kept to the month shown
 * and no later than today. An empty assignee leaves the choice to the server (the cell's user).
 */
export function checkRaiseForm(
  values: RaiseFormValues,
  context: { userId: string; itemId: string; first: string; last: string; today: string },
): RaiseCheck {
  const errors: Partial<Record<RaiseField, string>> = {};
  const { first, last, today } = context;
  if (!(values.date >= first && values.date <= last && values.date <= today)) {
    errors.date = t('checklists.raise.dayOutside');
  }
  // requirements/work-orders.md#validation: a work order's due date is required and starts today, typed or picked.
  const due = dueDateError(values.dueDate, { today, keptDueDate: null });
  if (due) errors.dueDate = due;
  const parsed = raiseWorkOrderBodySchema.safeParse({
    userId: context.userId,
    itemId: context.itemId,
    date: values.date,
    title: values.title,
    description: values.description,
    priority: values.priority,
    dueDate: values.dueDate,
    assetId: values.assetId === '' ? null : values.assetId,
    ...(values.assignedToId === '' ? {} : { assignedToId: values.assignedToId }),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && isRaiseField(field) && !errors[field]) {
        errors[field] = issueText(translator(), issue);
      }
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { date, title, description, priority, dueDate, assetId, assignedToId } = parsed.data;
  return {
    ok: true,
    body: {
      date,
      title,
      description,
      priority,
      dueDate,
      assetId,
      ...(assignedToId ? { assignedToId } : {}),
    },
  };
}

const isRaiseField = (field: string): field is RaiseField =>
  (RAISE_FIELDS as readonly string[]).includes(field);
