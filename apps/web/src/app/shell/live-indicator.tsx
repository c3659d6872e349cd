import { Radio } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t } from '../../lib/i18n/i18n';
import { useLiveStatus } from '../../lib/live/live-status';
import { useOnline } from '../../lib/use-online';

/** A stream that reconnects within this long is not worth a word. */
const QUIET_MS = 8000;

/**
 * A quiet word in the header when live updates have been off for a while (issue 34): screens
 * still refresh on their own schedule meanwhile. Offline, the sync indicator says more.
 */
export function LiveIndicator() {
  const status = useLiveStatus();
  const online = useOnline();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (status !== 'off') {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), QUIET_MS);
    return () => clearTimeout(timer);
  }, [status]);
  if (!shown || !online) return null;
  return (
    <span
      role="status"
      title={t('shell.liveOffHint')}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-slate-100 px-2 py-1 text-xs font-medium text-slate-600 sm:px-2.5"
    >
      <Radio className="size-3.5" aria-hidden />
      {/* A phone's header has room for the sign only; its words stay for screen readers. */}
      <span className="sr-only sm:not-sr-only">{t('shell.liveOff')}</span>
    </span>
  );
}
