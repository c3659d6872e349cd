import type { ReactNode } from 'react';
import { ListMessage } from './list-message';
import { LoadFailed } from './load-failed';
import { ScreenLoading } from './screen-loading';

/** The part of a list query (TanStack's result) that decides what the list shows. */
export interface ListQuery<Item> {
  isPending: boolean;
  isFetching: boolean;
  data: readonly Item[] | undefined;
  refetch(): unknown;
}

export type ListState<Item> =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'empty' }
  | { kind: 'items'; items: readonly Item[] };

export function listStateOf<Item>(query: ListQuery<Item>): ListState<Item> {
  if (query.isPending) return { kind: 'loading' };
  // Only a query that failed has no data once it stopped pending; a failed refresh of a list
  // already shown keeps showing it.
  if (query.data === undefined) return { kind: 'failed' };
  if (query.data.length === 0) return { kind: 'empty' };
  return { kind: 'items', items: query.data };
}

/**
 * A list's states in the order a user meets them: loading, failed (with Retry), empty, and only
 * then its items, drawn by `children`.
 */
export function QueryStates<Item>({
  query,
  loadingLabel,
  failedMessage,
  emptyMessage,
  children,
}: {
  query: ListQuery<Item>;
  loadingLabel: string;
  failedMessage: string;
  emptyMessage: ReactNode;
  children(items: readonly Item[]): ReactNode;
}) {
  const state = listStateOf(query);
  switch (state.kind) {
    case 'loading':
      return <ScreenLoading label={loadingLabel} />;
    case 'failed':
      return (
        <LoadFailed
          message={failedMessage}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    case 'empty':
      return <ListMessage>{emptyMessage}</ListMessage>;
    case 'items':
      return children(state.items);
  }
}
