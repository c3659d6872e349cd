import { sitePortalBodySchema } from '@cmms/shared/requests';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import { fieldErrorsOf, serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { notify } from '../../../lib/toast';
import { minutesOrHoursOf } from '../lib/escalation-form';

// The shared schema's own field, so the form refuses what the server would, in its words.
const untriagedSchema = z.object({
  untriagedHours: z
    .string()
    .transform(minutesOrHoursOf)
    .pipe(sitePortalBodySchema.shape.untriagedHours.unwrap()),
});
type UntriagedInput = z.input<typeof untriagedSchema>;
const FIELDS = ['untriagedHours'] as const;

/**
 * "Escalate requests not decided within N hours" (docs/requests.md, "Escalation"): empty turns
 * it off. Its own small form with a Save button: the switch and ticks above save as they change,
 * a number saves when it is whole.
 */
export function UntriagedHoursForm({
  saved,
  disabled,
  save,
}: {
  saved: number | null;
  disabled: boolean;
  save(hours: number | null): Promise<unknown>;
}) {
  const ids = useId();
  const { register, handleSubmit, setError, formState } = useForm<
    UntriagedInput,
    unknown,
    z.output<typeof untriagedSchema>
  >({
    resolver: localizedResolver(untriagedSchema),
    defaultValues: { untriagedHours: saved === null ? '' : String(saved) },
  });
  const error = formState.errors.untriagedHours?.message;
  const submit = handleSubmit(async ({ untriagedHours }) => {
    try {
      await save(untriagedHours);
    } catch (failure) {
      const [placed] = fieldErrorsOf(failure, FIELDS);
      if (placed) setError(placed[0], { message: placed[1] });
      else notify.error(serverReasonOr(failure, t('sites.portalSaveFailed')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${ids}-hours`} className="mb-1 block text-sm font-semibold text-slate-900">
        {t('sites.portalUntriaged')}
      </label>
      <p id={`${ids}-hint`} className="mb-2 text-sm text-slate-600">
        {t('sites.portalUntriagedHint')}
      </p>
      <div className="flex gap-2">
        <input
          id={`${ids}-hours`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('escalation.off')}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(`${ids}-hint`, error && `${ids}-error`)}
          className={clsx(
            inputClass,
            'max-w-40',
            error
              ? 'border-red-600 focus:border-red-600 focus:outline-red-600/30'
              : 'border-slate-300',
          )}
          {...register('untriagedHours')}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={formState.isSubmitting}
          disabled={disabled}
        >
          {t('common.save')}
        </Button>
      </div>
      {error && (
        <p id={`${ids}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
