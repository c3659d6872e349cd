import { dashboardPathOf } from '@cmms/shared/route-access';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../lib/i18n/i18n';
import { exitNativeApp, listenToBackButton } from '../../lib/native/app';
import { isNativePlatform } from '../../lib/native/platform';
import { backButtonAction } from '../../lib/shell-behaviour';
import { notify } from '../../lib/toast';

/**
 * requirements/product.md#screens, native app only: the hardware back button. On a dashboard the first press says
 * 'Press back again to exit app' and a second within 2 s closes the app; elsewhere it goes to
 * the role's dashboard. In a browser there is no back button to hear and this does nothing.
 */
export function useNativeBackButton(role: string | undefined) {
  const navigate = useNavigate();
  const currentRole = useRef(role);
  currentRole.current = role;

  useEffect(() => {
    if (!isNativePlatform()) return;
    let lastPressAt: number | null = null;
    return listenToBackButton(() => {
      const now = Date.now();
      // The address bar, not React state: a press right after navigating sees the new page.
      const action = backButtonAction(window.location.pathname, lastPressAt, now);
      if (action === 'exit') return void exitNativeApp();
      if (action === 'dashboard') return navigate(dashboardPathOf(currentRole.current));
      lastPressAt = now;
      notify.info(t('shell.pressBackAgain'), { duration: 2_000 });
    });
  }, [navigate]);
}
