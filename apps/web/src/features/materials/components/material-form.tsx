import {
  MATERIAL_UNITS,
  type Material,
  type MaterialInput,
  type MaterialValues,
  materialInputSchema,
} from '@cmms/shared/materials';
import { isAdminRole } from '@cmms/shared/roles';
import { Controller, useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf, serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { useMe, useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { displaySiteName, useSiteOptions } from '../../sites/public';
import { useMaterialCategories, useSaveMaterial } from '../api/materials';
import { MATERIAL_FORM_FIELDS, materialFormDefaults, wholeOrZero } from '../lib/material-form';
import { unitText } from '../lib/stock-level';
import { CategoryField } from './category-field';

/** The units offered, named in the reader's language; the value sent stays the unit's code. */
const unitOptions = () => MATERIAL_UNITS.map((unit) => ({ value: unit, label: unitText(unit) }));

/**
 * 'Add New Material' / 'Edit Material' (requirements/materials.md#screens, #validation), checked with the shared schema. A changed
 * quantity is recorded by the server in the stock ledger as an adjustment.
 */
export function MaterialForm({ material, onDone }: { material: Material | null; onDone(): void }) {
  const me = useMe();
  // Only administrators keep materials for all sites; the server refuses it to anyone else.
  const admin = isAdminRole(useSession()?.user.role);
  const save = useSaveMaterial();
  const categories = useMaterialCategories(true);
  // GET /sites: every site for an admin, their own for a manager.
  const sites = useSiteOptions(me, me !== '');
  const { register, control, handleSubmit, setError, formState } = useForm<
    MaterialInput,
    unknown,
    MaterialValues
  >({
    resolver: localizedResolver(materialInputSchema),
    defaultValues: materialFormDefaults(material),
  });
  const { errors } = formState;
  // The material's own site is listed before the sites load: a select without its option would
  // read as All Sites, and saving would move the material there.
  const own = material?.site && !sites.data?.some((site) => site.id === material.siteId);
  const siteOptions = [
    { value: '', label: admin ? t('materials.allSites') : t('materials.selectSite') },
    ...(own && material.site ? [material.site] : []).concat(sites.data ?? []).map((site) => ({
      value: site.id,
      label: displaySiteName(site.name),
    })),
  ];

  const submit = handleSubmit((body) => {
    if (!admin && body.siteId === null) {
      setError('siteId', { message: t('materials.siteRequired') }, { shouldFocus: true });
      return;
    }
    save.mutate(
      { id: material?.id, body },
      {
        onSuccess: () => {
          notify.success(
            material ? t('materials.materialUpdated') : t('materials.materialCreated'),
          );
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, MATERIAL_FORM_FIELDS);
          for (const [field, message] of fields) setError(field, { message });
          if (fields.length === 0) {
            notify.error(serverReasonOr(error, t('materials.saveMaterialFailed')));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">{t('materials.materialRequiredNote')}</p>
        <TextField
          label={t('materials.fieldName')}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextareaField
          label={t('materials.fieldDescription')}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <CategoryField
                value={field.value}
                categories={categories.data ?? []}
                error={errors.category?.message}
                onBlur={field.onBlur}
                onChange={field.onChange}
              />
            )}
          />
          <SelectField
            label={t('materials.fieldUnit')}
            options={unitOptions()}
            error={errors.unit?.message}
            {...register('unit')}
          />
          <TextField
            label={t('materials.fieldQuantity')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.quantity?.message}
            {...register('quantity', { setValueAs: wholeOrZero })}
          />
          <TextField
            label={t('materials.fieldReorderLevel')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.reorderLevel?.message}
            {...register('reorderLevel', { setValueAs: wholeOrZero })}
          />
        </div>
        <SelectField
          label={t('materials.fieldSite')}
          options={siteOptions}
          error={errors.siteId?.message}
          {...register('siteId')}
        />
      </div>
      <DialogActions
        submitLabel={
          save.isPending
            ? t('materials.saving')
            : material
              ? t('materials.updateMaterial')
              : t('materials.addMaterial')
        }
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
