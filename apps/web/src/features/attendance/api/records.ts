import {
  ATTENDANCE_CSV_FILE,
  type AttendanceRecord,
  attendancePdfFile,
  type attendanceUserSchema,
  type RecordUpdate,
  ATTENDANCE_ROUTES as ROUTES,
} from '@cmms/shared/attendance';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { getPage } from '../../../lib/paged-request';
import { useMe } from '../../../lib/session';
import { localDateOf } from '../lib/dates';
import { attendanceKeys, type RecordFilters } from './attendance-keys';

export type AttendanceUser = z.infer<typeof attendanceUserSchema>;

/** Records a page at a time on the admin screen (limit, offset, X-Total-Count). */
export const RECORDS_PAGE_SIZE = 25;

// An empty filter is "all": left out of the query rather than sent empty.
const filterQuery = ({ startDate, endDate, siteId, userId }: RecordFilters) => ({
  startDate: startDate || undefined,
  endDate: endDate || undefined,
  siteId: siteId || undefined,
  userId: userId || undefined,
});

/** GET /attendance/all: the records of a range, by site and user (requirements/attendance.md#screens). */
export function useAttendanceRecords(filters: RecordFilters, offset: number) {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.records(me, filters, offset),
    queryFn: ({ signal }) =>
      getPage<AttendanceRecord>(
        ROUTES.all,
        { ...filterQuery(filters), limit: RECORDS_PAGE_SIZE, offset },
        signal,
      ),
    enabled: me !== '',
    // The table keeps its rows while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /attendance/users: whom the admin filters and shift form offer (admins left out, requirements/attendance.md#who-may-do-what). */
export function useAttendanceUsers(enabled = true) {
  const me = useMe();
  return useQuery({
    queryKey: attendanceKeys.users(me),
    queryFn: ({ signal }) => apiRequest<AttendanceUser[]>('GET', ROUTES.users, { signal }),
    enabled: enabled && me !== '',
    staleTime: 60_000,
  });
}

/** PUT /attendance/records/{id}: the edit modal of requirements/attendance.md#screens. */
export function useUpdateRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RecordUpdate }) =>
      apiRequest<AttendanceRecord>('PUT', ROUTES.record(id), { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

export type ReportScope =
  | { month: string; siteId: string; userId: string }
  | ({ month?: undefined } & RecordFilters);

const reportQuery = (scope: ReportScope) =>
  scope.month === undefined
    ? filterQuery(scope)
    : { month: scope.month, siteId: scope.siteId || undefined, userId: scope.userId || undefined };

/**
 * The CSV (requirements/attendance.md#limits attendance_records.csv): of a month (Reports tab, /download/csv) or of a range
 * (admin screen, /download). The server names the file; these are its fallbacks.
 */
export const downloadCsv = (scope: ReportScope) =>
  downloadFile(
    scope.month === undefined ? ROUTES.download : ROUTES.downloadCsv,
    reportQuery(scope),
    ATTENDANCE_CSV_FILE,
  );

/** The PDF report (requirements/attendance.md#limits), built by the server for a month or a range. */
export const downloadPdf = (scope: ReportScope) =>
  downloadFile(ROUTES.downloadPdf, reportQuery(scope), attendancePdfFile(localDateOf(new Date())));
