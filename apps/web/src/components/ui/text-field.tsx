import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  /** A control drawn inside the right edge of the input, such as a show/hide button. */
  trailing?: ReactNode;
}

export const inputClass =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 disabled:bg-slate-100 sm:text-sm';

export function TextField({
  label,
  error,
  trailing,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  // The error first, then any hint the caller points at (such as a password checklist).
  const describedByIds = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds || undefined}
          className={clsx(
            inputClass,
            error
              ? 'border-red-600 focus:border-red-600 focus:outline-red-600/30'
              : 'border-slate-300',
            trailing ? 'pe-12' : undefined,
          )}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 end-0 flex items-center">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
