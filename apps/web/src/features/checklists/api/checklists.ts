import {
  type AssignableUser,
  type Assignment,
  type Category,
  type CategoryUpdate,
  type CategoryValues,
  type CellChange,
  type Checklist,
  type ChecklistValues,
  type MonthProgress,
  type RaiseWorkOrderResult,
  CHECKLIST_ROUTES as ROUTES,
} from '@cmms/shared/checklists';
import type { Message } from '@cmms/shared/i18n/message';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pollUnlessLive } from '../../../lib/live/live-status';
import { offlineQueue } from '../../../lib/offline';
import { useMe } from '../../../lib/session';
import { checklistSignal } from '../lib/checklist-updates';

/** How often an open grid asks for what others ticked (besides focus and the cross-tab signal). */
const PROGRESS_REFRESH_MS = 15_000;

export type MonthKey = { checklistId: string; userId: string; year: number; month: number };

// Keyed by the signed-in user: what the server answers depends on who asks.
export const checklistKeys = {
  all: ['checklists'] as const,
  list: (me: string, category?: string) => ['checklists', me, 'list', category ?? null] as const,
  one: (me: string, id: string) => ['checklists', me, 'one', id] as const,
  assignable: (me: string, id: string) => ['checklists', me, 'assignable', id] as const,
  progress: (me: string, key: MonthKey) => ['checklists', me, 'progress', key] as const,
  categories: (me: string) => ['checklists', me, 'categories'] as const,
};

export const checklistsQuery = (me: string, category?: string) =>
  queryOptions({
    queryKey: checklistKeys.list(me, category),
    queryFn: ({ signal }) =>
      apiRequest<Checklist[]>('GET', ROUTES.list, { query: { category }, signal }),
  });

/** GET /checklists: the checklists the caller may see (assigned ones for field staff). */
export function useChecklists(category?: string) {
  const me = useMe();
  return useQuery({ ...checklistsQuery(me, category), enabled: me !== '' });
}

export const categoriesQuery = (me: string) =>
  queryOptions({
    queryKey: checklistKeys.categories(me),
    queryFn: ({ signal }) => apiRequest<Category[]>('GET', ROUTES.categories, { signal }),
    staleTime: 60_000,
  });

export function useCategories() {
  const me = useMe();
  return useQuery({ ...categoriesQuery(me), enabled: me !== '' });
}

/** Who the assign-users modal offers for a checklist (requirements/checklists.md#validation), from its site. */
export function useAssignableUsers(checklistId: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: checklistKeys.assignable(me, checklistId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<AssignableUser[]>('GET', ROUTES.assignableUsers(checklistId ?? ''), { signal }),
    enabled: me !== '' && checklistId !== null,
  });
}

/**
 * One checklist's month for one user. Other screens' changes arrive by the cross-tab signal (this
 * browser), by polling every PROGRESS_REFRESH_MS and on focus (other devices).
 */
export const monthProgressQuery = (me: string, key: MonthKey) =>
  queryOptions({
    queryKey: checklistKeys.progress(me, key),
    queryFn: ({ signal }) =>
      apiRequest<MonthProgress>('GET', ROUTES.progress(key.checklistId), {
        query: { userId: key.userId, year: key.year, month: key.month },
        signal,
      }),
  });

export function useMonthProgress(key: MonthKey | null) {
  const me = useMe();
  const params = key ?? { checklistId: '', userId: '', year: 0, month: 0 };
  return useQuery({
    ...monthProgressQuery(me, params),
    enabled: me !== '' && key !== null,
    refetchInterval: pollUnlessLive(PROGRESS_REFRESH_MS),
  });
}

/**
 * After a change made elsewhere (a cell's photo, sent through the attachments' upload): the
 * checklist queries again, and the other tabs told.
 */
export function useRefreshChecklists() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: checklistKeys.all });
    checklistSignal.announce();
  };
}

/** Every change refreshes the checklist queries here and tells the other tabs. */
function useChecklistMutation<T, R>(
  mutationFn: (input: T) => Promise<R>,
  { viaOfflineQueue = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The offline queue decides when to send; TanStack would hold the call while offline.
    ...(viaOfflineQueue ? { networkMode: 'always' as const } : {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: checklistKeys.all });
      checklistSignal.announce();
    },
  });
}

