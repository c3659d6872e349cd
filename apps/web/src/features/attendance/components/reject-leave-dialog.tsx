import { type LeaveRequest, LIMITS, leaveRejectionFormSchema } from '@cmms/shared/attendance';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { LeaveSummaryLine } from './leave-summary-line';

type Values = z.input<typeof leaveRejectionFormSchema>;

/**
 * Reject a leave request (issue 30): asks to confirm, and why; the reason goes to the requester
 * (their list and the rejection notification). Approving stays one tap.
 */
export function RejectLeaveDialog({
  request,
  busy,
  onReject,
  onClose,
}: {
  request: LeaveRequest | null;
  busy: boolean;
  onReject(note: string): void;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={request !== null}
      title={t('attendance.rejectTitle')}
      busy={busy}
      onClose={onClose}
    >
      {request && (
        <RejectForm
          key={request.id}
          request={request}
          busy={busy}
          onReject={onReject}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function RejectForm({
  request,
  busy,
  onReject,
  onClose,
}: {
  request: LeaveRequest;
  busy: boolean;
  onReject(note: string): void;
  onClose(): void;
}) {
  const { register, handleSubmit, formState } = useForm<
    Values,
    unknown,
    z.output<typeof leaveRejectionFormSchema>
  >({ resolver: localizedResolver(leaveRejectionFormSchema), defaultValues: { note: '' } });
  const submit = handleSubmit(({ note }) => onReject(note));
  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <div className="space-y-1">
          <p className="font-medium text-slate-900">{request.user.name}</p>
          <LeaveSummaryLine request={request} />
          <p className="text-sm wrap-anywhere text-slate-600">{request.reason}</p>
        </div>
        <TextareaField
          label={t('attendance.rejectReason')}
          required
          maxLength={LIMITS.decisionNote}
          placeholder={t('attendance.rejectPlaceholder')}
          error={formState.errors.note?.message}
          {...register('note')}
        />
        <p className="text-sm text-slate-500">
          {t('attendance.rejectNotice', { name: request.user.name })}
        </p>
      </div>
      <DialogActions submitLabel={t('attendance.reject')} busy={busy} onCancel={onClose} />
    </form>
  );
}
