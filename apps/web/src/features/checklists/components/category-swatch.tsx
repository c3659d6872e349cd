import { clsx } from 'clsx';
import { categoryColorClasses } from '../lib/category-colors';

/** A colour as a small solid square: a category list's swatch. */
export function CategorySwatch({ color, className }: { color: string; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-block shrink-0 rounded-md ring-1 ring-black/10 ring-inset',
        categoryColorClasses(color).swatch,
        className ?? 'size-5',
      )}
      aria-hidden
    />
  );
}
