import type { WorkOrder } from '@cmms/shared/work-orders';
import { useQuery } from '@tanstack/react-query';
import { getPage } from '../../../lib/paged-request';
import { useMe } from '../../../lib/session';

/** As many open work orders as the request form offers; a search would be the next step. */
const WORK_ORDER_OPTIONS_LIMIT = 100;

/**
 * The open work orders (pending or in progress) the user may see, nearest due first as the list
 * sorts them: what a material request may be for (issue 33). The server checks the choice again.
 */
export function useOpenWorkOrders(enabled: boolean) {
  const me = useMe();
  return useQuery({
    queryKey: ['materials', me, 'work-order-options'] as const,
    queryFn: ({ signal }) =>
      getPage<WorkOrder>(
        '/tasks',
        { filter: 'pending', limit: WORK_ORDER_OPTIONS_LIMIT, offset: 0 },
        signal,
      ),
    enabled: enabled && me !== '',
    staleTime: 60_000,
  });
}
