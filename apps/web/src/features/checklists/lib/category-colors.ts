import {
  builtInCategoryName,
  CATEGORY_COLORS,
  type Category,
  type CategoryColor,
} from '@cmms/shared/checklists';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { t } from '../../../lib/i18n/i18n';
import { labelIn } from '../../../lib/i18n/stored-label';

/**
 * The look of each of the eight category colours (requirements/checklists.md#records): `swatch`
 * for a solid dot or picker square, `accent` for a card's coloured left edge. Whole class names,
 * so Tailwind finds them.
 */
const CATEGORY_COLOR_CLASSES: Record<CategoryColor, { swatch: string; accent: string }> = {
  blue: {
    swatch: 'bg-blue-500',
    accent: 'border-s-blue-500',
  },
  green: {
    swatch: 'bg-green-500',
    accent: 'border-s-green-500',
  },
  yellow: {
    swatch: 'bg-yellow-400',
    accent: 'border-s-yellow-400',
  },
  red: {
    swatch: 'bg-red-500',
    accent: 'border-s-red-500',
  },
  purple: {
    swatch: 'bg-purple-500',
    accent: 'border-s-purple-500',
  },
  pink: {
    swatch: 'bg-pink-500',
    accent: 'border-s-pink-500',
  },
  indigo: {
    swatch: 'bg-indigo-500',
    accent: 'border-s-indigo-500',
  },
  gray: {
    swatch: 'bg-slate-500',
    accent: 'border-s-slate-400',
  },
};

const isCategoryColor = (color: string): color is CategoryColor =>
  (CATEGORY_COLORS as readonly string[]).includes(color);

/** A colour's classes; an unknown colour is drawn gray. */
export const categoryColorClasses = (color: string | null | undefined) =>
  CATEGORY_COLOR_CLASSES[color && isCategoryColor(color) ? color : 'gray'];

const COLOR_NAMES = {
  blue: 'checklists.colorBlue',
  green: 'checklists.colorGreen',
  yellow: 'checklists.colorYellow',
  red: 'checklists.colorRed',
  purple: 'checklists.colorPurple',
  pink: 'checklists.colorPink',
  indigo: 'checklists.colorIndigo',
  gray: 'checklists.colorGray',
} as const satisfies Record<CategoryColor, MessageKey>;

/** A colour's name as people read it: 'indigo' -> 'Indigo'; an unknown one as it is stored. */
export const colorLabel = labelIn(COLOR_NAMES);

/**
 * A category's name as the screens show it: a built-in one's in the reader's language (the
 * product names it), a custom one's as it was typed.
 */
export function categoryName(category: Pick<Category, 'key' | 'name'>): string {
  const builtIn = builtInCategoryName(category.key);
  return builtIn ? t(builtIn) : category.name;
}

export type CategoryLook = { key: string; name: string; color: CategoryColor };

/**
 * How a checklist's category key is shown: its category's name and colour, or, for a key no
 * category holds any more (or before the categories have loaded), the key itself in gray.
 */
export function categoryLook(
  categories: readonly Pick<Category, 'key' | 'name' | 'color'>[] | undefined,
  key: string,
): CategoryLook {
  const found = categories?.find((category) => category.key === key);
  return found
    ? { key, name: categoryName(found), color: isCategoryColor(found.color) ? found.color : 'gray' }
    : { key, name: key, color: 'gray' };
}
