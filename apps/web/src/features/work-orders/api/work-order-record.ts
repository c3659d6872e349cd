import { msg } from '@cmms/shared/i18n/message';
import { MATERIAL_ROUTES, type Material } from '@cmms/shared/materials';
import {
  recordPaths,
  type TimeEntry,
  type TimeEntryInput,
  type TimelineEntry,
  type WorkOrderRecord,
} from '@cmms/shared/work-order-record';
import type { WorkOrder } from '@cmms/shared/work-orders';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { offlineQueue } from '../../../lib/offline';
import type { ChangeDraft } from '../../../lib/offline/changes';
import { getPage } from '../../../lib/paged-request';
import { serverNow } from '../../../lib/server-clock';
import {
  commentDraft,
  type PartAction,
  partDraft,
  timeEntryDraft,
  timerDraft,
} from '../lib/record-changes';
import { taskSignal } from '../lib/task-updates';
import { statusMessage } from '../lib/work-order-display';
import { workOrderKeys } from './work-orders';

// Under the work orders' root: every work order change refreshes it, and the phone keeps it
// for offline use with the rest of the family (docs/offline.md).
const recordKey = (userId: string, id: string) =>
  [...workOrderKeys.all, userId, 'record', id] as const;

/** GET /tasks/{id}/record: the whole page in one request. */
const workOrderRecordQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: recordKey(userId, id),
    queryFn: ({ signal }) => apiRequest<WorkOrderRecord>('GET', recordPaths.record(id), { signal }),
  });

export const useWorkOrderRecord = (userId: string, id: string) =>
  useQuery({ ...workOrderRecordQuery(userId, id), enabled: userId !== '' && id !== '' });

/** What a change answered refreshes: this page, the lists, and the other tabs. */
export function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
    taskSignal.announce();
  };
}

/**
 * A change sent through the offline queue (lib/offline): at once when it can be, else kept with
 * its idempotency key. A kept change shows as waiting (useQueuedChanges); once the queue has
 * sent it, the app reloads every screen.
 */
function useQueuedChange<Input, Answer>(draftOf: (input: Input) => ChangeDraft) {
  const refresh = useRefreshAfter();
  return useMutation({
    // The queue decides when to send; TanStack would hold the call while offline.
    networkMode: 'always',
    mutationFn: (input: Input) => offlineQueue.sendOrQueue<Answer>(draftOf(input)),
    onSuccess: (result) => {
      if (!result.queued) refresh();
    },
  });
}

/** A change that needs the server now (edits and removals: the queue keeps only additions). */
function useDirectChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: send, onSuccess: refresh });
}

type TaskRef = Pick<WorkOrder, 'id' | 'workOrderNumber'>;

export const useAddComment = (task: TaskRef) =>
  useQueuedChange<string, TimelineEntry>((body) => commentDraft(task, body));

export const useEditComment = (taskId: string) =>
  useDirectChange(({ commentId, body }: { commentId: string; body: string }) =>
    apiRequest<TimelineEntry>('PATCH', recordPaths.comment(taskId, commentId), { body: { body } }),
  );

export const useDeleteComment = (taskId: string) =>
  useDirectChange((commentId: string) =>
    apiRequest<{ message: string }>('DELETE', recordPaths.comment(taskId, commentId)),
  );

/** Start or Stop: the moment of the tap (on the server's clock as last seen) travels with it. */
export const useTimer = (task: TaskRef) =>
  useQueuedChange<'start' | 'stop', TimeEntry>((action) => timerDraft(task, action, serverNow()));

export const useAddTime = (task: TaskRef) =>
  useQueuedChange<TimeEntryInput, TimeEntry>((body) => timeEntryDraft(task, body));

export const useCorrectTime = (taskId: string) =>
  useDirectChange(({ entryId, body }: { entryId: string; body: TimeEntryInput }) =>
    apiRequest<TimeEntry>('PUT', recordPaths.timeEntry(taskId, entryId), { body }),
  );

export const useDeleteTime = (taskId: string) =>
  useDirectChange((entryId: string) =>
    apiRequest<{ message: string }>('DELETE', recordPaths.timeEntry(taskId, entryId)),
  );

export type PartChange = {
  action: PartAction;
  material: { id: string; name: string; unit: string };
  quantity: number;
  note?: string | undefined;
};

export const usePartChange = (task: TaskRef) =>
  useQueuedChange<PartChange, unknown>(({ action, material, ...input }) =>
    partDraft(task, action, material, input),
  );

/**
 * Complete with a completion note: the list's status change (PATCH /tasks/{id}/status, kept
 * offline as the list keeps it, so its badge shows "Waiting to sync" too) with the note.
 */
export const useCompleteWithNote = (task: Pick<WorkOrder, 'id' | 'workOrderNumber' | 'status'>) =>
  useQueuedChange<string, WorkOrder>((note) => ({
    kind: 'task-status',
    method: 'PATCH',
    path: `/tasks/${task.id}/status`,
    body: { status: 'completed', expectedStatus: task.status, ...(note ? { note } : {}) },
    subject: task.id,
    summary: msg('workOrders.queuedSummary', {
      number: task.workOrderNumber,
      status: statusMessage('completed'),
    }),
  }));

/** The part dialog's choice: the materials the work order's site draws on. */
const MATERIAL_CHOICES = 50;

const materialChoicesQuery = (userId: string, siteId: string, search: string) =>
  queryOptions({
    // Kept with the work orders (docs/offline.md), so the part dialog works with no signal.
    queryKey: [...workOrderKeys.all, userId, 'record-materials', siteId, search] as const,
    queryFn: ({ signal }) =>
      getPage<Material>(
        MATERIAL_ROUTES.list,
        { search: search || undefined, siteId, limit: MATERIAL_CHOICES, offset: 0 },
        signal,
      ),
  });

export function useMaterialChoices(userId: string, siteId: string, search: string) {
  return useQuery({
    ...materialChoicesQuery(userId, siteId, search),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * Loads the site's materials with the record, for whoever may issue parts: a technician who
 * opens the work order online can issue its parts in the basement, without having opened the
 * part dialog before.
 */
export function usePrefetchMaterialChoices(userId: string, siteId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (enabled && userId !== '') {
      void queryClient.prefetchQuery(materialChoicesQuery(userId, siteId, ''));
    }
  }, [queryClient, userId, siteId, enabled]);
}
