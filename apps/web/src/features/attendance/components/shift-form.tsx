import { attendanceTexts, shiftInputSchema } from '@cmms/shared/attendance';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/toast';
import { useCreateShift } from '../api/calendar';
import { failureMessage, fieldErrorsOf } from '../lib/errors';

type Option = { value: string; label: string };
type Values = z.input<typeof shiftInputSchema>;
const FIELDS = ['name', 'startTime', 'endTime', 'siteId', 'userId'] as const;

/** 'Add New Shift' (§2.5, §5): name, start and end required; for a site, a user, or everyone. */
export function ShiftForm({
  siteOptions,
  userOptions,
}: {
  siteOptions: Option[];
  userOptions: Option[];
}) {
  const create = useCreateShift();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    Values,
    unknown,
    z.output<typeof shiftInputSchema>
  >({
    resolver: zodResolver(shiftInputSchema),
    defaultValues: { name: '', startTime: '', endTime: '', siteId: '', userId: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        reset();
        notify.success(attendanceTexts.shiftCreated);
      },
      onError: (error) => {
        for (const [field, message] of fieldErrorsOf(error, FIELDS)) setError(field, { message });
        notify.error(failureMessage(error, attendanceTexts.createShiftFailed));
      },
    }),
  );

  return (
    <SectionCard title="Add New Shift">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <TextField
            label="Shift Name"
            required
            autoComplete="off"
            className="sm:col-span-2 lg:col-span-1"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Start Time"
            type="time"
            required
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <TextField
            label="End Time"
            type="time"
            required
            error={errors.endTime?.message}
            {...register('endTime')}
          />
          <SelectField
            label="Site (Optional)"
            options={[{ value: '', label: attendanceTexts.allSites }, ...siteOptions]}
            error={errors.siteId?.message}
            {...register('siteId')}
          />
          <SelectField
            label="User (Optional)"
            options={[{ value: '', label: attendanceTexts.allUsers }, ...userOptions]}
            error={errors.userId?.message}
            {...register('userId')}
          />
        </div>
        <div className="flex justify-end">
          <Button
            type="submit"
            className="w-full sm:w-auto"
            icon={<Plus className="size-4" aria-hidden />}
            loading={create.isPending}
          >
            Add Shift
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
