import { clsx } from 'clsx';
import { categoryColorClasses } from '../lib/category-colors';

/** A category's name on its colour (never colour alone). */
export function CategoryBadge({ name, color }: { name: string; color: string }) {
  return (
    <span
      className={clsx(
        'inline-flex max-w-full items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        categoryColorClasses(color).badge,
      )}
    >
      <span
        className={clsx('size-2 shrink-0 rounded-full', categoryColorClasses(color).swatch)}
        aria-hidden
      />
      <span className="truncate">{name}</span>
    </span>
  );
}

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
