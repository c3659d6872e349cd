import {
  PM_PRIORITIES,
  PM_RECURRENCES,
  type Pm,
  type PmInput,
  type PmValues,
  pmInputSchema,
  pmTexts,
} from '@cmms/shared/pm';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf, serverReasonOr } from '../../../lib/api-error';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { roleLabel } from '../../../lib/role-label';
import { notify } from '../../../lib/toast';
import { useAssignees } from '../../assets/public';
import { displaySiteName } from '../../sites/public';
import { useSavePm } from '../api/pm';
import { keepsAssignee, PM_FORM_FIELDS, pmFormDefaults } from '../lib/pm-form';
import { pmMessages } from '../lib/pm-messages';
import { PmAssetField } from './pm-asset-field';

const choices = (placeholder: string, values: readonly string[]) => [
  { value: '', label: placeholder },
  ...values.map((value) => ({ value, label: value })),
];
const PRIORITY_OPTIONS = choices('Select priority', PM_PRIORITIES);
const RECURRENCE_OPTIONS = choices('Select recurrence', PM_RECURRENCES);

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
          ? pmMessages.chooseAssetFirst
          : people.isPending
            ? 'Loading people…'
            : listed.length === 0
              ? pmMessages.noAssignees
              : pmMessages.noAssignee,
    },
    ...keepOwn
      .filter((own) => !listed.some((person) => person.id === own.id))
      .map((own) => ({ value: own.id, label: own.name })),
    ...listed.map((person) => ({
      value: person.id,
      label: `${person.name} (${roleLabel(person.role)})`,
    })),
  ];

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: pm?.id, body },
      {
        onSuccess: () => {
          notify.success(pm ? pmMessages.updated : pmMessages.created);
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, PM_FORM_FIELDS);
          for (const [field, message] of fields) setError(field, { message });
          // The fields say what is wrong; anything else is the server's error, else 'Unable to
          // save PM. Please try again.' (requirements/pm.md#errors).
          if (fields.length === 0) notify.error(serverReasonOr(error, pmTexts.saveFailed));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">{pmMessages.requiredNote}</p>
        <TextField
          label="Title"
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
                      label: `${pm.asset.name} · ${displaySiteName(pm.asset.site.name)}`,
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
            label="Priority"
            required
            options={PRIORITY_OPTIONS}
            error={errors.priority?.message}
            {...register('priority')}
          />
          <SelectField
            label="Recurrence"
            required
            options={RECURRENCE_OPTIONS}
            error={errors.recurrence?.message}
            {...register('recurrence')}
          />
        </div>
        <div className="space-y-2">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Date"
              type="date"
              error={errors.date?.message}
              {...register('date')}
            />
            <SelectField
              label="Assignee"
              options={assigneeOptions}
              disabled={siteId === null}
              error={errors.assigneeId?.message}
              {...register('assigneeId')}
            />
          </div>
          <p className="text-xs text-slate-500">{pmMessages.scheduleHelp}</p>
        </div>
        <TextareaField
          label="Description"
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <DialogActions
        submitLabel={save.isPending ? pmMessages.saving : pm ? 'Update' : 'Create'}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
