import {
  type CategoryColor,
  type CategoryUpdate,
  type CategoryValues,
  type Checklist,
  type ChecklistInput,
  type ChecklistValues,
  categoryInputSchema,
  categoryUpdateSchema,
  checklistInputSchema,
  type ItemKind,
  normalizeCategoryKey,
  type RaiseMode,
} from '@cmms/shared/checklists';
import { issueText } from '@cmms/shared/i18n/issues';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { t, translator } from '../../../lib/i18n/i18n';
import { parseReading } from './item-values';

/**
 * One item row of the add/edit checklist form. `itemId` is the item's id on the server (empty
 * for a new item): an existing item keeps it, and with it its progress. It is not called `id`
 * because the form's field array gives every row an `id` of its own.
 */
export type ChecklistItemFormValues = {
  itemId: string;
  name: string;
  description: string;
  isRequired: boolean;
  /** What it records (issue 33); a reading's unit and range limits as typed ('' for none). */
  kind: ItemKind;
  unit: string;
  min: string;
  max: string;
  raiseWorkOrder: RaiseMode;
};

/** The Site choice that keeps a checklist for all sites (administrators, issue 29). */
export const ALL_SITES = 'all-sites';

/** What the add/edit checklist form's inputs hold. */
export type ChecklistFormValues = {
  name: string;
  category: string;
  siteId: string;
  description: string;
  isActive: boolean;
  items: ChecklistItemFormValues[];
};

export const emptyItem = (): ChecklistItemFormValues => ({
  itemId: '',
  name: '',
  description: '',
  isRequired: false,
  kind: 'tick',
  unit: '',
  min: '',
  max: '',
  raiseWorkOrder: 'offer',
});

/** A limit as the field shows it: the number as typed, '' for none. */
const limitText = (value: number | null) => (value === null ? '' : String(value));

/**
 * The form's starting values: the checklist's own for Edit (each item with its id); for a new
 * one empty fields with one empty item, the category and the site given (when the user works at
 * one site, that site).
 */
export function checklistFormDefaults(
  checklist: Checklist | null,
  defaults: { category?: string | undefined; siteId?: string | undefined } = {},
): ChecklistFormValues {
  if (!checklist) {
    return {
      name: '',
      category: defaults.category ?? '',
      siteId: defaults.siteId ?? '',
      description: '',
      isActive: true,
      items: [emptyItem()],
    };
  }
  return {
    name: checklist.name,
    category: checklist.category,
    siteId: checklist.siteId ?? ALL_SITES,
    description: checklist.description,
    isActive: checklist.isActive,
    items: checklist.items.map((item) => ({
      itemId: item.id,
      name: item.name,
      description: item.description,
      isRequired: item.isRequired,
      kind: item.kind,
      unit: item.unit,
      min: limitText(item.min),
      max: limitText(item.max),
      raiseWorkOrder: item.raiseWorkOrder,
    })),
  };
}

/** The body the form's values stand for: items in their order, new ones without an id. */
export function toChecklistInput(values: ChecklistFormValues): ChecklistInput {
  return {
    name: values.name,
    category: values.category,
    siteId: values.siteId === ALL_SITES ? null : values.siteId,
    description: values.description,
    isActive: values.isActive,
    items: values.items.map((item) => ({
      ...(item.itemId ? { id: item.itemId } : {}),
      name: item.name,
      description: item.description,
      isRequired: item.isRequired,
      kind: item.kind,
      // A unit and a range only for a reading; the work order setting for what can fail.
      ...(item.kind === 'reading'
        ? { unit: item.unit, min: parseReading(item.min), max: parseReading(item.max) }
        : {}),
      ...(item.kind === 'reading' || item.kind === 'pass_fail'
        ? { raiseWorkOrder: item.raiseWorkOrder }
        : {}),
    })),
  };
}

/** A form-level message and per-field messages keyed by dotted path ("items.0.name"). */
export type ChecklistFormCheck =
  | { ok: true; body: ChecklistValues }
  | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the shared schema the server uses, so an unnamed item reads 'Checklist
 * item name is required' (requirements/checklists.md#validation), in the reader's language; the
 * body is what is sent.
 */
export function checkChecklistForm(values: ChecklistFormValues): ChecklistFormCheck {
  const result = checklistInputSchema.safeParse(toChecklistInput(values));
  // The form always names where the checklist is kept: a site, or All sites.
  const errors: Record<string, string> =
    values.siteId === '' ? { siteId: t('checklists.siteRequired') } : {};
  if (result.success && !errors.siteId) return { ok: true, body: result.data };
  if (result.success) return { ok: false, errors };
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issueText(translator(), issue);
  }
  return { ok: false, errors };
}

