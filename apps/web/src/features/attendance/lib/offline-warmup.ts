import {
  ATTENDANCE_ROUTES,
  type AttendanceDay,
  RECENT_ATTENDANCE_DAYS,
} from '@cmms/shared/attendance';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { todayQuery } from '../api/attendance';
import { attendanceKeys } from '../api/attendance-keys';
import { punchSitesQuery } from './use-punch-sites';

/**
 * Loads what the attendance screen shows with no signal (issues 21, 30): today's punches (the
 * punch card's state), the sites' positions (the card checks the distance on the device) and
 * Recent Attendance, under the keys the screen asks with, so the phone keeps them.
 */
export const keepAttendanceOffline = (queryClient: QueryClient, me: string) =>
  Promise.all([
    queryClient.prefetchQuery({ ...todayQuery(me), staleTime: 30_000 }),
    queryClient.prefetchQuery(punchSitesQuery(me)),
    // useAttendanceDays(me, RECENT_ATTENDANCE_DAYS): Recent Attendance.
    queryClient.prefetchQuery({
      queryKey: attendanceKeys.days(me, me, RECENT_ATTENDANCE_DAYS),
      queryFn: ({ signal }) =>
        apiRequest<AttendanceDay[]>('GET', ATTENDANCE_ROUTES.ofUser(me), {
          query: { limit: RECENT_ATTENDANCE_DAYS },
          signal,
        }),
      staleTime: 30_000,
    }),
  ]);
