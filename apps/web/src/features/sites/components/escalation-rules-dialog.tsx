import {
  type EscalationRule,
  type EscalationRulesBody,
  escalationRulesBodySchema,
  everyPriorityRule,
} from '@cmms/shared/escalation';
import { clsx } from 'clsx';
import { useId } from 'react';
import { type FieldError, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { inputClass } from '../../../components/ui/text-field';
import { fieldErrorsOf, serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { notify } from '../../../lib/toast';
import { useEscalationRules, useSaveEscalationRules } from '../api/escalation-rules';
import {
  ESCALATION_FIELDS,
  ESCALATION_PRIORITY_LABELS,
  minutesOrHoursOf,
} from '../lib/escalation-form';
import type { SiteView } from '../lib/site-view';

/** The three columns every row and the header share, so they line up in any language. */
const ROW = 'grid grid-cols-[minmax(4.5rem,auto)_1fr_1fr] gap-x-3';

function RuleInput({
  labelledBy,
  error,
  ...registration
}: UseFormRegisterReturn & {
  labelledBy: string;
  error: FieldError | undefined;
}) {
  const errorId = useId();
  return (
    <div className="min-w-0">
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('escalation.off')}
        aria-labelledby={labelledBy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          inputClass,
          error
            ? 'border-red-600 focus:border-red-600 focus:outline-red-600/30'
            : 'border-slate-300',
        )}
        {...registration}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}

function RulesForm({
  siteId,
  rules,
  onDone,
}: {
  siteId: string;
  rules: EscalationRule[];
  onDone(): void;
}) {
  const save = useSaveEscalationRules(siteId);
  const ids = useId();
  const minutesId = `${ids}-minutes`;
  const hoursId = `${ids}-hours`;
  const { register, handleSubmit, setError, formState } = useForm<EscalationRulesBody>({
    resolver: localizedResolver(escalationRulesBodySchema),
    // Every priority, in the priorities' order: the rows, and the body Save sends.
    defaultValues: { rules: everyPriorityRule(rules) },
  });
  const { errors } = formState;
  const rows = everyPriorityRule(rules);

  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t('escalation.rulesSaved'));
        onDone();
      },
      onError: (error) => {
        for (const [field, message] of fieldErrorsOf(error, ESCALATION_FIELDS)) {
          setError(field, { message });
        }
      },
    }),
  );
  const unplaced = save.error && fieldErrorsOf(save.error, ESCALATION_FIELDS).length === 0;

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <div className="space-y-1 text-sm text-slate-600">
          <p>{t('escalation.rulesExplained')}</p>
          <p>{t('escalation.rulesEmptyOff')}</p>
        </div>
        <div className="space-y-3">
          <div className={clsx(ROW, 'items-end text-sm font-medium text-slate-700')}>
            <span aria-hidden />
            <span id={minutesId}>{t('escalation.notStartedAfter')}</span>
            <span id={hoursId}>{t('escalation.overdueBy')}</span>
          </div>
          {rows.map(({ priority }, row) => (
            <fieldset
              key={priority}
              aria-labelledby={`${ids}-${priority}`}
              className={clsx(ROW, 'min-w-0 items-start')}
            >
              <span
                id={`${ids}-${priority}`}
                className="flex min-h-11 items-center text-sm font-semibold text-slate-900"
              >
                {t(ESCALATION_PRIORITY_LABELS[priority])}
              </span>
              <RuleInput
                labelledBy={minutesId}
                error={errors.rules?.[row]?.notStartedMinutes}
                {...register(`rules.${row}.notStartedMinutes`, { setValueAs: minutesOrHoursOf })}
              />
              <RuleInput
                labelledBy={hoursId}
                error={errors.rules?.[row]?.overdueHours}
                {...register(`rules.${row}.overdueHours`, { setValueAs: minutesOrHoursOf })}
              />
            </fieldset>
          ))}
        </div>
        <FormAlert
          message={unplaced ? serverReasonOr(save.error, t('escalation.rulesSaveFailed')) : null}
        />
      </div>
      <DialogActions submitLabel={t('common.save')} busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

function RulesBody({ siteId, onDone }: { siteId: string; onDone(): void }) {
  const rules = useEscalationRules(siteId);
  if (rules.isPending) return <ScreenLoading label={t('escalation.rulesLoading')} />;
  if (rules.isError) {
    return (
      <div className="px-5 py-4">
        <LoadFailed
          message={serverReasonOr(rules.error, t('escalation.rulesLoadFailed'))}
          retrying={rules.isFetching}
          onRetry={() => void rules.refetch()}
        />
      </div>
    );
  }
  return <RulesForm siteId={siteId} rules={rules.data.rules} onDone={onDone} />;
}

/**
 * A site's escalation rules (issue 34), for administrators: per priority, the minutes a work
 * order may wait unstarted after its assignment and the hours it may be overdue before the site's
 * supervisors hear of it, and its managers at twice that. Empty turns a check off.
 */
export function EscalationRulesDialog({
  site,
  onClose,
}: {
  site: SiteView | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={site !== null}
      title={site ? t('escalation.rulesTitle', { name: site.displayName }) : ''}
      onClose={onClose}
    >
      {site && <RulesBody key={site.id} siteId={site.id} onDone={onClose} />}
    </FormDialog>
  );
}
