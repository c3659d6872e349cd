import { attendanceRules } from '@cmms/shared/attendance';
import { assetRules, workOrderRules } from '@cmms/shared/work-rules';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { keepAssetsOffline } from '../../features/assets/public';
import { keepAttendanceOffline } from '../../features/attendance/public';
import { keepChecklistsOffline } from '../../features/checklists/public';
import { keepAssignedWorkOffline } from '../../features/work-orders/public';
import { worksOnSite } from '../../lib/offline';
import { type SessionUser, useSession } from '../../lib/session';
import { workCallerOf } from '../../lib/work-caller';

/** What of the day this user may read, so nothing is asked that the server would refuse. */
function dayOf(queryClient: QueryClient, user: SessionUser): Promise<unknown>[] {
  const caller = workCallerOf(user);
  const loads: Promise<unknown>[] = [keepChecklistsOffline(queryClient, user, new Date())];
  if (workOrderRules.canView(caller)) {
    const work = keepAssignedWorkOffline(queryClient, user.id);
    loads.push(
      assetRules.canView(caller)
        ? work.then((assets) => keepAssetsOffline(queryClient, user.id, assets))
        : work,
    );
  }
  if (attendanceRules.canPunch(user)) loads.push(keepAttendanceOffline(queryClient, user.id));
  return loads;
}

/**
 * Loads a field worker's day while there is signal (issue 21): their work orders and those
 * orders' assets, their checklists with this month's grids, today's punches. The persisted
 * query cache keeps them, so these screens open in a basement even if not opened before. Runs
 * once the app has started and each time the device comes back online; a failure only means
 * less is kept.
 */
export function useOfflineWarmup() {
  const user = useSession()?.user;
  const queryClient = useQueryClient();
  // Once per person and start, not on every refresh of the stored user: the effect follows the
  // id and reads the latest user from here.
  const latest = useRef(user);
  latest.current = user;
  const onSiteId = user && worksOnSite(user.role) ? user.id : null;

  useEffect(() => {
    if (!onSiteId) return;
    const warm = () => {
      const current = latest.current;
      if (!current || globalThis.navigator?.onLine === false) return;
      void Promise.allSettled(dayOf(queryClient, current));
    };
    // After the screen has started: the day loads in the background, not against the dashboard.
    const idle = globalThis.requestIdleCallback?.(warm, { timeout: 5_000 });
    const later = idle === undefined ? setTimeout(warm, 2_000) : undefined;
    window.addEventListener('online', warm);
    return () => {
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(later);
      window.removeEventListener('online', warm);
    };
  }, [onSiteId, queryClient]);
}
