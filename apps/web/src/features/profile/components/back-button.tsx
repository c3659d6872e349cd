import { dashboardPathOf } from '@cmms/shared/route-access';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';

/** The native wrapper's bridge, present only inside the packaged app. */
type CapacitorBridge = {
  isNativePlatform?: () => boolean;
  Plugins?: { App?: { exitApp?: () => void } };
};

const capacitor = () => (window as Window & { Capacitor?: CapacitorBridge }).Capacitor;

/**
 * Doc 002 §2.10: Back leaves the app in the native wrapper, and goes back elsewhere. A profile
 * opened directly has no page to go back to, so it goes to the dashboard instead.
 */
export function BackButton() {
  const navigate = useNavigate();
  const role = useSession()?.user.role;

  const back = () => {
    const native = capacitor();
    if (native?.isNativePlatform?.() && native.Plugins?.App?.exitApp) {
      native.Plugins.App.exitApp();
    } else if (window.history.state?.idx > 0) {
      navigate(-1);
    } else {
      navigate(dashboardPathOf(role));
    }
  };

  return (
    <Button variant="secondary" icon={<ArrowLeft className="size-4" aria-hidden />} onClick={back}>
      Back
    </Button>
  );
}
