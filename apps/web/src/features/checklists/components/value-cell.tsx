import type { Cell, ChecklistItem } from '@cmms/shared/checklists';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Check, Lock, Minus, NotebookPen, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cellNumber, readingSide } from '../lib/item-values';

export type ValueCellProps = Omit<ComponentProps<'button'>, 'children'> & {
  item: ChecklistItem;
  cell: Cell;
  /** Today's column is tinted. */
  today?: boolean;
  /** Clicks change nothing (a reader): focusable, announced as unavailable. */
  inert?: boolean;
};

const box =
  'relative flex size-11 shrink-0 sm:size-12 flex-col items-center justify-center overflow-hidden rounded-lg border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** What the cell shows, and in which colours: never colour alone, each has its mark. */
function lookOf(cell: Cell) {
  if (cell.result === 'pass') {
    return { tone: 'border-emerald-600 bg-emerald-50 text-emerald-700', mark: 'pass' as const };
  }
  if (cell.result === 'fail') {
    return { tone: 'border-red-700 bg-red-600 text-white', mark: 'fail' as const };
  }
  if (cell.result === 'na') {
    return { tone: 'border-slate-400 bg-slate-200 text-slate-700', mark: 'na' as const };
  }
  if (cell.reading !== undefined) {
    return cell.outOfRange
      ? { tone: 'border-red-600 bg-red-50 text-red-800', mark: 'reading' as const }
      : { tone: 'border-emerald-600 bg-emerald-50 text-emerald-900', mark: 'reading' as const };
  }
  if (cell.note !== undefined) {
    return { tone: 'border-sky-600 bg-sky-50 text-sky-800', mark: 'note' as const };
  }
  return { tone: 'border-slate-300 bg-white hover:border-brand-500 hover:bg-brand-50', mark: null };
}

/**
 * A day cell of an item that records a value (issue 33), as large as a tick's (44×44 px at
 * least): Pass a check, Fail a cross on red, N/A a dash; a reading its number with the unit
 * under it, red with an arrow when outside its range (a value recorded reads light, a tick's
 * completion solid); a note a marker whose text shows on hover
 * (the title) and in the dialog a tap opens. Saved cells keep their value with a small padlock.
 */
export function ValueCell({
  item,
  cell,
  today = false,
  inert = false,
  disabled,
  className,
  type = 'button',
  ...props
}: ValueCellProps) {
  const { tone, mark } = lookOf(cell);
  const side = cell.reading !== undefined ? readingSide(item, cell.reading) : null;
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={inert || undefined}
      className={clsx(
        box,
        tone,
        today && mark === null && 'border-brand-500',
        disabled &&
          'cursor-not-allowed border-dashed border-slate-200 bg-slate-50 text-slate-300 hover:border-slate-200 hover:bg-slate-50',
        inert && !disabled && 'cursor-default',
        className,
      )}
      {...props}
    >
      {mark === 'pass' && <Check className="size-6" strokeWidth={3} aria-hidden />}
      {mark === 'fail' && <X className="size-6" strokeWidth={3} aria-hidden />}
      {mark === 'na' && <Minus className="size-5" strokeWidth={3} aria-hidden />}
      {mark === 'note' && <NotebookPen className="size-5" aria-hidden />}
      {mark === 'reading' && cell.reading !== undefined && (
        <>
          <span
            className={clsx(
              'max-w-full truncate px-0.5 text-xs leading-tight tabular-nums',
              cell.outOfRange ? 'font-bold' : 'font-semibold',
            )}
          >
            {cellNumber(cell.reading)}
          </span>
          {/* Read as "10.9 kV", as the cell's name says it (a flex column shows no space). */}
          {item.unit && ' '}
          {item.unit && (
            <span className="max-w-full truncate px-0.5 text-[10px] leading-none opacity-80">
              {item.unit}
            </span>
          )}
          {side && (
            <span className="absolute bottom-0 start-0 p-px" aria-hidden>
              {side === 'high' ? (
                <ArrowUp className="size-3" strokeWidth={3} />
              ) : (
                <ArrowDown className="size-3" strokeWidth={3} />
              )}
            </span>
          )}
        </>
      )}
      {cell.locked && (
        <span
          className={clsx(
            'absolute top-0 start-0 rounded-ee-md p-px',
            mark === 'fail' ? 'bg-black/25' : 'bg-slate-700 text-white',
          )}
          aria-hidden
        >
          <Lock className="size-2.5" />
        </span>
      )}
    </button>
  );
}
