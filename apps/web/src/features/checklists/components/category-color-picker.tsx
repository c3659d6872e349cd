import { CATEGORY_COLORS, type CategoryColor } from '@cmms/shared/checklists';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { categoryColorClasses, colorLabel } from '../lib/category-colors';

/**
 * The eight category colours (requirements/checklists.md#records) as swatches: a radio group, so arrow keys move
 * between them and each is named for screen readers.
 */
export function CategoryColorPicker({
  value,
  onChange,
  label = t('checklists.colour'),
}: {
  value: CategoryColor;
  onChange(color: CategoryColor): void;
  label?: string;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
      <div className="grid max-w-sm grid-cols-8 gap-0.5 sm:flex sm:max-w-none sm:flex-wrap sm:gap-1">
        {CATEGORY_COLORS.map((color) => {
          const checked = color === value;
          return (
            <label
              key={color}
              title={colorLabel(color)}
              className="relative inline-flex h-11 cursor-pointer items-center justify-center rounded-lg sm:w-11 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={color}
                checked={checked}
                onChange={() => onChange(color)}
                className="sr-only"
              />
              <span className="sr-only">{colorLabel(color)}</span>
              <span
                aria-hidden
                className={clsx(
                  'inline-flex size-7 items-center justify-center rounded-full ring-inset sm:size-8',
                  categoryColorClasses(color).swatch,
                  checked
                    ? 'ring-2 ring-white outline-2 outline-slate-900'
                    : 'ring-1 ring-black/10',
                )}
              >
                {checked && <Check className="size-4 text-white" strokeWidth={3} />}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
