import { useEffect, useRef } from 'react';
import { isNativePlatform } from '../../lib/native/platform';
import { DAY_CHECK_INTERVAL_MS, loggedInOnAnotherDay } from '../../lib/shell-behaviour';
import { readStorage, storageKeys } from '../../lib/storage-keys';
import { useLogoutFlow } from './use-logout-flow';

/**
 * requirements/product.md#states: in the native app a check every 60 s logs the user out once the calendar day of
 * login is over, so a shared phone starts each day signed out.
 */
export function useDayChangeLogout() {
  const { signOut } = useLogoutFlow();
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;

  useEffect(() => {
    if (!isNativePlatform()) return;
    const timer = setInterval(() => {
      if (loggedInOnAnotherDay(readStorage(storageKeys.loginTime), new Date())) {
        void signOutRef.current();
      }
    }, DAY_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
