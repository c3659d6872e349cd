import { DEFAULT_DAYS_OFF, shiftInputSchema, WEEKDAYS } from '@cmms/shared/attendance';
import { Plus } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { notify } from '../../../lib/toast';
import { useCreateShift } from '../api/calendar';
import { failureMessage } from '../lib/errors';

type Option = { value: string; label: string };
type Values = z.input<typeof shiftInputSchema>;
const FIELDS = ['name', 'startTime', 'endTime', 'siteId', 'userId', 'daysOff'] as const;

/**
 * 'Add New Shift': name, start and end required; for a site, a user, or everyone; and
 * its weekly days off (issue 30, Sunday unless changed), which are not absences. The user picker
 * offers only people who punch (`userOptions`: not the client, not administrators).
 */
export function ShiftForm({
  siteOptions,
  userOptions,
}: {
  siteOptions: Option[];
  userOptions: Option[];
}) {
  const create = useCreateShift();
  const { register, handleSubmit, setError, reset, formState, control } = useForm<
    Values,
    unknown,
    z.output<typeof shiftInputSchema>
  >({
    resolver: localizedResolver(shiftInputSchema),
    defaultValues: {
      name: '',
      startTime: '',
      endTime: '',
      siteId: '',
      userId: '',
      daysOff: [...DEFAULT_DAYS_OFF],
    },
  });
  const { errors } = formState;

  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        reset();
        notify.success(t('attendance.shiftCreated'));
      },
      onError: (error) => {
        for (const [field, message] of fieldErrorsOf(error, FIELDS)) setError(field, { message });
        notify.error(failureMessage(error, t('attendance.createShiftFailed')));
      },
    }),
  );

  return (
    <SectionCard title={t('attendance.addShiftTitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <TextField
            label={t('attendance.shiftName')}
            required
            autoComplete="off"
            className="sm:col-span-2 lg:col-span-1"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('attendance.startTime')}
            type="time"
            required
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <TextField
            label={t('attendance.endTime')}
            type="time"
            required
            error={errors.endTime?.message}
            {...register('endTime')}
          />
          <SelectField
            label={t('attendance.siteOptional')}
            options={[{ value: '', label: t('attendance.allSites') }, ...siteOptions]}
            error={errors.siteId?.message}
            {...register('siteId')}
          />
          <SelectField
            label={t('attendance.userOptional')}
            options={[{ value: '', label: t('attendance.allUsers') }, ...userOptions]}
            hint={t('attendance.peopleWhoPunch')}
            error={errors.userId?.message}
            {...register('userId')}
          />
        </div>
        <Controller
          control={control}
          name="daysOff"
          render={({ field }) => {
            const chosen = field.value ?? [];
            const toggle = (day: number) =>
              field.onChange(
                chosen.includes(day) ? chosen.filter((one) => one !== day) : [...chosen, day],
              );
            return (
              <fieldset aria-describedby={errors.daysOff ? 'shift-days-off-error' : undefined}>
                <legend className="mb-1.5 text-sm font-medium text-slate-700">
                  {t('attendance.daysOff')}
                </legend>
                <div className="flex flex-wrap gap-2">
                  {WEEKDAYS.map((weekday, day) => (
                    <label
                      key={weekday}
                      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50"
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        checked={chosen.includes(day)}
                        onChange={() => toggle(day)}
                        onBlur={field.onBlur}
                      />
                      {t(weekday)}
                    </label>
                  ))}
                </div>
                {errors.daysOff && (
                  <p id="shift-days-off-error" className="mt-1.5 text-sm text-red-700">
                    {errors.daysOff.message}
                  </p>
                )}
              </fieldset>
            );
          }}
        />
        <div className="flex justify-end">
          <Button
            type="submit"
            className="w-full sm:w-auto"
            icon={<Plus className="size-4" aria-hidden />}
            loading={create.isPending}
          >
            {t('attendance.addShift')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
