import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { useWebDeviceRegistration } from '../api/web-device';

type Permission = NotificationPermission | 'unsupported';

const initialPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * requirements/notifications.md#states: granted registers this browser, denied does nothing, otherwise the user is asked,
 * and only when they press the button: browsers ignore (and users resent) prompts on load.
 */
export function NotificationPermissionControl({ userId }: { userId: string }) {
  const [permission, setPermission] = useState(initialPermission);
  useWebDeviceRegistration(userId, permission === 'granted');

  if (permission === 'unsupported') {
    return <p className="text-sm text-slate-600">{t('notifications.browserUnsupported')}</p>;
  }
  if (permission === 'granted') {
    return <p className="text-sm text-slate-600">{t('notifications.browserOn')}</p>;
  }
  if (permission === 'denied') {
    return <p className="text-sm text-slate-600">{t('notifications.browserBlocked')}</p>;
  }
  return (
    <Button
      variant="secondary"
      icon={<BellRing className="size-4" aria-hidden />}
      onClick={() => void Notification.requestPermission().then(setPermission)}
    >
      {t('notifications.enableBrowser')}
    </Button>
  );
}
