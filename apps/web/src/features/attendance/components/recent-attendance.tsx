import { attendanceTexts, formatHours, RECENT_ATTENDANCE_DAYS } from '@cmms/shared/attendance';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { SectionCard } from '../../../components/ui/section-card';
import { displaySiteName } from '../../sites/public';
import { useAttendanceDays } from '../api/attendance';
import { formatDay, formatSpan } from '../lib/dates';
import { AttendanceStatusBadge } from './status-badge';

/** Recent Attendance (§2.3, §9): the user's latest 5 days, each merged over its punches (§4). */
export function RecentAttendance({ userId }: { userId: string }) {
  const days = useAttendanceDays(userId, RECENT_ATTENDANCE_DAYS);

  const content = () => {
    if (days.isPending) return <ScreenLoading label="Loading attendance…" />;
    if (days.isError && !days.data) {
      return (
        <LoadFailed
          message={attendanceTexts.fetchRecordsFailed}
          retrying={days.isFetching}
          onRetry={() => void days.refetch()}
        />
      );
    }
    if (days.data.length === 0) return <ListMessage>{attendanceTexts.noRecords}</ListMessage>;
    return (
      <ul className="divide-y divide-slate-100">
        {days.data.map((day) => (
          <li
            key={day.id}
            className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{formatDay(day.date)}</p>
              <p className="truncate text-sm text-slate-600">
                {day.sites.map((site) => displaySiteName(site.name)).join(', ')}
              </p>
              <p className="text-sm text-slate-600 tabular-nums">
                {formatSpan(day.checkInTime, day.checkOutTime, day.timeZone)}
                {day.checkOutTime && ` · ${formatHours(day.totalHours ?? day.workHours)}`}
              </p>
            </div>
            <AttendanceStatusBadge status={day.status} />
          </li>
        ))}
      </ul>
    );
  };

  return <SectionCard title="Recent Attendance">{content()}</SectionCard>;
}
