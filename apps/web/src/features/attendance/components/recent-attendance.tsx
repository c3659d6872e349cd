import { formatHours, RECENT_ATTENDANCE_DAYS } from '@cmms/shared/attendance';
import { FormAlert } from '../../../components/ui/form-alert';
import { KeptNotice, NotKeptMessage } from '../../../components/ui/kept-notice';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { SectionCard } from '../../../components/ui/section-card';
import { formats, t, translator } from '../../../lib/i18n/i18n';
import { useKeptAnswer } from '../../../lib/offline/kept-answer';
import { displaySiteName } from '../../sites/public';
import { useAttendanceDays } from '../api/attendance';
import { formatDay, formatSpan } from '../lib/dates';
import { CorrectionNote } from './correction-note';
import { AttendanceStatusBadge } from './status-badge';

/** Recent Attendance (requirements/attendance.md#screens, #limits): the user's latest 5 days, each merged over its punches (requirements/attendance.md#states). */
export function RecentAttendance({ userId }: { userId: string }) {
  const days = useAttendanceDays(userId, RECENT_ATTENDANCE_DAYS);
  // Kept on the device, the days show as kept rather than under an error (docs/offline.md).
  const kept = useKeptAnswer(days);

  const content = () => {
    if (days.isPending) {
      return kept.notKept ? (
        <NotKeptMessage />
      ) : (
        <ScreenLoading label={t('attendance.loadingAttendance')} />
      );
    }
    if (!days.data) {
      return (
        <LoadFailed
          message={t('attendance.fetchRecordsFailed')}
          retrying={days.isFetching}
          onRetry={() => void days.refetch()}
        />
      );
    }
    const notices = (
      <>
        {kept.keptAt !== null && <KeptNotice at={kept.keptAt} className="mb-3" />}
        {kept.failed && (
          <div className="mb-3">
            <FormAlert message={t('attendance.fetchRecordsFailed')} />
          </div>
        )}
      </>
    );
    if (days.data.length === 0) {
      return (
        <>
          {notices}
          <ListMessage>{t('attendance.noRecords')}</ListMessage>
        </>
      );
    }
    return (
      <>
        {notices}
        <ul className="divide-y divide-slate-100">
          {days.data.map((day) => (
            <li
              key={day.id}
              className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{formatDay(day.date)}</p>
                <p className="truncate text-sm text-slate-600">
                  {formats().list(
                    day.sites.map((site) => displaySiteName(site.name)),
                    { type: 'unit', style: 'short' },
                  )}
                </p>
                <p className="text-sm text-slate-600 tabular-nums">
                  {formatSpan(day.checkInTime, day.checkOutTime, day.timeZone)}
                  {day.checkOutTime && (
                    <> · {formatHours(day.totalHours ?? day.workHours, translator())}</>
                  )}
                </p>
                {day.corrections.map((correction) => (
                  <CorrectionNote
                    key={`${correction.by?.id ?? ''}-${correction.reason ?? ''}`}
                    correction={correction}
                  />
                ))}
              </div>
              <AttendanceStatusBadge status={day.status} />
            </li>
          ))}
        </ul>
      </>
    );
  };

  return <SectionCard title={t('attendance.recentTitle')}>{content()}</SectionCard>;
}
