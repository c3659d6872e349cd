import { LIVE_PATHS, type LiveChange, type LiveTicket } from '@cmms/shared/live';
import { isAdminRole } from '@cmms/shared/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../lib/api-client';
import { startLiveClient } from '../../lib/live/live-client';
import { setLiveStatus, useLiveStatus } from '../../lib/live/live-status';
import { API_BASE_URL } from '../../lib/server-url';
import { useMe, useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { staleAfter } from './live-staleness';

/** Changes that come together (a work order and its notification) refetch once. */
const GATHER_MS = 250;
/** A change of one's own within this long of a change this tab made is taken as that one. */
const OWN_CHANGE_MS = 10_000;
/** A stream down this long: the screens poll again (pollUnlessLive), from one refetch. */
const POLL_AGAIN_MS = 8_000;

/**
 * The signed-in tab's live stream (issue 34, docs/live.md): each change the server says this user
 * may see marks the caches it touches stale, so what is on screen refetches on its own. A form
 * being filled keeps what was typed: forms copy their values once, when they open. The screens'
 * own polling runs only while the stream is down (pollUnlessLive).
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
    // When this tab last changed something (any mutation of its own settling or starting).
    let changedAt = 0;
    const unwatch = queryClient.getMutationCache().subscribe((event) => {
      // Not 'removed': a finished change is dropped from the cache minutes later.
      if (event.type === 'added' || event.type === 'updated') changedAt = Date.now();
    });
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
        const changedHere = Date.now() - changedAt < OWN_CHANGE_MS;
        for (const root of staleAfter(change, { me, adminBell, changedHere })) stale.add(root);
        timer ??= setTimeout(refetchStale, GATHER_MS);
      },
      onRefetch: () => void queryClient.invalidateQueries(),
      onStatus: setLiveStatus,
    });
    return () => {
      client.stop();
      unwatch();
      if (timer !== null) clearTimeout(timer);
    };
  }, [me, online, queryClient, adminBell]);

  // The screens do not poll while the stream is live. Down for a while, what is on screen is
  // fetched once, which sets each screen's polling going again until the stream is back.
  const status = useLiveStatus();
  useEffect(() => {
    if (status === 'live') return;
    const timer = setTimeout(
      () => void queryClient.refetchQueries({ type: 'active' }),
      POLL_AGAIN_MS,
    );
    return () => clearTimeout(timer);
  }, [status, queryClient]);
}
