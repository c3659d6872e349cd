import {
  ATTENDANCE_STATUS_KEYS,
  ATTENDANCE_STATUSES,
  formatHours,
  type MonthDay,
} from '@cmms/shared/attendance';
import { clsx } from 'clsx';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { KeptNotice, NotKeptMessage } from '../../../components/ui/kept-notice';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { SectionCard } from '../../../components/ui/section-card';
import { TextField } from '../../../components/ui/text-field';
import { t, translator } from '../../../lib/i18n/i18n';
import { useKeptAnswer } from '../../../lib/offline/kept-answer';
import { displaySiteName } from '../../sites/public';
import { useAttendanceMonth } from '../api/attendance';
import { formatClock, formatDay, localDateOf, localMonthOf } from '../lib/dates';
import { ATTENDANCE_STATUS_CLASSES } from '../lib/status-styles';
import { CorrectionNote } from './correction-note';
import { AttendanceStatusBadge } from './status-badge';

const columns = () => [
  t('attendance.date'),
  t('attendance.status'),
  t('attendance.checkIn'),
  t('attendance.checkOut'),
  t('attendance.hours'),
  t('attendance.siteDetails'),
];
const cell = 'px-3 py-2 whitespace-nowrap first:ps-4';

/**
 * Monthly Attendance (requirements/attendance.md#screens, #states): every day of the chosen month with its status, coloured; a
 * count of each status above the table.
 */
export function MonthlyAttendance({ userId }: { userId: string }) {
  const now = new Date();
  const [month, setMonth] = useState(localMonthOf(now));
  const data = useAttendanceMonth(userId, month);
  const kept = useKeptAnswer(data);
  const today = localDateOf(now);

  const content = () => {
    if (data.isPending) {
      return kept.notKept ? (
        <NotKeptMessage />
      ) : (
        <ScreenLoading label={t('attendance.loadingMonth')} />
      );
    }
    if (data.isError && !data.data) {
      return (
        <LoadFailed
          message={t('attendance.fetchRecordsFailed')}
          retrying={data.isFetching}
          onRetry={() => void data.refetch()}
        />
      );
    }
    const { summary, days } = data.data;
    return (
      <div className="space-y-4">
        {kept.keptAt !== null && <KeptNotice at={kept.keptAt} />}
        <ul aria-label={t('attendance.daysByStatus')} className="flex flex-wrap gap-2">
          {ATTENDANCE_STATUSES.map((status) => (
            <li
              key={status}
              className={clsx(
                'rounded-lg px-3 py-1.5 text-sm ring-1 ring-inset',
                ATTENDANCE_STATUS_CLASSES[status],
              )}
            >
              {t(ATTENDANCE_STATUS_KEYS[status])}:{' '}
              <span className="font-semibold tabular-nums">{summary[status] ?? 0}</span>
            </li>
          ))}
        </ul>
        <DataTable columns={columns()} label={t('attendance.byDayTable')} headCellClassName={cell}>
          {days.map((day) => (
            <MonthRow key={day.date} day={day} isToday={day.date === today} />
          ))}
        </DataTable>
      </div>
    );
  };

  return (
    <SectionCard
      title={t('attendance.monthlyTitle')}
      actions={
        <TextField
          label={t('attendance.month')}
          type="month"
          className="w-full sm:w-48"
          value={month}
          max={localMonthOf(now)}
          // A cleared picker keeps the month it had rather than asking for nothing.
          onChange={(event) => event.target.value && setMonth(event.target.value)}
        />
      }
    >
      {content()}
    </SectionCard>
  );
}

function MonthRow({ day, isToday }: { day: MonthDay; isToday: boolean }) {
  const where = [day.site ? displaySiteName(day.site) : null, day.detail].filter(Boolean);
  return (
    <tr
      className={isToday ? 'bg-brand-50/60' : undefined}
      aria-current={isToday ? 'date' : undefined}
    >
      <th scope="row" className={clsx(cell, 'font-medium text-slate-900')}>
        {formatDay(day.date)}
      </th>
      <td className={cell}>
        <AttendanceStatusBadge status={day.status} />
      </td>
      <td className={clsx(cell, 'tabular-nums')}>{formatClock(day.checkInTime, day.timeZone)}</td>
      <td className={clsx(cell, 'tabular-nums')}>{formatClock(day.checkOutTime, day.timeZone)}</td>
      <td className={clsx(cell, 'tabular-nums')}>{formatHours(day.totalHours, translator())}</td>
      <td className={cell}>
        {where.join(' · ') || '-'}
        {day.corrections.length > 0 && (
          <div className="mt-1 w-64 space-y-1">
            {day.corrections.map((correction, index) => (
              // A day's corrections have no id of their own; their order is the records'.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <CorrectionNote key={index} correction={correction} />
            ))}
          </div>
        )}
      </td>
    </tr>
  );
}
