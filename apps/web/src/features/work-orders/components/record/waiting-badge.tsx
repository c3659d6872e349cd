import type { Message } from '@cmms/shared/i18n/message';
import { clsx } from 'clsx';
import { t } from '../../../../lib/i18n/i18n';
import { changeText } from '../../../../lib/offline';

/**
 * A change kept on this device: "Waiting to sync" until the server has it, or "Not applied" with
 * the server's reason (docs/offline.md); the header's sync list offers Discard.
 */
export function WaitingBadge({
  state,
  reason,
}: {
  state: 'pending' | 'refused';
  reason?: Message | string | undefined;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span
        className={clsx(
          'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
          state === 'pending'
            ? 'bg-amber-50 text-amber-900 ring-amber-300'
            : 'bg-red-50 text-red-800 ring-red-200',
        )}
      >
        {state === 'pending' ? t('workOrders.waitingToSync') : t('workOrders.notApplied')}
      </span>
      {state === 'refused' && reason !== undefined && (
        <span className="text-xs text-red-800">{changeText(reason)}</span>
      )}
    </span>
  );
}
