import type { CellState } from '@cmms/shared/checklists';
import { clsx } from 'clsx';
import { Check, Lock } from 'lucide-react';
import type { ComponentProps } from 'react';

export type CellButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  state: CellState;
  locked: boolean;
  /** Who saved (locked) it: the first name shows under the padlock (requirements/checklists.md#screens). */
  lockedBy?: string | null | undefined;
  /** Today's column is tinted. */
  today?: boolean;
  /** Clicks change nothing (a reader, a locked box): focusable, announced as unavailable. */
  inert?: boolean;
};

const look: Record<CellState, string> = {
  initial: 'border-slate-300 bg-white hover:border-brand-500 hover:bg-brand-50',
  'in-progress': 'border-amber-500 bg-amber-50 text-amber-800 hover:bg-amber-100',
  completed: 'border-emerald-600 bg-emerald-600 text-white hover:bg-emerald-700',
};

/**
 * One day cell of a checklist (requirements/checklists.md#states), at least 44×44 px: empty when initial, half filled
 * amber while in progress, a green check when completed, a padlock over the first name of who
 * saved it when locked. Also the developer checkbox test's box.
 */
export function CellButton({
  state,
  locked,
  lockedBy,
  today = false,
  inert = false,
  className,
  type = 'button',
  disabled,
  ...props
}: CellButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={inert || undefined}
      className={clsx(
        'relative flex size-11 shrink-0 sm:size-12 flex-col items-center justify-center gap-0.5 overflow-hidden rounded-lg border-2 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        locked ? 'border-emerald-800 bg-emerald-700 text-white hover:bg-emerald-800' : look[state],
        today && state === 'initial' && !locked && 'border-brand-500',
        disabled &&
          'cursor-not-allowed border-dashed border-slate-200 bg-slate-50 text-slate-300 hover:border-slate-200 hover:bg-slate-50',
        inert && !disabled && 'cursor-default',
        className,
      )}
      {...props}
    >
      {locked ? (
        <>
          <Lock className="size-4 shrink-0" aria-hidden />
          {lockedBy && (
            <span className="max-w-full truncate px-0.5 text-[10px] leading-none font-semibold">
              {lockedBy}
            </span>
          )}
        </>
      ) : state === 'completed' ? (
        <Check className="size-6" strokeWidth={3} aria-hidden />
      ) : state === 'in-progress' ? (
        <span
          className="flex size-5 flex-col justify-end overflow-hidden rounded-sm border-2 border-amber-500"
          aria-hidden
        >
          <span className="h-1/2 bg-amber-500" />
        </span>
      ) : null}
    </button>
  );
}
