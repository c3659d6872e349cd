import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * A screen's first read that a change makes stale while it is still on its way is read again when
 * it lands. TanStack Query restarts an invalidated read only once the query holds data; a first
 * read (a search just typed, a page just opened) is kept, lands with the state from before the
 * change and, being fresh, stays on screen. Here every such read is marked when the invalidation
 * comes, and an active one is asked for once more. Returns the unsubscribe.
 */
export function rereadInvalidatedFirstReads(queryClient: QueryClient): () => void {
  const readAgain = new WeakSet<Query>();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') {
      readAgain.delete(event.query);
      return;
    }
    if (event.type !== 'updated') return;
    const { query, action } = event;
    if (action.type === 'invalidate') {
      if (query.state.fetchStatus !== 'idle' && query.state.data === undefined) {
        readAgain.add(query);
      }
    } else if (action.type === 'error') {
      readAgain.delete(query);
    } else if (action.type === 'success' && readAgain.delete(query) && query.isActive()) {
      // After this dispatch has settled: the query is idle again and fetches anew.
      setTimeout(() => {
        void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' });
      }, 0);
    }
  });
}
