import { msg } from '@cmms/shared/i18n/message';
import {
  WORK_ORDER_CSV_FILE,
  type WorkOrder,
  type WorkOrderValues,
} from '@cmms/shared/work-orders';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { offlineQueue } from '../../../lib/offline';
import { getPage } from '../../../lib/paged-request';
import { taskSignal } from '../lib/task-updates';
import { statusMessage } from '../lib/work-order-display';
import { type ListFilters, listQueryOf } from '../lib/work-order-filters';

/** Work orders page size (server paging: limit, offset, X-Total-Count). */
export const WORK_ORDERS_PAGE_SIZE = 25;

// Keyed by the signed-in user: what GET /tasks answers depends on who asks (sites, own work).
export const workOrderKeys = {
  all: ['work-orders'] as const,
  list: (userId: string, filters: ListFilters, offset: number) =>
    ['work-orders', userId, 'list', { ...listQueryOf(filters), offset }] as const,
  detail: (userId: string, id: string) => ['work-orders', userId, 'detail', id] as const,
};

export const workOrdersListQuery = (userId: string, filters: ListFilters, offset: number) =>
  queryOptions({
    queryKey: workOrderKeys.list(userId, filters, offset),
    queryFn: ({ signal }) =>
      getPage<WorkOrder>(
        '/tasks',
        { ...listQueryOf(filters), limit: WORK_ORDERS_PAGE_SIZE, offset },
        signal,
      ),
    // The list keeps its rows while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export const useWorkOrdersList = (
  userId: string,
  filters: ListFilters,
  offset: number,
  enabled = true,
) => useQuery({ ...workOrdersListQuery(userId, filters, offset), enabled });

/** One work order (GET /tasks/{id}): the details dialog a link or notification opens. */
const workOrderQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: workOrderKeys.detail(userId, id),
    queryFn: ({ signal }) => apiRequest<WorkOrder>('GET', `/tasks/${id}`, { signal }),
  });

export const useWorkOrder = (userId: string, id: string | null, placeholder?: WorkOrder) =>
  useQuery({
    ...workOrderQuery(userId, id ?? ''),
    enabled: id !== null,
    ...(placeholder ? { placeholderData: placeholder } : {}),
  });

/**
 * Every change refreshes the lists and details here and tells the other tabs (task-updated),
 * whose lists and dashboards then refresh too.
 */
function useWorkOrderMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
      taskSignal.announce();
    },
  });
}

type SaveWorkOrder = { id?: string | undefined; body: WorkOrderValues };

export const useSaveWorkOrder = () =>
  useWorkOrderMutation(({ id, body }: SaveWorkOrder) =>
    id
      ? apiRequest<WorkOrder>('PUT', `/tasks/${id}`, { body })
      : apiRequest<WorkOrder>('POST', '/tasks', { body }),
  );

/**
 * Complete, Hold or Reopen, also offline (issue 21): sent at once when it can be, or kept on the
 * device and sent later (lib/offline). `expectedStatus` lets the server refuse a change made to
 * a task someone else has changed since, instead of overwriting theirs.
 */
export function useSetWorkOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    // The offline queue decides when to send; TanStack would hold the call while offline.
    networkMode: 'always',
    mutationFn: ({ task, status }: { task: WorkOrder; status: string }) =>
      offlineQueue.sendOrQueue<WorkOrder>({
        kind: 'task-status',
        method: 'PATCH',
        path: `/tasks/${task.id}/status`,
        body: { status, expectedStatus: task.status },
        subject: task.id,
        summary: msg('workOrders.queuedSummary', {
          number: task.workOrderNumber,
          status: statusMessage(status),
        }),
      }),
    onSuccess: (result) => {
      if (result.queued) return;
      void queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
      taskSignal.announce();
    },
  });
}

export const useDeleteWorkOrder = () =>
  useWorkOrderMutation((id: string) => apiRequest<{ message: string }>('DELETE', `/tasks/${id}`));

/** requirements/work-orders.md#records, #limits: the filtered list as tasks.csv, built and streamed by the server. */
export const exportWorkOrders = (filters: ListFilters) =>
  downloadFile('/tasks/export', listQueryOf(filters), WORK_ORDER_CSV_FILE);
