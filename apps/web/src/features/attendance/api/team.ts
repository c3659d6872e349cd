import {
  type AttendanceRecord,
  ATTENDANCE_ROUTES as ROUTES,
  type TeamCorrection,
  type TeamPunchInput,
  type TeamToday,
} from '@cmms/shared/attendance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pollUnlessLive } from '../../../lib/live/live-status';
import { useMe } from '../../../lib/session';
import { attendanceKeys } from './attendance-keys';

/** The Today view refreshes itself: who is on site changes by the minute. */
const TODAY_REFRESH_MS = 60_000;

/**
 * GET /attendance/team/today (issue 30): the people of the header's site (`siteId`; null, all the
 * caller's sites) with their status today.
 */
export function useTeamToday(siteId: string | null, enabled = true) {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.teamToday(me, siteId),
    queryFn: ({ signal }) =>
      apiRequest<TeamToday>('GET', ROUTES.teamToday, {
        query: { siteId: siteId ?? undefined },
        signal,
      }),
    enabled: enabled && me !== '',
    refetchInterval: pollUnlessLive(TODAY_REFRESH_MS),
  });
}

/** A punch added for a person, or one of their records corrected, with why. */
export type TeamPunchChange =
  | { kind: 'add'; body: TeamPunchInput }
  | { kind: 'correct'; id: string; body: TeamCorrection };

/**
 * POST /attendance/team/records or PUT /attendance/team/records/{id}; every attendance view
 * refreshes after it (the Today view, the person's month).
 */
export function useTeamPunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TeamPunchChange) =>
      change.kind === 'add'
        ? apiRequest<AttendanceRecord>('POST', ROUTES.teamRecords, { body: change.body })
        : apiRequest<AttendanceRecord>('PUT', ROUTES.teamRecord(change.id), { body: change.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
