import { holidayInputSchema } from '@cmms/shared/attendance';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { notify } from '../../../lib/toast';
import { useCreateHoliday } from '../api/calendar';
import { failureMessage } from '../lib/errors';

type Values = z.input<typeof holidayInputSchema>;
type Output = z.output<typeof holidayInputSchema>;
const FIELDS = ['name', 'date', 'siteId'] as const;

/**
 * 'Add New Holiday' (requirements/attendance.md#screens, #validation): name and date required; a site, or every site. Ticking Global
 * Holiday clears the site and locks it, since a global holiday has none.
 */
export function HolidayForm({ siteOptions }: { siteOptions: { value: string; label: string }[] }) {
  const create = useCreateHoliday();
  const { register, handleSubmit, setError, setValue, reset, watch, formState } = useForm<
    Values,
    unknown,
    Output
  >({
    resolver: localizedResolver(holidayInputSchema),
    defaultValues: { name: '', date: '', siteId: '', isGlobal: false },
  });
  const { errors } = formState;
  const isGlobal = watch('isGlobal');
  const globalField = register('isGlobal');

  const submit = handleSubmit((values) =>
    create.mutate(
      // 'All Sites (Global)' is what an empty site reads as, so it is sent as global.
      { ...values, isGlobal: values.isGlobal || values.siteId === null },
      {
        onSuccess: () => {
          reset();
          notify.success(t('attendance.holidayCreated'));
        },
        onError: (error) => {
          for (const [field, message] of fieldErrorsOf(error, FIELDS)) setError(field, { message });
          notify.error(failureMessage(error, t('attendance.createHolidayFailed')));
        },
      },
    ),
  );

  return (
    <SectionCard title={t('attendance.addHolidayTitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label={t('attendance.holidayName')}
            required
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('attendance.date')}
            type="date"
            required
            error={errors.date?.message}
            {...register('date')}
          />
          <SelectField
            label={t('attendance.siteOptional')}
            options={[{ value: '', label: t('attendance.allSitesGlobal') }, ...siteOptions]}
            disabled={isGlobal}
            error={errors.siteId?.message}
            {...register('siteId')}
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="size-5 rounded border-slate-300 accent-brand-700"
              {...globalField}
              onChange={(event) => {
                void globalField.onChange(event);
                if (event.target.checked) setValue('siteId', '');
              }}
            />
            {t('attendance.globalHoliday')}
          </label>
          <Button
            type="submit"
            icon={<Plus className="size-4" aria-hidden />}
            loading={create.isPending}
          >
            {t('attendance.addHoliday')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