export const useSaveChecklist = () =>
  useChecklistMutation(({ id, body }: { id?: string | undefined; body: ChecklistValues }) =>
    id
      ? apiRequest<Checklist>('PUT', ROUTES.one(id), { body })
      : apiRequest<Checklist>('POST', ROUTES.list, { body }),
  );

export const useDeleteChecklist = () =>
  useChecklistMutation((id: string) => apiRequest<{ message: string }>('DELETE', ROUTES.one(id)));

export const useAssignUser = () =>
  useChecklistMutation(({ checklistId, userId }: { checklistId: string; userId: string }) =>
    apiRequest<Assignment>('POST', ROUTES.assignUser(checklistId), { body: { userId } }),
  );

export const useUnassignUser = () =>
  useChecklistMutation(({ checklistId, userId }: { checklistId: string; userId: string }) =>
    apiRequest<{ message: string }>('DELETE', ROUTES.unassignUser(checklistId, userId)),
  );

export const useSaveCategory = () =>
  useChecklistMutation(
    (
      input:
        | { key: string; body: CategoryUpdate; isNew: false }
        | { body: CategoryValues; isNew: true },
    ) =>
      input.isNew
        ? apiRequest<Category>('POST', ROUTES.categories, { body: input.body })
        : apiRequest<Category>('PUT', ROUTES.category(input.key), { body: input.body }),
  );

export const useDeleteCategory = () =>
  useChecklistMutation((key: string) =>
    apiRequest<{ message: string }>('DELETE', ROUTES.category(key)),
  );

/** The queue's name for one person's grid of one checklist (lib/offline). */
export const gridSubject = (checklistId: string, userId: string) => `${checklistId}|${userId}`;

/**
 * Ticks as they happen (PUT /checklists/{id}/progress): kept on the server, not yet locked. Also
 * offline (issue 21): kept on the device and sent in order when the connection returns.
 */
export const useRecordCells = () =>
  useChecklistMutation(
    ({
      checklistId,
      userId,
      cells,
      summary,
    }: {
      checklistId: string;
      userId: string;
      cells: CellChange[];
      summary: Message;
    }) =>
      offlineQueue.sendOrQueue<MonthProgress>({
        kind: 'checklist-cells',
        method: 'PUT',
        path: ROUTES.progress(checklistId),
        body: { userId, cells },
        subject: gridSubject(checklistId, userId),
        summary,
      }),
    { viaOfflineQueue: true },
  );

/**
 * Save Progress: locks every completed cell of the month (requirements/checklists.md#screens). Through the same queue
 * as the ticks, so a save never overtakes a tick still waiting on the device.
 */
export const useSaveProgress = () =>
  useChecklistMutation(
    ({ checklistId, summary, ...body }: MonthKey & { cells?: CellChange[]; summary: Message }) =>
      offlineQueue.sendOrQueue<MonthProgress>({
        kind: 'checklist-save',
        method: 'POST',
        path: ROUTES.saveProgress(checklistId),
        body: { ...body, cells: body.cells ?? [] },
        subject: gridSubject(checklistId, body.userId),
        summary,
      }),
    { viaOfflineQueue: true },
  );

export const useReopenCell = () =>
  useChecklistMutation(
    ({
      checklistId,
      ...body
    }: {
      checklistId: string;
      userId: string;
      itemId: string;
      date: string;
      reopenedDate?: string;
    }) => apiRequest<MonthProgress>('POST', ROUTES.reopen(checklistId), { body }),
  );

export type RaiseWorkOrderInput = {
  checklistId: string;
  userId: string;
  itemId: string;
  date: string;
  title: string;
  description: string;
  priority: 'low' | 'medium' | 'high';
  dueDate: string;
  assignedToId?: string | undefined;
  assetId: string | null;
};

/** A failed item raises a work order for the checklist's site, linked both ways. */
export const useRaiseWorkOrder = () =>
  useChecklistMutation(({ checklistId, ...body }: RaiseWorkOrderInput) =>
    apiRequest<RaiseWorkOrderResult>('POST', ROUTES.raiseWorkOrder(checklistId), { body }),
  );
