import {
  LEAVE_TYPE_KEYS,
  LEAVE_TYPES,
  leaveInputSchema,
  leaveWindow,
} from '@cmms/shared/attendance';
import { localDateOf } from '@cmms/shared/dates';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { useSubmitLeave } from '../api/leave';
import { failureMessage } from '../lib/errors';
import { useFlash } from '../lib/use-flash';

type Values = z.input<typeof leaveInputSchema>;
const FIELDS = ['leaveType', 'startDate', 'endDate', 'reason'] as const;
const typeOptions = () =>
  LEAVE_TYPES.map((type) => ({ value: type, label: t(LEAVE_TYPE_KEYS[type]) }));

/**
 * The leave request form (requirements/attendance.md#screens, #validation): type, start, end and reason, checked with the schema the
 * server uses. Its success and error banners clear after 3 s (requirements/attendance.md#errors).
 */
export function LeaveForm() {
  const submitLeave = useSubmitLeave();
  const [flash, showFlash] = useFlash();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<
    Values,
    unknown,
    z.output<typeof leaveInputSchema>
  >({
    resolver: localizedResolver(leaveInputSchema),
    defaultValues: { leaveType: 'Casual', startDate: '', endDate: '', reason: '' },
  });
  const { errors } = formState;
  // The dates the server takes (a year back to a year ahead), offered by the date pickers.
  const allowed = leaveWindow(localDateOf(new Date()));

  const submit = handleSubmit((body) =>
    submitLeave.mutate(body, {
      onSuccess: () => {
        reset();
        showFlash('success', t('attendance.leaveSubmitted'));
      },
      onError: (error) => {
        for (const [field, message] of fieldErrorsOf(error, FIELDS)) setError(field, { message });
        showFlash('error', failureMessage(error, t('attendance.submitLeaveFailed')));
      },
    }),
  );

  return (
    <SectionCard title={t('attendance.requestLeaveTitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormAlert tone={flash?.tone} message={flash?.message} />
        <SelectField
          label={t('attendance.leaveType')}
          required
          options={typeOptions()}
          error={errors.leaveType?.message}
          {...register('leaveType')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('attendance.startDate')}
            type="date"
            required
            min={allowed.min}
            max={allowed.max}
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label={t('attendance.endDate')}
            type="date"
            required
            min={watch('startDate') || allowed.min}
            max={allowed.max}
            error={errors.endDate?.message}
            {...register('endDate')}
          />
        </div>
        <TextareaField
          label={t('attendance.reason')}
          required
          error={errors.reason?.message}
          {...register('reason')}
        />
        <Button
          type="submit"
          className="w-full sm:w-auto"
          icon={<Send className="size-4 rtl:-scale-x-100" aria-hidden />}
          loading={submitLeave.isPending}
        >
          {t('attendance.submitRequest')}
        </Button>
      </form>
    </SectionCard>
  );
}
