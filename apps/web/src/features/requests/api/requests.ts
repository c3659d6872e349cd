import { requestPaths, type WorkRequest } from '@cmms/shared/requests';
import type { WorkOrder } from '@cmms/shared/work-orders';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pollUnlessLive } from '../../../lib/live/live-status';
import { getPage } from '../../../lib/paged-request';
import { useMe } from '../../../lib/session';
import { DECIDED_ROOTS, type Decision, isOutdated } from '../lib/decisions';
import { type RequestFilters, requestQueryOf } from '../lib/request-filters';

/** Requests page size (server paging: limit, offset, X-Total-Count). */
export const REQUESTS_PAGE_SIZE = 20;
/** While the live stream is down, the list and its count are read again this often. */
const REQUEST_POLL_MS = 30_000;
/** How many open work orders the merge picker offers at once; a search narrows them. */
export const WORK_ORDER_OPTIONS_LIMIT = 50;

// Keyed by the signed-in user: what GET /requests answers depends on who asks (their sites).
// One root, 'requests', which a live change of topic 'request' makes stale.
export const requestKeys = {
  all: ['requests'] as const,
  list: (me: string, filters: RequestFilters, offset: number) =>
    ['requests', me, 'list', { ...requestQueryOf(filters), offset }] as const,
  newCount: (me: string, siteId: string | null) => ['requests', me, 'new-count', siteId] as const,
  workOrders: (me: string, siteId: string, search: string) =>
    ['requests', me, 'work-order-options', siteId, search] as const,
};

export const requestListQuery = (me: string, filters: RequestFilters, offset: number) =>
  queryOptions({
    queryKey: requestKeys.list(me, filters, offset),
    queryFn: ({ signal }) =>
      getPage<WorkRequest>(
        requestPaths.list,
        { ...requestQueryOf(filters), limit: REQUESTS_PAGE_SIZE, offset },
        signal,
      ),
    // The list keeps its rows while the next page, tab or search loads.
    placeholderData: keepPreviousData,
  });

/** GET /requests: the requests of the caller's sites (all sites for an administrator). */
export function useRequestList(filters: RequestFilters, offset: number) {
  const me = useMe();
  return useQuery({
    ...requestListQuery(me, filters, offset),
    enabled: me !== '',
    refetchInterval: pollUnlessLive(REQUEST_POLL_MS),
  });
}

/**
 * How many requests wait for a decision: GET /requests/counts over all the caller's sites, or,
 * for one site (the header's choice), the total of that site's new requests, so the figure
 * counts what the list then shows.
 */
export const newCountQuery = (me: string, siteId: string | null) =>
  queryOptions({
    queryKey: requestKeys.newCount(me, siteId),
    queryFn: async ({ signal }) =>
      siteId === null
        ? (await apiRequest<{ new: number }>('GET', requestPaths.counts, { signal })).new
        : (
            await getPage<WorkRequest>(
              requestPaths.list,
              { status: 'new', siteId, limit: 1, offset: 0 },
              signal,
            )
          ).total,
  });

export function useNewRequestCount(siteId: string | null, enabled = true) {
  const me = useMe();
  return useQuery({
    ...newCountQuery(me, siteId),
    enabled: enabled && me !== '',
    refetchInterval: pollUnlessLive(REQUEST_POLL_MS),
  });
}

/**
 * The open work orders (pending or in progress) of one site, nearest due first as the work
 * orders list sorts them, narrowed by a search: what a request may be merged into.
 */
export const openWorkOrdersQuery = (me: string, siteId: string, search: string) =>
  queryOptions({
    queryKey: requestKeys.workOrders(me, siteId, search),
    queryFn: ({ signal }) =>
      getPage<WorkOrder>(
        '/tasks',
        {
          filter: 'pending',
          siteId,
          search: search === '' ? undefined : search,
          limit: WORK_ORDER_OPTIONS_LIMIT,
          offset: 0,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useOpenWorkOrders(siteId: string, search: string, enabled: boolean) {
  const me = useMe();
  return useQuery({ ...openWorkOrdersQuery(me, siteId, search), enabled: enabled && me !== '' });
}

/** POST /requests/{id}/accept, /merge or /reject: answers the request as decided. */
const sendDecision = ({ kind, id, body }: Decision) =>
  apiRequest<WorkRequest>('POST', requestPaths[kind](id), { body });

/**
 * A decision, and what it refreshes: on success the requests, the dashboards and the work orders
 * (an accepted request is a new work order); on an outdated refusal (someone decided first) the
 * requests, so the list shows what happened instead.
 */
export function decisionOptions(
  queryClient: QueryClient,
  send: (decision: Decision) => Promise<WorkRequest> = sendDecision,
) {
  return {
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all(
        DECIDED_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
      );
    },
    onError: async (error: Error) => {
      if (isOutdated(error)) await queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  };
}

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation(decisionOptions(queryClient));
}
