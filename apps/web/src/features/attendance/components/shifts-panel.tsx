import { type Shift, WEEKDAYS } from '@cmms/shared/attendance';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { QueryStates } from '../../../components/ui/query-states';
import { SectionCard } from '../../../components/ui/section-card';
import { formats, t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { displaySiteName } from '../../sites/public';
import { useDeleteShift, useShifts } from '../api/calendar';
import { failureMessage } from '../lib/errors';
import type { Option } from '../lib/use-admin-options';
import { DeleteRowButton } from './delete-row-button';
import { ShiftForm } from './shift-form';

const cell = 'px-3 py-2.5 whitespace-nowrap first:ps-4';

/**
 * The Shifts tab of both attendance screens (requirements/attendance.md#screens): the list for everyone; the add form
 * and Delete for admins (`options` given).
 */
export function ShiftsPanel({
  options,
}: {
  options?: { siteOptions: Option[]; shiftUserOptions: Option[] } | undefined;
}) {
  const shifts = useShifts();
  const remove = useDeleteShift();
  const [deleting, setDeleting] = useState<Shift | null>(null);
  const canManage = options !== undefined;
  const columns = [
    t('attendance.name'),
    t('attendance.startTime'),
    t('attendance.endTime'),
    t('attendance.site'),
    t('attendance.user'),
    t('attendance.daysOffColumn'),
    ...(canManage ? [t('attendance.actions')] : []),
  ];

  const confirmDelete = (shift: Shift) =>
    remove.mutate(shift.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success(t('attendance.shiftDeleted'));
      },
      onError: (error) => notify.error(failureMessage(error, t('attendance.deleteShiftFailed'))),
    });

  const content = (
    <QueryStates
      query={shifts}
      loadingLabel={t('attendance.loadingShifts')}
      failedMessage={t('attendance.fetchShiftsFailed')}
      emptyMessage={t('attendance.noShifts')}
    >
      {(items) => (
        <DataTable columns={columns} label={t('attendance.shiftsTable')} headCellClassName={cell}>
          {items.map((shift) => (
            <tr key={shift.id}>
              <th scope="row" className={`${cell} font-medium text-slate-900`}>
                {shift.name}
              </th>
              <td className={`${cell} tabular-nums`}>{shift.startTime}</td>
              <td className={`${cell} tabular-nums`}>{shift.endTime}</td>
              <td className={cell}>
                {shift.site ? displaySiteName(shift.site.name) : t('attendance.allSites')}
              </td>
              <td className={cell}>{shift.user?.name ?? t('attendance.allUsers')}</td>
              <td className={cell}>
                {shift.daysOff.length > 0
                  ? formats().list(
                      shift.daysOff.flatMap((day) => WEEKDAYS[day] ?? []).map((key) => t(key)),
                      { type: 'unit', style: 'short' },
                    )
                  : t('attendance.none')}
              </td>
              {canManage && (
                <td className="px-3 py-1">
                  <DeleteRowButton name={shift.name} onClick={() => setDeleting(shift)} />
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
      {options && (
        <ShiftForm siteOptions={options.siteOptions} userOptions={options.shiftUserOptions} />
      )}
      <SectionCard title={t('attendance.shiftsTitle')}>{content}</SectionCard>
      <ConfirmDialog
        open={deleting !== null}
        title={t('attendance.deleteShiftTitle')}
        description={deleting && t('attendance.deleteShiftDescription', { name: deleting.name })}
        confirmLabel={t('attendance.delete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
