import { clsx } from 'clsx';
import { t } from '../../../lib/i18n/i18n';
import { shownStatus, useQueuedTaskStatus } from '../lib/queued-status';
import { statusLabel } from '../lib/work-order-display';

const tones: Record<string, string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-200',
  in_progress: 'bg-sky-50 text-sky-800 ring-sky-200',
  on_hold: 'bg-amber-50 text-amber-900 ring-amber-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-50 text-slate-500 ring-slate-200',
};

const badge =
  'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/**
 * A work order's status as a small labelled badge (the word always shows, not colour alone).
 * With `taskId`, a status change kept on this device shows as the status, marked "Waiting to
 * sync", or the server's refusal as "Not applied" (issue 21).
 */
export function WorkOrderStatusBadge({ status, taskId }: { status: string; taskId?: string }) {
  const queued = useQueuedTaskStatus(taskId);
  const shown = shownStatus(status, queued);
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={clsx(badge, tones[shown] ?? 'bg-blue-50 text-blue-800 ring-blue-200')}>
        {statusLabel(shown)}
      </span>
      {queued && (
        <span
          className={clsx(
            badge,
            queued.state === 'pending'
              ? 'bg-amber-50 text-amber-900 ring-amber-300'
              : 'bg-red-50 text-red-800 ring-red-200',
          )}
        >
          {queued.state === 'pending' ? t('workOrders.waitingToSync') : t('workOrders.notApplied')}
        </span>
      )}
    </span>
  );
}