const TOP_FIELDS = ['name', 'category', 'siteId', 'description', 'items'] as const;
const ITEM_FIELDS = [
  'name',
  'description',
  'isRequired',
  'kind',
  'unit',
  'min',
  'max',
  'raiseWorkOrder',
] as const;
type ItemField = (typeof ITEM_FIELDS)[number];
const ITEM_FIELD = /^items\.(\d+)\.(\w+)$/;

/**
 * The server's per-field messages this form can show under a field, as react-hook-form paths
 * ('items.2.name'; an item's 'id' goes to its name). Anything else is left out.
 */
export function formFieldErrors(
  fieldErrors: Record<string, string>,
  itemCount: number,
): [FormPath, string][] {
  const found: [FormPath, string][] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = formPathOf(path, itemCount);
    if (field && !found.some(([known]) => known === field)) found.push([field, message]);
  }
  return found;
}

export type FormPath = (typeof TOP_FIELDS)[number] | `items.${number}.${ItemField}`;

function formPathOf(path: string, itemCount: number): FormPath | null {
  if ((TOP_FIELDS as readonly string[]).includes(path)) return path as FormPath;
  const match = ITEM_FIELD.exec(path);
  if (!match) return null;
  const index = Number(match[1]);
  if (index >= itemCount) return null;
  const field = match[2] === 'id' ? 'name' : match[2];
  if (!(ITEM_FIELDS as readonly string[]).includes(field ?? '')) return null;
  return `items.${index}.${field as ItemField}`;
}

/** The form's resolver: the check above, as react-hook-form's nested errors. */
export const checklistResolver: Resolver<ChecklistFormValues, unknown, ChecklistValues> = (
  values,
) => {
  const check = checkChecklistForm(values);
  if (check.ok) return { values: check.body, errors: {} };
  const errors: Record<string, unknown> = {};
  // The items' errors: an array by row, and the list's own (none, too many) as its root.
  const items: Record<string, FieldError>[] & { root?: FieldError } = [];
  let itemErrors = false;
  for (const [path, message] of formFieldErrors(check.errors, values.items.length)) {
    const error: FieldError = { type: 'validate', message };
    const [top, index, field] = path.split('.');
    if (top === 'items' && index !== undefined && field !== undefined) {
      const at = Number(index);
      items[at] = { ...items[at], [field]: error };
      itemErrors = true;
    } else if (top === 'items') {
      items.root = error;
      itemErrors = true;
    } else if (top !== undefined) {
      errors[top] = error;
    }
  }
  if (itemErrors) errors.items = items;
  return { values: {}, errors: errors as FieldErrors<ChecklistFormValues> };
};

/**
 * Assign users (requirements/checklists.md#validation): who to add and who to remove, from the users assigned now and the
 * boxes ticked. Only the difference is sent.
 */
export function assignmentChanges(
  assigned: readonly string[],
  ticked: Iterable<string>,
): { assign: string[]; unassign: string[] } {
  const now = new Set(assigned);
  const wanted = new Set(ticked);
  return {
    assign: [...wanted].filter((id) => !now.has(id)),
    unassign: [...now].filter((id) => !wanted.has(id)),
  };
}

// ---------------------------------------------------------------------------------------------
// Categories (requirements/checklists.md#validation)

export type CategoryFormValues = { key: string; name: string; color: CategoryColor };

export type CategoryFormCheck<T> = { ok: true; body: T } | { ok: false; message: string };

/**
 * A new category, checked as requirements/checklists.md#validation has it with the shared schema ('Both category key and
 * name are required', the key's characters), and against the keys there are already ('A
 * category with this key already exists'); the key is sent normalised.
 */
export function checkNewCategory(
  values: CategoryFormValues,
  existingKeys: readonly string[],
): CategoryFormCheck<CategoryValues> {
  const result = categoryInputSchema.safeParse(values);
  if (!result.success) return { ok: false, message: firstIssue(result.error.issues) };
  if (existingKeys.includes(result.data.key)) {
    return { ok: false, message: t('checklists.categoryDuplicate') };
  }
  return { ok: true, body: result.data };
}

/** A custom category's new name and colour, checked with the shared schema. */
export function checkCategoryUpdate(values: {
  name: string;
  color: CategoryColor;
}): CategoryFormCheck<CategoryUpdate> {
  const result = categoryUpdateSchema.safeParse(values);
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, message: firstIssue(result.error.issues) };
}

/** A category form's one message: its first issue, in the reader's language. */
const firstIssue = (issues: readonly Parameters<typeof issueText>[1][]) => {
  const [issue] = issues;
  return issue ? issueText(translator(), issue) : t('checklists.categoryBothRequired');
};

/** The normalised key a typed key becomes (requirements/checklists.md#validation), for the preview under the field. */
export const categoryKeyPreview = (key: string) => normalizeCategoryKey(key);
