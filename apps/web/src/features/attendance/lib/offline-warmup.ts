import type { QueryClient } from '@tanstack/react-query';
import { todayQuery } from '../api/attendance';

/** Loads today's punches (issue 21), so the punch card knows the state with no signal. */
export const keepAttendanceOffline = (queryClient: QueryClient, me: string) =>
  queryClient.prefetchQuery({ ...todayQuery(me), staleTime: 30_000 });
