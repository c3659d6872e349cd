import type { Category, Checklist } from '@cmms/shared/checklists';
import { type CategoryLook, categoryLook } from './category-colors';

/** The search box's words: trimmed and lower-cased; empty means no search. */
export const searchTerm = (search: string) => search.trim().toLowerCase();

/**
 * requirements/checklists.md#screens's search, in the browser: a checklist matches when its name, its description or
 * the name of one of its items holds the term (case ignored).
 */
export function matchesSearch(
  checklist: Pick<Checklist, 'name' | 'description' | 'items'>,
  term: string,
): boolean {
  if (term === '') return true;
  return [checklist.name, checklist.description, ...checklist.items.map((item) => item.name)].some(
    (text) => text.toLowerCase().includes(term),
  );
}

export type CategorySection = CategoryLook & {
  builtIn: boolean;
  /** The category's checklists that match the search, by name. */
  checklists: Checklist[];
};

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The management screen's sections (requirements/checklists.md#screens): one per category, in the categories' order,
 * each with its checklists that match the search; then any category key a checklist holds that
 * the list of categories does not (drawn gray under its key). Without a search every category
 * is a section, even an empty one; with one, only those with a match.
 */
export function groupByCategory(
  checklists: readonly Checklist[],
  categories: readonly Pick<Category, 'key' | 'name' | 'color' | 'builtIn'>[],
  search: string,
): CategorySection[] {
  const term = searchTerm(search);
  const matching = checklists.filter((checklist) => matchesSearch(checklist, term));
  const keys = [
    ...categories.map((category) => category.key),
    ...new Set(
      checklists
        .map((checklist) => checklist.category)
        .filter((key) => !categories.some((category) => category.key === key))
        .sort(),
    ),
  ];
  return keys
    .map((key) => ({
      ...categoryLook(categories, key),
      builtIn: categories.find((category) => category.key === key)?.builtIn ?? false,
      checklists: matching.filter((checklist) => checklist.category === key).sort(byName),
    }))
    .filter((section) => term === '' || section.checklists.length > 0);
}

/** How many checklists the sections show in all. */
export const shownCount = (sections: readonly CategorySection[]) =>
  sections.reduce((sum, section) => sum + section.checklists.length, 0);
