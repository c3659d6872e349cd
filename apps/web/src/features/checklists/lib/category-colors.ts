import { CATEGORY_COLORS, type Category, type CategoryColor } from '@cmms/shared/checklists';

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

/** A colour's name as people read it: 'indigo' -> 'Indigo'. */
export const colorLabel = (color: string) => color.charAt(0).toUpperCase() + color.slice(1);

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
    ? { key, name: found.name, color: isCategoryColor(found.color) ? found.color : 'gray' }
    : { key, name: key, color: 'gray' };
}
