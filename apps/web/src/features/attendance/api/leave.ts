import {
  type LeaveInput,
  type LeaveRequest,
  type LeaveSummary,
  ATTENDANCE_ROUTES as ROUTES,
} from '@cmms/shared/attendance';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPage } from '../../../lib/paged-request';
import { useMe } from '../../../lib/session';
import { attendanceKeys } from './attendance-keys';

/** Pending requests a page at a time (limit, offset, X-Total-Count). */
export const PENDING_PAGE_SIZE = 25;

/** GET /attendance/leave/user: the caller's own requests. */
export function useOwnLeave(enabled = true) {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.ownLeave(me),
    queryFn: ({ signal }) => apiRequest<LeaveRequest[]>('GET', ROUTES.ownLeave, { signal }),
    enabled: enabled && me !== '',
  });
}

/**
 * GET /attendance/leave/all?status=Pending: what the approver may decide on, of the header's
 * site (`siteId`; null, all the approver's sites).
 */
export function usePendingLeave(offset: number, siteId: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.pendingLeave(me, siteId, offset),
    queryFn: ({ signal }) =>
      getPage<LeaveRequest>(
        ROUTES.allLeave,
        { status: 'Pending', limit: PENDING_PAGE_SIZE, offset, siteId: siteId ?? undefined },
        signal,
      ),
    enabled: me !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET /attendance/leave/summary: the pending count and the latest decisions, by site. */
export function useLeaveSummary(siteId: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.leaveSummary(me, siteId),
    queryFn: ({ signal }) =>
      apiRequest<LeaveSummary>('GET', ROUTES.leaveSummary, {
        query: { siteId: siteId ?? undefined },
        signal,
      }),
    enabled: me !== '',
  });
}

function useLeaveMutation<T>(mutationFn: (input: T) => Promise<LeaveRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A decision also changes the monthly view (Leave days), so everything refreshes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

export const useSubmitLeave = () =>
  useLeaveMutation((body: LeaveInput) => apiRequest<LeaveRequest>('POST', ROUTES.leave, { body }));

/** A decision: approve, or reject with why (`note`, issue 30: shown to the requester). */
export type LeaveDecisionInput = { id: string; approve: boolean; note?: string };

/** Leave Approval's call (requirements/attendance.md#calls): PATCH .../process with 'Approved' or 'Rejected'. */
export const useProcessLeave = () =>
  useLeaveMutation(({ id, approve, note }: LeaveDecisionInput) =>
    apiRequest<LeaveRequest>('PATCH', ROUTES.processLeave(id), {
      body: { status: approve ? 'Approved' : 'Rejected', ...(note ? { note } : {}) },
    }),
  );

/** Leave Management's call (requirements/attendance.md#states, #calls): PUT /attendance/leave/{id}, spelt in lower case. */
export const useManageLeave = () =>
  useLeaveMutation(({ id, approve, note }: LeaveDecisionInput) =>
    apiRequest<LeaveRequest>('PUT', ROUTES.leaveOne(id), {
      body: { status: approve ? 'approved' : 'rejected', ...(note ? { note } : {}) },
    }),
  );
