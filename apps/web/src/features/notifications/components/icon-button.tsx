import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** The accessible name; also shown as a tooltip. */
  label: string;
  icon: ReactNode;
}

/** A 44 px square button with only an icon (its name is for screen readers and the tooltip). */
export function IconButton({ label, icon, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={clsx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {icon}
    </button>
  );
}
