import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { inputClass } from './text-field';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: { value: string; label: string }[];
  error?: string | undefined;
  /** A line under the select saying what the choice does. */
  hint?: string | undefined;
  /** Keep the label for screen readers only (a compact select in a row). */
  hideLabel?: boolean;
}

/** A labelled native select: the platform's own picker on phones, keyboard support built in. */
export function SelectField({
  label,
  options,
  error,
  hint,
  hideLabel,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700'}
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={clsx(
            inputClass,
            'appearance-none pe-9',
            error ? 'border-red-600' : 'border-slate-300',
          )}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
