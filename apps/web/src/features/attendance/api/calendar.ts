import {
  type Holiday,
  type HolidayInput,
  ATTENDANCE_ROUTES as ROUTES,
  type Shift,
  type ShiftInput,
} from '@cmms/shared/attendance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { attendanceKeys } from './attendance-keys';

/** GET /attendance/holidays. */
export function useHolidays() {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.holidays(me),
    queryFn: ({ signal }) => apiRequest<Holiday[]>('GET', ROUTES.holidays, { signal }),
    enabled: me !== '',
  });
}

/** GET /attendance/shifts. */
export function useShifts() {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.shifts(me),
    queryFn: ({ signal }) => apiRequest<Shift[]>('GET', ROUTES.shifts, { signal }),
    enabled: me !== '',
  });
}

// Holidays and shifts change the monthly view and the Late status, so everything refreshes.
function useCalendarMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

export const useCreateHoliday = () =>
  useCalendarMutation((body: HolidayInput) =>
    apiRequest<Holiday>('POST', ROUTES.holidays, { body }),
  );

export const useDeleteHoliday = () =>
  useCalendarMutation((id: string) => apiRequest<unknown>('DELETE', ROUTES.holiday(id)));

export const useCreateShift = () =>
  useCalendarMutation((body: ShiftInput) => apiRequest<Shift>('POST', ROUTES.shifts, { body }));

export const useDeleteShift = () =>
  useCalendarMutation((id: string) => apiRequest<unknown>('DELETE', ROUTES.shift(id)));
