import { useEffect } from 'react';
import { startInactivityMonitor } from '../lib/auto-lock';
import { lockApp, readAutoLockTiming } from './lock-control';

/** What counts as the user being there (pointer, keyboard, touch, scroll). */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

/** Locks the app for `userId` after the configured idle time; null disarms it. */
export function useInactivityLock(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    const monitor = startInactivityMonitor({
      now: () => Date.now(),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      timing: readAutoLockTiming,
      onIdle: () => lockApp(userId),
    });
    const onActivity = () => monitor.activity();
    // Browsers slow the timers of hidden tabs; coming back must not leave the app open.
    const onVisible = () => {
      if (document.visibilityState === 'visible') monitor.check();
    };
    // Capture, so scrolling inside any scroll container counts too.
    const options = { capture: true, passive: true };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, options);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      monitor.stop();
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, options);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId]);
}
