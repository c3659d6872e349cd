import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { formats, t } from '../../lib/i18n/i18n';
import { changeText, offlineQueue, type QueuedChange, useQueuedChanges } from '../../lib/offline';
import { useOnline } from '../../lib/use-online';

const timeOf = (iso: string) =>
  formats().dateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** One line of the panel: what was done, when, and where it stands. */
function ChangeLine({ change }: { change: QueuedChange }) {
  const refused = change.state === 'refused';
  return (
    <li className="space-y-1 border-b border-slate-100 px-4 py-3 last:border-b-0">
      <p className="text-sm font-medium wrap-anywhere text-slate-900">
        {changeText(change.summary)}
      </p>
      <p className="text-xs text-slate-500">
        {t('offline.madeAt', { time: timeOf(change.madeAt) })}
      </p>
      {refused ? (
        <p className="text-sm text-red-700" role="status">
          {t('offline.notApplied', { reason: changeText(change.reason ?? '') })}
        </p>
      ) : (
        <p className="text-sm text-amber-800">{t('offline.waitingToSync')}</p>
      )}
      {refused && (
        <Button
          variant="secondary"
          className="mt-1"
          onClick={() => void offlineQueue.discard(change.id)}
        >
          {t('offline.discard')}
        </Button>
      )}
    </li>
  );
}

/**
 * The header's sign of work kept on this device (issue 21): offline, how many changes wait, how
 * many the server refused. It opens the list, where a refused change shows the server's reason
 * and can be discarded. Nothing shows when everything is sent and the device is online.
 */
export function SyncIndicator() {
  const changes = useQueuedChanges();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const refused = changes.filter((change) => change.state === 'refused').length;
  const waiting = changes.length - refused;

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !box.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (online && changes.length === 0) return null;
  const label = formats().list(
    [
      online ? null : t('offline.offline'),
      waiting > 0 ? t('offline.waitingCount', { count: waiting }) : null,
      refused > 0 ? t('offline.notAppliedCount', { count: refused }) : null,
    ].filter((part) => part !== null),
    // 'Offline, 2 waiting to sync': a list of facts, without 'and'.
    { type: 'unit', style: 'short' },
  );
  const Icon = refused > 0 ? TriangleAlert : online ? RefreshCw : CloudOff;

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        disabled={changes.length === 0}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium ${
          refused > 0 ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'
        }`}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        {/* A phone's header has room for the count only; the button's name says it all. */}
        <span className="sr-only sm:not-sr-only sm:max-w-48 sm:truncate">{label}</span>
        {changes.length > 0 && (
          <span aria-hidden className="sm:hidden">
            {changes.length}
          </span>
        )}
      </button>
      {open && changes.length > 0 && (
        <section
          id={panelId}
          aria-label={t('offline.changesOnDevice')}
          className="fixed inset-x-2 top-16 z-40 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:end-0 sm:mt-2 sm:w-80"
        >
          <h2 className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
            {t('offline.changesOnDevice')}
          </h2>
          <ul className="max-h-96 overflow-y-auto">
            {changes.map((change) => (
              <ChangeLine key={change.id} change={change} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
