import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { ScreenLoading } from '../../components/ui/screen-loading';
import { detectMobileDevice } from '../../lib/device';
import { pageTitleFor } from '../../lib/screen-titles';
import { useSession } from '../../lib/session';
import { useMobileLayout } from '../../lib/use-media-query';
import { widgets } from '../screens';
import { ShellFrame } from './shell-frame';
import { useDayChangeLogout } from './use-day-change-logout';
import { useDoubleTapGuard } from './use-double-tap-guard';
import { useLiveUpdates } from './use-live-updates';
import { useNativeBackButton } from './use-native-back-button';
import { useOfflineSync } from './use-offline-sync';
import { useOfflineWarmup } from './use-offline-warmup';
import { useShortcuts } from './use-shortcuts';

/**
 * The frame of every signed-in screen (requirements/product.md#screens): the desktop sidebar from 1024 px, the
 * phone's bottom bar below it and in the native app; shortcuts, native back button, day-change
 * logout and double-tap suppression; all inside the app lock.
 */
export function AppShell() {
  const role = useSession()?.user.role;
  const { pathname } = useLocation();
  const mobileLayout = useMobileLayout();
  const [mobileDevice] = useState(detectMobileDevice);
  useShortcuts(role);
  useNativeBackButton(role);
  useDayChangeLogout();
  useDoubleTapGuard(mobileDevice);
  useOfflineSync();
  useOfflineWarmup();
  useLiveUpdates();

  const title = pageTitleFor(pathname, role ?? null) ?? '';
  const frame = <ShellFrame title={title} mobile={mobileLayout} />;
  const AppLock = widgets.AppLock;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <AppLock>{frame}</AppLock>
    </Suspense>
  );
}
