import { REQUEST_LIMITS, rejectRequestSchema, type WorkRequest } from '@cmms/shared/requests';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { notify } from '../../../lib/toast';
import { useDecideRequest } from '../api/requests';
import { handleDecisionFailure } from '../lib/decision-failure';
import { RequestSummary } from './request-summary';

type Values = z.output<typeof rejectRequestSchema>;

function RejectForm({ request, onDone }: { request: WorkRequest; onDone(): void }) {
  const decide = useDecideRequest();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof rejectRequestSchema>,
    unknown,
    Values
  >({ resolver: localizedResolver(rejectRequestSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit((body) => {
    setAlert(null);
    decide.mutate(
      { kind: 'reject', id: request.id, body },
      {
        onSuccess: () => {
          notify.success(t('requests.rejectedOne', { number: request.number }));
          onDone();
        },
        onError: (error) =>
          handleDecisionFailure(error, ['reason'], t('requests.rejectFailed'), {
            close: onDone,
            tellClosed: notify.error,
            placeFields: (placed) => {
              for (const [field, message] of placed) setError(field, { message });
            },
            alert: setAlert,
          }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <RequestSummary request={request} />
        <p className="text-sm text-slate-600">{t('requests.reasonHint')}</p>
        <TextareaField
          label={t('requests.reasonField')}
          required
          rows={4}
          maxLength={REQUEST_LIMITS.reason}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <FormAlert message={alert} />
      </div>
      <div className="sticky bottom-0 flex flex-col-reverse gap-3 border-t border-slate-100 bg-white px-5 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={decide.isPending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={decide.isPending}>
          {t('requests.rejectSubmit')}
        </Button>
      </div>
    </form>
  );
}

/** Reject: the requester reads the reason on their status page; nothing is made of it. */
export function RejectDialog({
  request,
  onClose,
}: {
  request: WorkRequest | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={request !== null}
      title={request ? t('requests.rejectTitle', { number: request.number }) : ''}
      onClose={onClose}
    >
      {request && <RejectForm key={request.id} request={request} onDone={onClose} />}
    </FormDialog>
  );
}
