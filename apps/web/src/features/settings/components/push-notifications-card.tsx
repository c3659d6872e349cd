import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { usePushDevice } from '../api/push-device';
import { usePushSettings } from '../api/push-settings';
import { PushDeviceControl } from './push-device-control';
import { PushKindsField } from './push-kinds-field';
import { SettingsCard } from './settings-card';

/**
 * 'Push notifications' (issue 34, docs/push.md): notifications that reach a closed app. In a
 * browser, push is turned on per device; in the native app the phone's own settings decide
 * whether they show. Either way the kinds pushed are the user's choice, kept on the server.
 */
export function PushNotificationsCard() {
  const id = useId();
  const settings = usePushSettings();
  const device = usePushDevice(settings.data?.publicKey);

  return (
    <SettingsCard
      id={id}
      icon={<BellRing className="size-5" aria-hidden />}
      title={t('settings.pushTitle')}
      description={t('settings.pushDescription')}
    >
      <div className="space-y-5">
        {device.support === 'native' ? (
          <p className="text-sm text-slate-600">{t('settings.pushNativeNote')}</p>
        ) : (
          <PushDeviceControl device={device} publicKey={settings.data?.publicKey} />
        )}
        <PushKindsField settings={settings} />
      </div>
    </SettingsCard>
  );
}
