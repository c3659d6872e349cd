import {
  PM_ROUTES,
  type Pm,
  type PmOpenWorkOrderChoice,
  type PmStatus,
  type PmValues,
  type UpcomingDay,
} from '@cmms/shared/pm';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPage } from '../../../lib/paged-request';
import { useMe } from '../../../lib/session';
import { taskSignal } from '../../work-orders/public';
import { type PmListFilters, pmListQueryOf } from '../lib/pm-filters';

/** PMs page size (server paging: limit, offset, X-Total-Count). */
export const PM_PAGE_SIZE = 25;
/** The asset page's section shows this many; the PM screen has the rest. */
const ASSET_PM_LIMIT = 10;

// Keyed by the signed-in user: what GET /pm answers depends on who asks (role, sites).
const pmKeys = {
  all: ['pm'] as const,
  list: (me: string, filters: PmListFilters, offset: number) =>
    ['pm', me, 'list', { ...pmListQueryOf(filters), offset }] as const,
  upcoming: (me: string, siteId: string | null) => ['pm', me, 'upcoming', siteId] as const,
  ofAsset: (me: string, assetId: string) => ['pm', me, 'asset', assetId] as const,
};

const pmListQuery = (me: string, filters: PmListFilters, offset: number) =>
  queryOptions({
    queryKey: pmKeys.list(me, filters, offset),
    queryFn: ({ signal }) =>
      getPage<Pm>(
        PM_ROUTES.list,
        { ...pmListQueryOf(filters), limit: PM_PAGE_SIZE, offset },
        signal,
      ),
    // The list keeps its rows while the next page or search loads.
    placeholderData: keepPreviousData,
  });

/** GET /pm: the schedules list (requirements/pm.md#screens), idle for roles the server would refuse. */
export function usePmList(filters: PmListFilters, offset: number, enabled: boolean) {
  const me = useMe();
  return useQuery({ ...pmListQuery(me, filters, offset), enabled: enabled && me !== '' });
}

/** GET /pm/upcoming: the next 30 days, only the days with PMs due. */
export function usePmUpcoming(siteId: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: pmKeys.upcoming(me, siteId),
    queryFn: ({ signal }) =>
      apiRequest<UpcomingDay[]>('GET', PM_ROUTES.upcoming, {
        query: { siteId: siteId ?? undefined },
        signal,
      }),
    enabled: me !== '',
  });
}

/** GET /pm?assetId=: the schedules of one asset, for its detail page. */
export function useAssetPms(assetId: string, enabled: boolean) {
  const me = useMe();
  return useQuery({
    queryKey: pmKeys.ofAsset(me, assetId),
    queryFn: ({ signal }) =>
      getPage<Pm>(PM_ROUTES.list, { assetId, limit: ASSET_PM_LIMIT, offset: 0 }, signal),
    enabled: enabled && me !== '' && assetId !== '',
  });
}

/**
 * Every PM change refreshes the PM lists, and the work orders too: a PM dated today raises its
 * work order at once, and a status or date change can close or move one. The work orders
 * feature keeps its own keys; its queries all start with 'work-orders', and its signal tells
 * the work orders screen and dashboards in every tab.
 */
function usePmMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pmKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['work-orders'] });
      taskSignal.announce();
    },
  });
}

type SavePm = { id?: string | undefined; body: PmValues };

/** POST /pm (New PM) or PUT /pm/{id} (Edit PM). */
export const useSavePm = () =>
  usePmMutation(({ id, body }: SavePm) =>
    id
      ? apiRequest<Pm>('PUT', PM_ROUTES.one(id), { body })
      : apiRequest<Pm>('POST', PM_ROUTES.list, { body }),
  );

/** PATCH /pm/{id}/status; ending the schedule says what becomes of its open work order. */
export const useSetPmStatus = () =>
  usePmMutation(({ id, status, openWorkOrder }: { id: string; status: PmStatus } & EndChoice) =>
    apiRequest<Pm>('PATCH', PM_ROUTES.status(id), {
      body: openWorkOrder ? { status, openWorkOrder } : { status },
    }),
  );
type EndChoice = { openWorkOrder?: PmOpenWorkOrderChoice | undefined };

/**
 * Completes this occurrence: the PM's open work order, which moves the PM to its next date
 * (docs/pm.md, "The next date"). `expectedStatus` refuses it if someone changed it meanwhile.
 */
export const useCompletePmOccurrence = () =>
  usePmMutation(({ openWorkOrder }: { openWorkOrder: NonNullable<Pm['openWorkOrder']> }) =>
    apiRequest<unknown>('PATCH', `/tasks/${openWorkOrder.id}/status`, {
      body: { status: 'completed', expectedStatus: openWorkOrder.status },
    }),
  );

export const useDeletePm = () =>
  usePmMutation((id: string) => apiRequest<{ message: string }>('DELETE', PM_ROUTES.one(id)));
