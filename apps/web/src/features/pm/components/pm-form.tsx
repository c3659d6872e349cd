import {
  PM_PRIORITIES,
  PM_RECURRENCES,
  type Pm,
  type PmInput,
  type PmValues,
  pmInputSchema,
} from '@cmms/shared/pm';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf, serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { roleLabel } from '../../../lib/role-label';
import { notify } from '../../../lib/toast';
import { useAssignees } from '../../assets/public';
import { useSavePm } from '../api/pm';
import { priorityLabel, recurrenceLabel } from '../lib/pm-display';
import { keepsAssignee, PM_FORM_FIELDS, pmFormDefaults } from '../lib/pm-form';
import { PmAssetField } from './pm-asset-field';

const choices = (
  placeholder: string,
  values: readonly string[],
  labelOf: (value: string) => string,
) => [
  { value: '', label: placeholder },
  ...values.map((value) => ({ value, label: labelOf(value) })),
];

/**
 * New PM and Edit PM (requirements/pm.md#screens, #validation): checked with the shared schema before anything is sent, the
 * server's field errors shown under the fields. Ours: the assignee, one of the people of the
 * asset's site, to whom the PM's work orders go.
 */
export function PmForm({ pm, onDone }: { pm: Pm | null; onDone(): void }) {
  const save = useSavePm();
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<
    PmInput,
    unknown,
    PmValues
  >({ resolver: localizedResolver(pmInputSchema), defaultValues: pmFormDefaults(pm) });
  const { errors } = formState;
  // People belong to a site: the chosen asset's site decides whom the assignee can be.
  const [siteId, setSiteId] = useState<string | null>(pm?.asset.site.id ?? null);
  const people = useAssignees(siteId ?? '', true);
  const keepOwn = pm?.assignee && pm.asset.site.id === siteId ? [pm.assignee] : [];
  const listed = people.data ?? [];
  const assigneeOptions = [
    {
      value: '',
      label:
        siteId === null
          ? t('pm.chooseAssetFirst')
          : people.isPending
            ? t('pm.loadingPeople')
            : listed.length === 0
              ? t('pm.noAssignees')
              : t('pm.noAssignee'),
    },
    ...keepOwn
      .filter((own) => !listed.some((person) => person.id === own.id))
      .map((own) => ({ value: own.id, label: own.name })),
    ...listed.map((person) => ({
      value: person.id,
      label: t('pm.personWithRole', { name: person.name, role: roleLabel(person.role) }),
    })),
  ];

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: pm?.id, body },
      {
        onSuccess: () => {
          notify.success(pm ? t('pm.updated') : t('pm.created'));
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, PM_FORM_FIELDS);
          for (const [field, message] of fields) setError(field, { message });
          // The fields say what is wrong; anything else is the server's error, else 'Unable to
          // save PM. Please try again.' (requirements/pm.md#errors).
          if (fields.length === 0) notify.error(serverReasonOr(error, t('pm.saveFailed')));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">{t('pm.requiredNote')}</p>
        <TextField
          label={t('pm.fieldTitle')}
          required
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <Controller
          control={control}
          name="assetId"
          render={({ field }) => (
            <PmAssetField
              value={field.value}
              error={errors.assetId?.message}
              current={
                pm
                  ? {
                      id: pm.assetId,
                      name: pm.asset.name,
                      assetNumber: null,
                      siteName: pm.asset.site.name,
                      siteId: pm.asset.site.id,
                    }
                  : null
              }
              onBlur={field.onBlur}
              onChange={(assetId, assetSiteId) => {
                field.onChange(assetId);
                if (!keepsAssignee(siteId, assetSiteId)) setValue('assigneeId', '');
                setSiteId(assetSiteId);
              }}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('pm.fieldPriority')}
            required
            options={choices(t('pm.selectPriority'), PM_PRIORITIES, priorityLabel)}
            error={errors.priority?.message}
            {...register('priority')}
          />
          <SelectField
            label={t('pm.fieldRecurrence')}
            required
            options={choices(t('pm.selectRecurrence'), PM_RECURRENCES, recurrenceLabel)}
            error={errors.recurrence?.message}
            {...register('recurrence')}
          />
        </div>
        <div className="space-y-2">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('pm.fieldDate')}
              type="date"
              error={errors.date?.message}
              {...register('date')}
            />
            <SelectField
              label={t('pm.fieldAssignee')}
              options={assigneeOptions}
              disabled={siteId === null}
              error={errors.assigneeId?.message}
              {...register('assigneeId')}
            />
          </div>
          <p className="text-xs text-slate-500">{t('pm.scheduleHelp')}</p>
        </div>
        <TextareaField
          label={t('pm.fieldDescription')}
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <DialogActions
        submitLabel={save.isPending ? t('pm.saving') : pm ? t('pm.update') : t('pm.create')}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
