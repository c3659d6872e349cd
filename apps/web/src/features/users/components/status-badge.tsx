import { clsx } from 'clsx';
import { statusLabel } from '../lib/user-status';

/** Status and approval as small coloured words (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'Active' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
