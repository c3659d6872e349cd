import type { Holiday } from '@cmms/shared/attendance';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { QueryStates } from '../../../components/ui/query-states';
import { SectionCard } from '../../../components/ui/section-card';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { displaySiteName } from '../../sites/public';
import { useDeleteHoliday, useHolidays } from '../api/calendar';
import { formatDay } from '../lib/dates';
import { failureMessage } from '../lib/errors';
import type { Option } from '../lib/use-admin-options';
import { DeleteRowButton } from './delete-row-button';
import { HolidayForm } from './holiday-form';

const cell = 'px-3 py-2.5 whitespace-nowrap first:ps-4';

/**
 * The Holidays tab of both attendance screens (requirements/attendance.md#screens): the list for everyone; the add form
 * and Delete for admins (`siteOptions` given).
 */
export function HolidaysPanel({ siteOptions }: { siteOptions?: Option[] | undefined }) {
  const holidays = useHolidays();
  const remove = useDeleteHoliday();
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const canManage = siteOptions !== undefined;
  const columns = [
    t('attendance.date'),
    t('attendance.holiday'),
    t('attendance.site'),
    t('attendance.global'),
    ...(canManage ? [t('attendance.actions')] : []),
  ];

  const confirmDelete = (holiday: Holiday) =>
    remove.mutate(holiday.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success(t('attendance.holidayDeleted'));
      },
      onError: (error) => notify.error(failureMessage(error, t('attendance.deleteHolidayFailed'))),
    });

  const content = (
    <QueryStates
      query={holidays}
      loadingLabel={t('attendance.loadingHolidays')}
      failedMessage={t('attendance.fetchHolidaysFailed')}
      emptyMessage={t('attendance.noHolidays')}
    >
      {(items) => (
        <DataTable columns={columns} label={t('attendance.holidaysTable')} headCellClassName={cell}>
          {items.map((holiday) => (
            <tr key={holiday.id}>
              <td className={cell}>{formatDay(holiday.date)}</td>
              <th scope="row" className={`${cell} font-medium text-slate-900`}>
                {holiday.name}
              </th>
              <td className={cell}>
                {holiday.site ? displaySiteName(holiday.site.name) : t('attendance.allSites')}
              </td>
              <td className={cell}>
                {holiday.isGlobal ? t('attendance.yes') : t('attendance.no')}
              </td>
              {canManage && (
                <td className="px-3 py-1">
                  <DeleteRowButton name={holiday.name} onClick={() => setDeleting(holiday)} />
                </td>
              )}
            </tr>
          ))}
        </DataTable>
      )}
    </QueryStates>
  );

  return (
    <>
      {canManage && <HolidayForm siteOptions={siteOptions} />}
      <SectionCard title={t('attendance.holidaysTitle')}>{content}</SectionCard>
      <ConfirmDialog
        open={deleting !== null}
        title={t('attendance.deleteHolidayTitle')}
        description={
          deleting &&
          t('attendance.deleteHolidayDescription', {
            name: deleting.name,
            date: formatDay(deleting.date),
          })
        }
        confirmLabel={t('attendance.delete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
