import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keepAssetsOffline } from '../../features/assets/public';
import { keepAttendanceOffline } from '../../features/attendance/public';
import { keepChecklistsOffline } from '../../features/checklists/public';
import { keepAssignedWorkOffline } from '../../features/work-orders/public';
import { shellRole } from '../../lib/route-guard';
import { useSession } from '../../lib/session';

/** The roles whose day is spent on site, where the signal fails. */
const FIELD_ROLES = new Set(['technician', 'housekeeping', 'supervisor']);

/**
 * Loads a field worker's day while there is signal (issue 21): their work orders and those
 * orders' assets, their checklists with this month's grids, today's punches. The persisted
 * query cache keeps them, so these screens open in a basement even if not opened before. Runs
 * when the app starts and each time the device comes back online; a failure only means less
 * is kept.
 */
export function useOfflineWarmup() {
  const user = useSession()?.user;
  const me = user?.id ?? '';
  const field = FIELD_ROLES.has(shellRole(user?.role));
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!field || me === '') return;
    const warm = async () => {
      if (globalThis.navigator?.onLine === false) return;
      const work = keepAssignedWorkOffline(queryClient, me).then((assets) =>
        keepAssetsOffline(queryClient, me, assets),
      );
      await Promise.allSettled([
        work,
        keepChecklistsOffline(queryClient, me, new Date()),
        keepAttendanceOffline(queryClient, me),
      ]);
    };
    void warm();
    window.addEventListener('online', warm);
    return () => window.removeEventListener('online', warm);
  }, [field, me, queryClient]);
}
