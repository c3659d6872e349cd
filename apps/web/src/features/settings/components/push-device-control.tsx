import { clsx } from 'clsx';
import { BellOff, BellRing } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import type { usePushDevice } from '../api/push-device';

type Device = ReturnType<typeof usePushDevice>;
type Shown = { text: string; tone: 'on' | 'off' | 'warning' | 'none'; action?: 'on' | 'off' };

/** What the device part says, from what is known: honest about each reason push cannot work. */
function shownState(device: Device, publicKey: string | undefined): Shown {
  if (device.support === 'unsupported') {
    return { text: t('settings.pushStateUnsupported'), tone: 'none' };
  }
  if (device.support === 'development') {
    return { text: t('settings.pushStateDevelopment'), tone: 'none' };
  }
  if (publicKey === '') return { text: t('settings.pushStateServerOff'), tone: 'none' };
  if (device.state.isError) return { text: t('settings.pushStateNoWorker'), tone: 'warning' };
  switch (device.state.data) {
    case 'on':
      return { text: t('settings.pushStateOn'), tone: 'on', action: 'off' };
    case 'off':
      return { text: t('settings.pushStateOff'), tone: 'off', action: 'on' };
    case 'blocked':
      return { text: t('settings.pushStateBlocked'), tone: 'warning' };
    case 'noWorker':
      return { text: t('settings.pushStateNoWorker'), tone: 'warning' };
    default:
      return { text: t('settings.pushChecking'), tone: 'none' };
  }
}

const DOT = {
  on: 'bg-emerald-500',
  off: 'bg-slate-400',
  warning: 'bg-amber-500',
  none: 'bg-slate-300',
} as const;

/**
 * Push on this browser (issue 34): its state, and the one button that changes it. Turning it
 * on asks for the browser's permission, subscribes with the server's key and gives the server
 * the subscription; off undoes both.
 */
export function PushDeviceControl({
  device,
  publicKey,
}: {
  device: Device;
  publicKey: string | undefined;
}) {
  const headingId = useId();
  const shown = shownState(device, publicKey);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-medium text-slate-700">
        {t('settings.pushDevice')}
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-slate-700" aria-live="polite">
          <span className={clsx('mt-1.5 size-2 shrink-0 rounded-full', DOT[shown.tone])} />
          <span>{shown.text}</span>
        </p>
        {shown.action === 'on' && (
          <Button
            className="shrink-0"
            icon={<BellRing className="size-4" aria-hidden />}
            loading={device.busy}
            disabled={publicKey === undefined}
            onClick={device.turnOn}
          >
            {t('settings.pushTurnOn')}
          </Button>
        )}
        {shown.action === 'off' && (
          <Button
            variant="secondary"
            className="shrink-0"
            icon={<BellOff className="size-4" aria-hidden />}
            loading={device.busy}
            onClick={device.turnOff}
          >
            {t('settings.pushTurnOff')}
          </Button>
        )}
      </div>
    </section>
  );
}
