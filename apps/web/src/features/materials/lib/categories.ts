import { t } from '../../../lib/i18n/i18n';

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** The category choices: each once, sorted as people read them. */
export const sortedCategories = (names: readonly string[]) =>
  [...new Set(names.map((name) => name.trim()).filter(Boolean))].sort(byName);

export type AddCategoryResult =
  | { ok: true; categories: string[]; added: string }
  | { ok: false; error: string };

/**
 * requirements/materials.md#validation: a category added inline in the material form must be non-empty and not already present
 * (whatever its case: 'tools' is 'Tools'); the list stays sorted.
 */
export function addCategory(categories: readonly string[], raw: string): AddCategoryResult {
  const added = raw.trim();
  if (added === '') return { ok: false, error: t('materials.categoryEmpty') };
  if (categories.some((name) => byName(name, added) === 0)) {
    return { ok: false, error: t('materials.categoryExists') };
  }
  return { ok: true, categories: sortedCategories([...categories, added]), added };
}
