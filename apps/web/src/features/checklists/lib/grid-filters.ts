import {
  type Category,
  type Checklist,
  type ChecklistCaller,
  checklistRules,
  checklistYears,
  monthRange,
} from '@cmms/shared/checklists';
import { dateOf } from '@cmms/shared/dates';
import { formats } from '../../../lib/i18n/i18n';
import { categoryName } from './category-colors';

/**
 * The grid's filters (requirements/checklists.md#screens): checklist, whose month, which month and year, and an
 * optional day. They live in the URL (?checklistId=&userId=&year=&month=&date=), so a link (a
 * notification, a work order raised from a checklist) opens the right grid; what the URL leaves
 * out takes the defaults: this month, the first checklist, the caller if assigned.
 */
export type GridParams = {
  checklistId: string | null;
  userId: string | null;
  year: number;
  month: number;
  /** YYYY-MM-DD within the month, or null for every day. */
  date: string | null;
};

const GRID_PARAM_KEYS = ['checklistId', 'userId', 'year', 'month', 'date'] as const;

/** The months by number (1-12) and name ('January'), in the reader's language. */
export const monthNames = () =>
  Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    name: formats().day(dateOf(2000, index + 1, 1), { month: 'long' }),
  }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOf = (value: string | null) => {
  const id = (value ?? '').trim();
  return UUID.test(id) ? id : null;
};

const intOf = (value: string | null) => {
  const text = (value ?? '').trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
};

/** A day (YYYY-MM-DD) of the month, or null when it is not one. */
export function dayInMonth(value: string | null | undefined, year: number, month: number) {
  const text = (value ?? '').trim();
  const { first, last } = monthRange(year, month);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && text >= first && text <= last ? text : null;
}

/** The filters a URL holds; a missing or unusable value takes its default. */
export function parseGridParams(params: URLSearchParams, today: Date): GridParams {
  const years = checklistYears(today);
  const askedYear = intOf(params.get('year'));
  const askedMonth = intOf(params.get('month'));
  const year = askedYear !== null && years.includes(askedYear) ? askedYear : today.getFullYear();
  const month =
    askedMonth !== null && askedMonth >= 1 && askedMonth <= 12 ? askedMonth : today.getMonth() + 1;
  return {
    checklistId: idOf(params.get('checklistId')),
    userId: idOf(params.get('userId')),
    year,
    month,
    date: dayInMonth(params.get('date'), year, month),
  };
}

/** The URL's search params for these filters; other params of the URL are kept. */
export function withGridParams(current: URLSearchParams, next: GridParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of GRID_PARAM_KEYS) params.delete(key);
  if (next.checklistId) params.set('checklistId', next.checklistId);
  if (next.userId) params.set('userId', next.userId);
  params.set('year', String(next.year));
  params.set('month', String(next.month));
  if (next.date) params.set('date', next.date);
  return params;
}

/** Another month keeps the day filter only if it falls inside that month. */
export function changeMonth(params: GridParams, year: number, month: number): GridParams {
  return { ...params, year, month, date: dayInMonth(params.date, year, month) };
}

export type CategoryOption = { key: string; name: string; color: Category['color'] | null };

/**
 * The checklists the grid offers: active ones, and the one a link names even if it has since
 * been switched off (its history still opens).
 */
function gridChecklists(checklists: readonly Checklist[], wanted: string | null) {
  return checklists.filter((checklist) => checklist.isActive || checklist.id === wanted);
}

/**
 * The category select: categories holding at least one of the checklists, in the categories'
 * order; a checklist whose category the list does not know still gets one, named by its key.
 */
export function categoryOptions(
  categories: readonly Category[],
  checklists: readonly Checklist[],
): CategoryOption[] {
  const used = new Set(checklists.map((checklist) => checklist.category));
  const known = categories
    .filter((category) => used.has(category.key))
    .map(({ key, name, color }) => ({ key, name: categoryName({ key, name }), color }));
  const knownKeys = new Set(known.map((category) => category.key));
  const unknown = [...used]
    .filter((key) => !knownKeys.has(key))
    .map((key) => ({ key, name: key, color: null }));
  return [...known, ...unknown];
}

export type GridSelection = {
  categories: CategoryOption[];
  category: string | null;
  /** The checklists of the chosen category. */
  checklists: Checklist[];
  checklist: Checklist | null;
  /** Whose month: the caller for field staff; else one of the checklist's assignees. */
  userId: string | null;
  /** The user select's choices, or null when the caller sees only their own month. */
  users: { id: string; name: string }[] | null;
};

/**
 * What the grid shows for the URL's filters: the checklist it names (else the first of the first
 * category), and whose month (the one named if assigned, else the caller if assigned, else the
 * first assignee). Technician and housekeeping always see their own.
 */
export function resolveGrid(
  params: GridParams,
  all: readonly Checklist[],
  categories: readonly Category[],
  caller: Pick<ChecklistCaller, 'id' | 'role'>,
): GridSelection {
  const offered = gridChecklists(all, params.checklistId);
  const options = categoryOptions(categories, offered);
  const order = new Map(options.map((option, index) => [option.key, index]));
  const sorted = [...offered].sort(
    (a, b) =>
      (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0) || a.name.localeCompare(b.name),
  );
  const checklist =
    sorted.find((candidate) => candidate.id === params.checklistId) ?? sorted[0] ?? null;
  const category = checklist?.category ?? null;
  const inCategory = sorted.filter((candidate) => candidate.category === category);

  if (checklistRules.seesOnlyAssigned(caller)) {
    return {
      categories: options,
      category,
      checklists: inCategory,
      checklist,
      userId: checklist ? caller.id : null,
      users: null,
    };
  }
  const users = (checklist?.assignments ?? []).map(({ userId, name }) => ({ id: userId, name }));
  const pick = (id: string | null) => users.find((user) => user.id === id)?.id;
  return {
    categories: options,
    category,
    checklists: inCategory,
    checklist,
    userId: pick(params.userId) ?? pick(caller.id) ?? users[0]?.id ?? null,
    users,
  };
}

/** Choosing a category opens its first checklist. */
export function firstChecklistOf(
  category: string,
  all: readonly Checklist[],
  wanted: string | null,
): string | null {
  const inCategory = gridChecklists(all, wanted)
    .filter((checklist) => checklist.category === category)
    .sort((a, b) => a.name.localeCompare(b.name));
  return inCategory[0]?.id ?? null;
}
