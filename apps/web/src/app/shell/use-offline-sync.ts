import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { offlineQueue } from '../../lib/offline';
import { useSession } from '../../lib/session';

/** How often waiting changes are tried again while the device says it is online. */
const RETRY_MS = 20_000;

/**
 * Sends the changes made offline (lib/offline) when the app starts, when the device comes back
 * online, and every 20 s while some wait; then every screen reloads its data, so what the
 * server applied replaces what the device showed.
 */
export function useOfflineSync() {
  const userId = useSession()?.user.id ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    let stopped = false;
    const sync = async () => {
      const applied = await offlineQueue.sync();
      if (applied > 0 && !stopped) void queryClient.invalidateQueries();
    };
    void offlineQueue.forUser(userId).then(sync);
    const retry = setInterval(() => {
      if (offlineQueue.snapshot().some((change) => change.state === 'pending')) void sync();
    }, RETRY_MS);
    const online = () => void sync();
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      clearInterval(retry);
      window.removeEventListener('online', online);
    };
  }, [userId, queryClient]);
}
