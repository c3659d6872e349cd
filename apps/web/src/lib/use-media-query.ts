import { useSyncExternalStore } from 'react';
import { MOBILE_LAYOUT_QUERY } from './device';
import { isNativePlatform } from './native/platform';

/** Whether a CSS media query matches now; the component re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** requirements/product.md#roles: the mobile navigation under 1024 px, and always in the native app. */
export function useMobileLayout(): boolean {
  const narrow = useMediaQuery(MOBILE_LAYOUT_QUERY);
  return narrow || isNativePlatform();
}
