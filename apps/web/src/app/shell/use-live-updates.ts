import { LIVE_PATHS, type LiveChange, type LiveTicket } from '@cmms/shared/live';
import { isAdminRole } from '@cmms/shared/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../lib/api-client';
import { startLiveClient } from '../../lib/live/live-client';
import { setLiveStatus } from '../../lib/live/live-status';
import { API_BASE_URL } from '../../lib/server-url';
import { useMe, useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { staleAfter } from './live-staleness';

/** Changes that come together (a work order and its notification) refetch once. */
const GATHER_MS = 250;

/**
 * The signed-in tab's live stream (issue 34, docs/live.md): each change the server says this user
 * may see marks the caches it touches stale, so what is on screen refetches on its own. A form
 * being filled keeps what was typed: forms copy their values once, when they open. The screens'
 * own polling stays as it was, for when the stream is down.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  const me = useMe();
  const online = useOnline();
  // An administrator's bell lists the activity log's admin notifications: any change may add one.
  const adminBell = isAdminRole(useSession()?.user.role);

  useEffect(() => {
    if (me === '' || !online || typeof EventSource === 'undefined') {
      setLiveStatus('off');
      return;
    }
    const stale = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refetchStale = () => {
      // A change of this tab on its way: its own success refreshes what it touches, and a read
      // started before it commits must not land after it and show the screen as it was.
      if (queryClient.isMutating() > 0) {
        timer = setTimeout(refetchStale, GATHER_MS);
        return;
      }
      timer = null;
      for (const root of stale) {
        void queryClient.invalidateQueries({ queryKey: [root] }, { cancelRefetch: false });
      }
      stale.clear();
    };
    const client = startLiveClient({
      ticket: async () => (await apiRequest<LiveTicket>('POST', LIVE_PATHS.ticket)).ticket,
      url: (ticket, lastEventId) => {
        const query = new URLSearchParams({ ticket });
        if (lastEventId !== null) query.set('lastEventId', String(lastEventId));
        return `${API_BASE_URL}${LIVE_PATHS.stream}?${query}`;
      },
      open: (url) => new EventSource(url),
      onChange: (change: LiveChange) => {
        for (const root of staleAfter(change, { me, adminBell })) stale.add(root);
        timer ??= setTimeout(refetchStale, GATHER_MS);
      },
      onRefetch: () => void queryClient.invalidateQueries(),
      onStatus: setLiveStatus,
    });
    return () => {
      client.stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [me, online, queryClient, adminBell]);
}
