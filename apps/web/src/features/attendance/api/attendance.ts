import {
  type AttendanceDay,
  type AttendanceMonth,
  type AttendanceRecord,
  type ReportedLocation,
  ATTENDANCE_ROUTES as ROUTES,
} from '@cmms/shared/attendance';
import { msg } from '@cmms/shared/i18n/message';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { offlineQueue } from '../../../lib/offline';
import { serverNow } from '../../../lib/server-clock';
import { useMe } from '../../../lib/session';
import { attendanceKeys } from './attendance-keys';

export const todayQuery = (me: string) =>
  queryOptions({
    queryKey: attendanceKeys.today(me),
    queryFn: ({ signal }) => apiRequest<AttendanceRecord[]>('GET', ROUTES.today, { signal }),
  });

/** GET /attendance/today: the caller's records of today at every site (the punch state, requirements/attendance.md#states). */
export function useToday(enabled = true) {
  const me = useMe();
  return useQuery({ ...todayQuery(me), enabled: enabled && me !== '' });
}

/** GET /attendance/user/{userId}: the latest days, merged per day (requirements/attendance.md#states), newest first. */
export function useAttendanceDays(userId: string, limit: number, enabled = true) {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.days(me, userId, limit),
    queryFn: ({ signal }) =>
      apiRequest<AttendanceDay[]>('GET', ROUTES.ofUser(userId), { query: { limit }, signal }),
    enabled: enabled && me !== '' && userId !== '',
  });
}

/** GET /attendance/user/{userId}/monthly: every day of a month with its status (requirements/attendance.md#states). */
export function useAttendanceMonth(userId: string, month: string, enabled = true) {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.month(me, userId, month),
    queryFn: ({ signal }) =>
      apiRequest<AttendanceMonth>('GET', ROUTES.monthly(userId), { query: { month }, signal }),
    enabled: enabled && me !== '' && userId !== '' && month !== '',
  });
}

export type PunchInput = {
  kind: 'in' | 'out';
  site: { id: string; name: string };
  location: ReportedLocation;
};

/**
 * Punch In (POST check-in) or Punch Out (POST check-out), also offline (issue 21): the time the
 * punch was made here travels with it (`takenAt`), so a punch sent later counts when it was
 * made. Every attendance view refreshes once the server has it.
 */
export function usePunch() {
  const queryClient = useQueryClient();
  return useMutation({
    // The offline queue decides when to send; TanStack would hold the call while offline.
    networkMode: 'always',
    mutationFn: ({ kind, site, location }: PunchInput) =>
      offlineQueue.sendOrQueue<AttendanceRecord>({
        kind: kind === 'in' ? 'check-in' : 'check-out',
        method: 'POST',
        path: kind === 'in' ? ROUTES.checkIn : ROUTES.checkOut,
        body: { siteId: site.id, location, takenAt: serverNow().toISOString() },
        subject: site.id,
        summary:
          kind === 'in'
            ? msg('attendance.queueSummaryIn', { site: site.name })
            : msg('attendance.queueSummaryOut', { site: site.name }),
      }),
    onSuccess: (result) => {
      if (!result.queued) void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
    },
  });
}
