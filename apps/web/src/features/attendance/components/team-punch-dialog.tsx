import {
  type AttendanceRecord,
  LIMITS,
  type TeamMember,
  teamCorrectionSchema,
} from '@cmms/shared/attendance';
import { useEffect, useState } from 'react';
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
import { notify } from '../../../lib/toast';
import { displaySiteName } from '../../sites/public';
import { useTeamPunch } from '../api/team';
import { formatDay, formatSpan, toDateTimeInput } from '../lib/dates';
import { failureMessage } from '../lib/errors';
import { PunchTimeFields } from './punch-time-fields';

/** What the dialog does: add a punch the person missed, or correct one of their records. */
export type TeamPunchTarget =
  | { kind: 'add'; member: TeamMember }
  | { kind: 'correct'; member: TeamMember; record: AttendanceRecord };

type Values = z.input<typeof teamCorrectionSchema>;
const FIELDS = ['checkInTime', 'checkOutTime', 'reason'] as const;

/**
 * Add or correct a punch for a person of one's sites (issue 30): the times on the clock of the
 * site (as the admin's edit modal), and why, which is required and kept with the record.
 */
export function TeamPunchDialog({
  target,
  onClose,
}: {
  target: TeamPunchTarget | null;
  onClose(): void;
}) {
  const save = useTeamPunch();
  const title =
    target?.kind === 'correct'
      ? t('attendance.correctPunchTitle')
      : t('attendance.addMissedPunchTitle');
  return (
    <FormDialog open={target !== null} title={title} busy={save.isPending} onClose={onClose}>
      {target && (
        <TeamPunchForm
          key={target.kind === 'correct' ? target.record.id : target.member.user.id}
          target={target}
          save={save}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function TeamPunchForm({
  target,
  save,
  onClose,
}: {
  target: TeamPunchTarget;
  save: ReturnType<typeof useTeamPunch>;
  onClose(): void;
}) {
  const { member } = target;
  const record = target.kind === 'correct' ? target.record : null;
  const [siteId, setSiteId] = useState(record?.siteId ?? member.site.id);
  const site = member.sites.find((entry) => entry.id === siteId) ?? member.sites[0];
  const zone = record?.timeZone ?? site?.timeZone ?? member.timeZone;
  const { register, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    z.output<typeof teamCorrectionSchema>
  >({
    resolver: localizedResolver(teamCorrectionSchema),
    defaultValues: record
      ? {
          checkInTime: toDateTimeInput(record.checkInTime, record.timeZone),
          checkOutTime: toDateTimeInput(record.checkOutTime, record.timeZone),
          reason: '',
        }
      : {
          checkInTime: `${member.date}T${member.shift?.startTime ?? '09:00'}`,
          checkOutTime: '',
          reason: '',
        },
  });
  const { errors } = formState;
  // A dialog opened again starts without the last attempt's failure.
  const { reset: resetSave } = save;
  useEffect(() => resetSave(), [resetSave]);

  const submit = handleSubmit((body) =>
    save.mutate(
      record
        ? { kind: 'correct', id: record.id, body }
        : { kind: 'add', body: { ...body, userId: member.user.id, siteId } },
      {
        onSuccess: () => {
          notify.success(record ? t('attendance.punchCorrected') : t('attendance.punchAdded'));
          onClose();
        },
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
          {[
            member.user.name,
            ...(record
              ? [
                  displaySiteName(record.site.name),
                  formatDay(record.date),
                  formatSpan(record.checkInTime, record.checkOutTime, record.timeZone),
                ]
              : [formatDay(member.date)]),
          ].join(' · ')}
        </p>
        {!record && member.sites.length > 1 && (
          <SelectField
            label={t('attendance.site')}
            value={siteId}
            onChange={(event) => setSiteId(event.target.value)}
            options={member.sites.map((entry) => ({
              value: entry.id,
              label: displaySiteName(entry.name),
            }))}
          />
        )}
        <PunchTimeFields
          zone={zone}
          checkIn={{ ...register('checkInTime'), error: errors.checkInTime?.message }}
          checkOut={{ ...register('checkOutTime'), error: errors.checkOutTime?.message }}
        />
        <TextareaField
          label={t('attendance.reason')}
          required
          maxLength={LIMITS.correctionReason}
          placeholder={t('attendance.reasonPlaceholder')}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormAlert
          message={
            save.error && fieldErrorsOf(save.error, FIELDS).length === 0
              ? failureMessage(save.error, t('attendance.savePunchFailed'))
              : null
          }
        />
      </div>
      <DialogActions
        submitLabel={record ? t('attendance.saveCorrection') : t('attendance.addPunch')}
        busy={save.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
