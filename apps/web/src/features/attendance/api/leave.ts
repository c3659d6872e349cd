import {
  type LeaveInput,
  type LeaveRequest,
  type LeaveSummary,
  ATTENDANCE_ROUTES as ROUTES,
} from '@cmms/shared/attendance';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPage } from '../../../lib/paged-request';
import { attendanceKeys, useMe } from './attendance-keys';

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

/** GET /attendance/leave/all?status=Pending: what the approver may decide on. */
export function usePendingLeave(offset: number) {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.pendingLeave(me, offset),
    queryFn: ({ signal }) =>
      getPage<LeaveRequest>(
        ROUTES.allLeave,
        { status: 'Pending', limit: PENDING_PAGE_SIZE, offset },
        signal,
      ),
    enabled: me !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET /attendance/leave/summary: the pending count and the latest decisions (§2.4). */
export function useLeaveSummary() {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.leaveSummary(me),
    queryFn: ({ signal }) => apiRequest<LeaveSummary>('GET', ROUTES.leaveSummary, { signal }),
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

export type LeaveDecisionInput = { id: string; approve: boolean };

/** Leave Approval's call (§7): PATCH .../process with 'Approved' or 'Rejected'. */
export const useProcessLeave = () =>
  useLeaveMutation(({ id, approve }: LeaveDecisionInput) =>
    apiRequest<LeaveRequest>('PATCH', ROUTES.processLeave(id), {
      body: { status: approve ? 'Approved' : 'Rejected' },
    }),
  );

/** Leave Management's call (§4, §7): PUT /attendance/leave/{id}, spelt in lower case. */
export const useManageLeave = () =>
  useLeaveMutation(({ id, approve }: LeaveDecisionInput) =>
    apiRequest<LeaveRequest>('PUT', ROUTES.leaveOne(id), {
      body: { status: approve ? 'approved' : 'rejected' },
    }),
  );
