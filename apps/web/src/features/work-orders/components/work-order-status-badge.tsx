import { clsx } from 'clsx';
import { statusLabel } from '../lib/work-order-display';

const tones: Record<string, string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-200',
  in_progress: 'bg-sky-50 text-sky-800 ring-sky-200',
  on_hold: 'bg-amber-50 text-amber-900 ring-amber-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-50 text-slate-500 ring-slate-200',
};

/** A work order's status as a small labelled badge (the word always shows, not colour alone). */
export function WorkOrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[status] ?? 'bg-blue-50 text-blue-800 ring-blue-200',
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
