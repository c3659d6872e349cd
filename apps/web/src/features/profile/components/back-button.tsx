import { dashboardPathOf } from '@cmms/shared/route-access';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { exitNativeApp } from '../../../lib/native/app';
import { isNativePlatform } from '../../../lib/native/platform';
import { useSession } from '../../../lib/session';

/**
 * requirements/profile-and-help.md#screens: Back leaves the app in the native wrapper, and goes back elsewhere. A profile
 * opened directly has no page to go back to, so it goes to the dashboard instead.
 */
export function BackButton() {
  const navigate = useNavigate();
  const role = useSession()?.user.role;

  const inBrowser = () => {
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(dashboardPathOf(role));
  };
  const back = () => {
    if (!isNativePlatform()) return inBrowser();
    void exitNativeApp().then((exited) => {
      if (!exited) inBrowser();
    });
  };

  return (
    <Button
      variant="secondary"
      icon={<ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />}
      onClick={back}
    >
      {t('profile.back')}
    </Button>
  );
}
