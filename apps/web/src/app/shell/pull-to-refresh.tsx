import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n/i18n';
import { pullOffset, pullTriggers, REFRESH_INDICATOR_MS } from '../../lib/shell-behaviour';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * requirements/product.md#states: on a phone, pulling down over 80 px from the top of the page reloads every query
 * the screen shows, with an indicator for about 2 seconds. Listeners are passive, so scrolling
 * is never held up; the browser's own pull-to-reload is switched off while this is mounted.
 */
export function PullToRefresh() {
  const queryClient = useQueryClient();
  const [travel, setTravel] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const startY = useRef<number | null>(null);
  const lastTravel = useRef(0);
  const busy = useRef(false);

  const refresh = useCallback(async () => {
    busy.current = true;
    setRefreshing(true);
    await Promise.all([queryClient.invalidateQueries(), wait(REFRESH_INDICATOR_MS)]);
    busy.current = false;
    setRefreshing(false);
  }, [queryClient]);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('overscroll-y-none');
    const reset = () => {
      startY.current = null;
      lastTravel.current = 0;
      setTravel(0);
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      // Only a one-finger pull at the very top of the page, not inside a dialog or sheet.
      if (busy.current || !touch || event.touches.length > 1 || window.scrollY > 0) return;
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      startY.current = touch.clientY;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY.current === null || !touch) return;
      const distance = touch.clientY - startY.current;
      if (distance <= 0 || window.scrollY > 0) return reset();
      lastTravel.current = distance;
      setTravel(distance);
    };
    const onEnd = () => {
      const distance = lastTravel.current;
      const pulling = startY.current !== null;
      reset();
      if (pulling && pullTriggers(distance)) void refresh();
    };
    const passive = { passive: true };
    window.addEventListener('touchstart', onStart, passive);
    window.addEventListener('touchmove', onMove, passive);
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', reset);
    return () => {
      root.classList.remove('overscroll-y-none');
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', reset);
    };
  }, [refresh]);

  const visible = refreshing || travel > 0;
  const offset = refreshing ? 48 : pullOffset(travel);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-[env(safe-area-inset-top)] z-40 flex justify-center">
      <p role="status" className="sr-only">
        {refreshing ? t('common.refreshing') : ''}
      </p>
      {visible && (
        <div
          className="mt-2 rounded-full bg-white p-2.5 shadow-lg ring-1 ring-slate-200"
          // Set through the DOM style object, which the strict CSP allows (no style attribute).
          style={{
            transform: `translateY(${offset}px)`,
            opacity: refreshing ? 1 : Math.min(1, travel / 80),
          }}
        >
          <RefreshCw
            className={clsx(
              'size-5',
              pullTriggers(travel) || refreshing ? 'text-brand-700' : 'text-slate-400',
              refreshing && 'animate-spin',
            )}
            style={refreshing ? undefined : { transform: `rotate(${travel * 2}deg)` }}
            aria-hidden
          />
        </div>
      )}
    </div>
  );
}
