import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';
import { inputClass } from './text-field';

export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line text field, with its error under it (TextField's look and wiring). */
export function TextareaField({
  label,
  error,
  id,
  className,
  rows = 3,
  ...props
}: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          inputClass,
          'resize-y',
          error
            ? 'border-red-600 focus:border-red-600 focus:outline-red-600/30'
            : 'border-slate-300',
        )}
        {...props}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
