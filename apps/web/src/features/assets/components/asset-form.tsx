import {
  type Asset,
  type AssetInput,
  type AssetValues,
  assetInputSchema,
} from '@cmms/shared/assets';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { roleLabel } from '../../../lib/role-label';
import { useMe } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { displaySiteName, useSiteOptions, useSiteSelection } from '../../sites/public';
import { assetSaveErrorMessage } from '../api/asset-errors';
import { useAssignees, useSaveAsset } from '../api/assets';
import { assetFormDefaults, assigneeOptions } from '../lib/asset-form';
import { statusOptions } from '../lib/asset-status';

const FIELDS = [
  'name',
  'type',
  'description',
  'location',
  'status',
  'siteId',
  'assignedTo',
] as const;

export interface AssetFormProps {
  asset: Asset | null;
  /** Called after a save with the asset as saved, or with null on Cancel. */
  onDone(saved: Asset | null): void;
}

/**
 * Add/Edit Asset (requirements/assets.md#validation): name and site required, checked here with the server's own schema
 * and messages; the server's field errors land under their fields.
 */
export function AssetForm({ asset, onDone }: AssetFormProps) {
  const userId = useMe();
  const selection = useSiteSelection();
  const sites = useSiteOptions(userId, userId !== '');
  const save = useSaveAsset();
  const { register, handleSubmit, setError, setValue, getValues, watch, formState } = useForm<
    AssetInput,
    unknown,
    AssetValues
  >({
    resolver: localizedResolver(assetInputSchema),
    defaultValues: assetFormDefaults(asset, {
      selectedSiteId: selection.selectedSiteId,
      sites: sites.data ?? [],
    }),
  });
  const { errors } = formState;
  // The select shows its value only once its option exists: set it again when the sites arrive,
  // and pick the only site of someone who has just one.
  const loadedSites = sites.data;
  useEffect(() => {
    if (!loadedSites) return;
    const current = getValues('siteId') ?? '';
    const only = loadedSites.length === 1 ? (loadedSites[0]?.id ?? '') : '';
    const next = current || (asset ? '' : only);
    if (next) setValue('siteId', next);
  }, [loadedSites, asset, getValues, setValue]);
  const siteId = watch('siteId') ?? '';
  const assignees = useAssignees(siteId);

  const siteChoices = (sites.data ?? []).map((site) => ({
    value: site.id,
    label: displaySiteName(site.name),
  }));
  // The asset's own site stays choosable even if the list has not loaded or lacks it.
  if (asset && !siteChoices.some((site) => site.value === asset.siteId)) {
    siteChoices.unshift({ value: asset.siteId, label: asset.site.name });
  }
  const people = assigneeOptions(
    assignees.data ?? [],
    asset && asset.siteId === siteId ? asset.assignedTo : null,
    roleLabel,
  );

  const submit = handleSubmit((body) => {
    save.mutate(
      { id: asset?.id, body },
      {
        onSuccess: (saved) => {
          notify.success(asset ? t('assets.updated') : t('assets.created'));
          onDone(saved);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const key of FIELDS) {
            const message = error.fieldErrors[key];
            if (message) setError(key, { message });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        {asset && (
          <TextField
            label={t('assets.fieldNumber')}
            value={asset.assetNumber}
            readOnly
            className="sm:w-1/2"
            aria-description={t('assets.generatedBySystem')}
          />
        )}
        <TextField
          label={t('assets.fieldName')}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('assets.fieldType')}
            placeholder={t('assets.typePlaceholder')}
            autoComplete="off"
            error={errors.type?.message}
            {...register('type')}
          />
          <TextField
            label={t('assets.fieldLocation')}
            placeholder={t('assets.locationPlaceholder')}
            autoComplete="off"
            error={errors.location?.message}
            {...register('location')}
          />
        </div>
        <TextareaField
          label={t('assets.fieldDescription')}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('assets.fieldSite')}
            required
            options={[
              {
                value: '',
                label: sites.isPending ? t('assets.loadingSites') : t('assets.selectSite'),
              },
              ...siteChoices,
            ]}
            error={errors.siteId?.message}
            {...register('siteId', { onChange: () => setValue('assignedTo', '') })}
          />
          <SelectField
            label={t('assets.fieldStatus')}
            options={statusOptions(asset?.status)}
            error={errors.status?.message}
            {...register('status')}
          />
        </div>
        <SelectField
          label={t('assets.fieldAssignedTo')}
          options={people}
          disabled={siteId === ''}
          error={errors.assignedTo?.message}
          {...register('assignedTo')}
        />
        <FormAlert message={save.error ? assetSaveErrorMessage(save.error) : null} />
      </div>
      <DialogActions
        submitLabel={asset ? t('assets.update') : t('assets.add')}
        busy={save.isPending}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}
