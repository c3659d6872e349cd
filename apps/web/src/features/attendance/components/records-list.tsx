import { type AttendanceRecord, formatHours } from '@cmms/shared/attendance';
import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { t, translator } from '../../../lib/i18n/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { displaySiteName } from '../../sites/public';
import { formatClock, formatDay, formatSpan } from '../lib/dates';
import { CorrectionNote } from './correction-note';
import { AttendanceStatusBadge } from './status-badge';

const columns = () => [
  t('attendance.date'),
  t('attendance.user'),
  t('attendance.site'),
  t('attendance.checkIn'),
  t('attendance.checkOut'),
  t('attendance.hours'),
  t('attendance.status'),
  t('attendance.actions'),
];
const cell = 'px-3 py-2.5 whitespace-nowrap first:ps-4';
// The eight columns need a tablet's width; a phone gets one card per record.
const TABLE_QUERY = '(min-width: 768px)';

const hoursOf = (record: AttendanceRecord) =>
  formatHours(record.totalHours ?? record.workHours, translator());

/**
 * The admin's attendance records: a table, or cards on a phone, each with Edit, and who
 * corrected a record and why (issue 30).
 */
export function RecordsList({
  records,
  onEdit,
}: {
  records: AttendanceRecord[];
  onEdit(record: AttendanceRecord): void;
}) {
  const table = useMediaQuery(TABLE_QUERY);
  const edit = (record: AttendanceRecord) => (
    <Button
      variant="ghost"
      icon={<Pencil className="size-4" aria-hidden />}
      aria-label={t('attendance.editRecordOf', {
        name: record.user.name,
        date: formatDay(record.date),
      })}
      onClick={() => onEdit(record)}
    >
      {t('attendance.edit')}
    </Button>
  );

  if (!table) {
    return (
      <ul aria-label={t('attendance.recordsTable')} className="space-y-3">
        {records.map((record) => (
          <li
            key={record.id}
            className="space-y-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-slate-900">{record.user.name}</p>
              <AttendanceStatusBadge status={record.status} />
            </div>
            <p className="text-sm text-slate-600">
              {formatDay(record.date)} · {displaySiteName(record.site.name)}
            </p>
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm text-slate-700 tabular-nums">
                {formatSpan(record.checkInTime, record.checkOutTime, record.timeZone)}
                {record.checkOutTime && <> · {hoursOf(record)}</>}
              </p>
              {edit(record)}
            </div>
            {record.correction && <CorrectionNote correction={record.correction} />}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DataTable columns={columns()} label={t('attendance.recordsTable')} headCellClassName={cell}>
      {records.map((record) => (
        <tr key={record.id} className="hover:bg-slate-50">
          <td className={cell}>{formatDay(record.date)}</td>
          <th scope="row" className={`${cell} font-medium text-slate-900`}>
            {record.user.name}
            {record.correction && (
              <div className="max-w-xs font-normal">
                <CorrectionNote correction={record.correction} />
              </div>
            )}
          </th>
          <td className={cell}>{displaySiteName(record.site.name)}</td>
          <td className={`${cell} tabular-nums`}>
            {formatClock(record.checkInTime, record.timeZone)}
          </td>
          <td className={`${cell} tabular-nums`}>
            {formatClock(record.checkOutTime, record.timeZone)}
          </td>
          <td className={`${cell} tabular-nums`}>{hoursOf(record)}</td>
          <td className={cell}>
            <AttendanceStatusBadge status={record.status} />
          </td>
          <td className="px-3 py-1">{edit(record)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
