import { clsx } from 'clsx';
import { CloudOff } from 'lucide-react';
import { t } from '../../lib/i18n/i18n';
import { keptAsOf } from '../../lib/offline/kept-answer';
import { ListMessage } from './list-message';

/**
 * The quiet line over a list shown as this device kept it (lib/offline/kept-answer.ts): "Offline:
 * as of 10:42". Not an error: the list is there, only older than the server's.
 */
export function KeptNotice({ at, className }: { at: number; className?: string }) {
  return (
    <p
      role="status"
      className={clsx('flex items-center gap-1.5 text-sm text-slate-600', className)}
    >
      <CloudOff className="size-4 shrink-0 text-slate-500" aria-hidden />
      <span>{keptAsOf(at)}</span>
    </p>
  );
}

/** Offline, and the device kept nothing for this list: it loads when the signal returns. */
export function NotKeptMessage() {
  return <ListMessage>{t('offline.notKept')}</ListMessage>;
}
