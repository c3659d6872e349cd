import {
  ATTENDANCE_STATUS_KEYS,
  ATTENDANCE_STATUSES,
  type AttendanceRecord,
  LIMITS,
  recordEditFormSchema,
} from '@cmms/shared/attendance';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { useUpdateRecord } from '../api/records';
import { formatDay, toDateTimeInput } from '../lib/dates';
import { reasonOf } from '../lib/errors';
import { PunchTimeFields } from './punch-time-fields';

type Values = z.input<typeof recordEditFormSchema>;
const FIELDS = ['checkInTime', 'checkOutTime', 'status', 'remarks', 'reason'] as const;
const statusOptions = () =>
  ATTENDANCE_STATUSES.map((status) => ({
    value: status,
    label: t(ATTENDANCE_STATUS_KEYS[status]),
  }));

/**
 * 'Edit Attendance Record': the times, status and remarks of one record, and why (issue 30:
 * kept with the record and in the activity log; the server takes the spec's body without it, our
 * modal always asks).
 */
export function RecordEditDialog({
  record,
  onClose,
  onSaved,
}: {
  record: AttendanceRecord | null;
  onClose(): void;
  onSaved(): void;
}) {
  const update = useUpdateRecord();
  return (
    <FormDialog
      open={record !== null}
      title={t('attendance.editRecordTitle')}
      busy={update.isPending}
      onClose={onClose}
    >
      {record && (
        <RecordEditForm
          key={record.id}
          record={record}
          update={update}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}

function RecordEditForm({
  record,
  update,
  onClose,
  onSaved,
}: {
  record: AttendanceRecord;
  update: ReturnType<typeof useUpdateRecord>;
  onClose(): void;
  onSaved(): void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    z.output<typeof recordEditFormSchema>
  >({
    resolver: localizedResolver(recordEditFormSchema),
    defaultValues: {
      checkInTime: toDateTimeInput(record.checkInTime, record.timeZone),
      checkOutTime: toDateTimeInput(record.checkOutTime, record.timeZone),
      status: record.status,
      remarks: record.remarks ?? '',
      reason: '',
    },
  });
  const { errors } = formState;
  // A dialog opened again starts without the last attempt's failure.
  const { reset: resetUpdate } = update;
  useEffect(() => resetUpdate(), [resetUpdate]);

  const submit = handleSubmit((body) =>
    update.mutate(
      { id: record.id, body },
      {
        onSuccess: onSaved,
        onError: (error) => {
          for (const [field, message] of fieldErrorsOf(error, FIELDS)) setError(field, { message });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">
          {record.user.name} · {record.site.name} · {formatDay(record.date)}
        </p>
        <PunchTimeFields
          zone={record.timeZone}
          checkIn={{ ...register('checkInTime'), error: errors.checkInTime?.message }}
          checkOut={{ ...register('checkOutTime'), error: errors.checkOutTime?.message }}
        />
        <SelectField
          label={t('attendance.status')}
          required
          options={statusOptions()}
          error={errors.status?.message}
          {...register('status')}
        />
        <TextareaField
          label={t('attendance.remarks')}
          error={errors.remarks?.message}
          {...register('remarks')}
        />
        <TextareaField
          label={t('attendance.correctionReason')}
          required
          rows={2}
          maxLength={LIMITS.correctionReason}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormAlert
          message={
            update.error ? t('attendance.updateFailed', { error: reasonOf(update.error) }) : null
          }
        />
      </div>
      <DialogActions
        submitLabel={t('attendance.update')}
        busy={update.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
