import { CATEGORY_COLORS, type Category, type CategoryColor } from '@cmms/shared/checklists';

/**
 * The look of each of the eight category colours (requirements/checklists.md#records): `badge` for a category's name on
 * a tinted ground (text dark enough to read), `swatch` for a solid dot or picker square, `accent`
 * for a card's coloured left edge. Whole class names, so Tailwind finds them.
 */
export const CATEGORY_COLOR_CLASSES: Record<
  CategoryColor,
  { badge: string; swatch: string; accent: string }
> = {
  blue: {
    badge: 'bg-blue-50 text-blue-800 ring-blue-600/20',
    swatch: 'bg-blue-500',
    accent: 'border-l-blue-500',
  },
  green: {
    badge: 'bg-green-50 text-green-800 ring-green-600/20',
    swatch: 'bg-green-500',
    accent: 'border-l-green-500',
  },
  yellow: {
    badge: 'bg-yellow-50 text-yellow-900 ring-yellow-600/30',
    swatch: 'bg-yellow-400',
    accent: 'border-l-yellow-400',
  },
  red: {
    badge: 'bg-red-50 text-red-800 ring-red-600/20',
    swatch: 'bg-red-500',
    accent: 'border-l-red-500',
  },
  purple: {
    badge: 'bg-purple-50 text-purple-800 ring-purple-600/20',
    swatch: 'bg-purple-500',
    accent: 'border-l-purple-500',
  },
  pink: {
    badge: 'bg-pink-50 text-pink-800 ring-pink-600/20',
    swatch: 'bg-pink-500',
    accent: 'border-l-pink-500',
  },
  indigo: {
    badge: 'bg-indigo-50 text-indigo-800 ring-indigo-600/20',
    swatch: 'bg-indigo-500',
    accent: 'border-l-indigo-500',
  },
  gray: {
    badge: 'bg-slate-100 text-slate-700 ring-slate-500/20',
    swatch: 'bg-slate-500',
    accent: 'border-l-slate-400',
  },
};

export const isCategoryColor = (color: string): color is CategoryColor =>
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
