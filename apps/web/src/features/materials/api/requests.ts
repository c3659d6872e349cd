import {
  MATERIAL_ROUTES,
  type MaterialRequest,
  REQUEST_POLL_MS,
  type RequestEdit,
  type RequestInput,
} from '@cmms/shared/materials';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pollUnlessLive } from '../../../lib/live/live-status';
import { getPage } from '../../../lib/paged-request';
import { useMe } from '../../../lib/session';
import { type RequestFilters, requestQueryOf } from '../lib/material-filters';
import { DECISIONS, type Decision } from '../lib/request-actions';
import { MATERIALS_PAGE_SIZE, useMaterialsMutation } from './materials';

const requestKeys = {
  list: (me: string, filters: RequestFilters, offset: number) =>
    ['materials', me, 'requests', { ...requestQueryOf(filters), offset }] as const,
  pending: (me: string, siteId: string | null) =>
    ['materials', me, 'requests', 'pending', siteId] as const,
};

type ListOptions = { enabled: boolean; poll: boolean };

/**
 * GET /materials/requests: managers get every request of their sites, anyone else their own
 * (`mine` narrows a manager to their own too). On the management screen it refreshes every 30 s
 * (requirements/materials.md#limits), while the tab is visible: TanStack Query pauses the interval in the background.
 */
export function useRequests(filters: RequestFilters, offset: number, options: ListOptions) {
  const me = useMe();
  return useQuery({
    queryKey: requestKeys.list(me, filters, offset),
    queryFn: ({ signal }) =>
      getPage<MaterialRequest>(
        MATERIAL_ROUTES.requests,
        { ...requestQueryOf(filters), limit: MATERIALS_PAGE_SIZE, offset },
        signal,
      ),
    enabled: options.enabled && me !== '',
    placeholderData: keepPreviousData,
    refetchInterval: options.poll ? pollUnlessLive(REQUEST_POLL_MS) : false,
  });
}

/**
 * requirements/materials.md#screens 'Requests (N)': the count of Pending requests (of the header's site, as the tab lists
 * them), read from X-Total-Count of one row.
 */
export function usePendingCount(enabled: boolean, siteId: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: requestKeys.pending(me, siteId),
    queryFn: async ({ signal }) =>
      (
        await getPage<MaterialRequest>(
          MATERIAL_ROUTES.requests,
          { status: 'Pending', siteId: siteId ?? undefined, limit: 1, offset: 0 },
          signal,
        )
      ).total,
    enabled: enabled && me !== '',
    refetchInterval: pollUnlessLive(REQUEST_POLL_MS),
  });
}

/** POST /materials/requests. */
export const useCreateRequest = () =>
  useMaterialsMutation((body: RequestInput) =>
    apiRequest<MaterialRequest>('POST', MATERIAL_ROUTES.requests, { body }),
  );

type EditRequest = { id: string; body: RequestEdit; asManager: boolean };

/** A Pending request's new quantity and reason: the managers' call or the owner's (requirements/materials.md#calls). */
export const useEditRequest = () =>
  useMaterialsMutation(({ id, body, asManager }: EditRequest) =>
    apiRequest<MaterialRequest>(
      'PUT',
      asManager ? MATERIAL_ROUTES.request(id) : MATERIAL_ROUTES.ownRequest(id),
      { body },
    ),
  );

/** Approve, Reject or Issue (PUT /materials/requests/{id} {status}); Issue takes the stock. */
export const useDecideRequest = () =>
  useMaterialsMutation(({ id, decision }: { id: string; decision: Decision }) =>
    apiRequest<MaterialRequest>('PUT', MATERIAL_ROUTES.request(id), {
      body: { status: DECISIONS[decision] },
    }),
  );

export const useDeleteRequest = () =>
  useMaterialsMutation((id: string) =>
    apiRequest<{ message: string }>('DELETE', MATERIAL_ROUTES.request(id)),
  );
