import type { Checklist, ChecklistValues } from '@cmms/shared/checklists';
import { isAdminRole } from '@cmms/shared/roles';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { displaySiteName, useSiteOptions } from '../../sites/public';
import { useCategories, useSaveChecklist } from '../api/checklists';
import { categoryName } from '../lib/category-colors';
import {
  ALL_SITES,
  type ChecklistFormValues,
  checklistFormDefaults,
  checklistResolver,
  formFieldErrors,
} from '../lib/checklist-form';
import { ChecklistFormItems } from './checklist-form-items';

type Option = { value: string; label: string };

/** A picker's options: the placeholder, the record's own choice if the list lacks it, the list. */
function pickerOptions(placeholder: string, list: Option[], current: Option | null): Option[] {
  const keep = current && !list.some((option) => option.value === current.value) ? [current] : [];
  return [{ value: '', label: placeholder }, ...keep, ...list];
}

/**
 * The add/edit checklist dialog (requirements/checklists.md#screens); `checklist` null adds one, in `category` when
 * given. Closed when `open` is false.
 */
export function ChecklistFormDialog({
  open,
  checklist,
  category,
  siteId,
  onClose,
}: {
  open: boolean;
  checklist: Checklist | null;
  category?: string | undefined;
  /** A new checklist's site when one is chosen (the header's site). */
  siteId?: string | undefined;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      // The management screen's Add Item opens it: the title repeats it, the first line says
      // what the item is.
      title={t(checklist ? 'checklists.form.editTitle' : 'checklists.addItem')}
      wide
      busy={busy}
      onClose={onClose}
    >
      <ChecklistForm
        key={checklist?.id ?? `new-${category ?? ''}`}
        checklist={checklist}
        category={category}
        siteId={siteId}
        onBusy={setBusy}
        onDone={onClose}
      />
    </FormDialog>
  );
}

function ChecklistForm({
  checklist,
  category,
  siteId,
  onBusy,
  onDone,
}: {
  checklist: Checklist | null;
  category: string | undefined;
  siteId: string | undefined;
  onBusy(busy: boolean): void;
  onDone(): void;
}) {
  const user = useSession()?.user;
  const userId = user?.id ?? '';
  // Administrators see every site, so only they keep a checklist for all of them.
  const keepsForAllSites = user !== undefined && isAdminRole(user.role);
  const sites = useSiteOptions(userId);
  const categories = useCategories();
  const save = useSaveChecklist();
  const { register, control, handleSubmit, setError, getValues, setValue, formState } = useForm<
    ChecklistFormValues,
    unknown,
    ChecklistValues
  >({
    resolver: checklistResolver,
    defaultValues: checklistFormDefaults(checklist, { category, siteId }),
  });
  const { errors } = formState;

  // Someone who works at one site adds checklists for it without choosing.
  const onlySite = sites.data?.length === 1 ? sites.data[0]?.id : undefined;
  useEffect(() => {
    if (onlySite && getValues('siteId') === '') setValue('siteId', onlySite);
  }, [onlySite, getValues, setValue]);

  useEffect(() => onBusy(save.isPending), [onBusy, save.isPending]);

  const siteOptions = pickerOptions(
    t(sites.isPending ? 'checklists.form.loadingSites' : 'checklists.form.selectSite'),
    [
      ...(keepsForAllSites ? [{ value: ALL_SITES, label: t('checklists.allSitesOption') }] : []),
      ...(sites.data ?? []).map((site) => ({ value: site.id, label: displaySiteName(site.name) })),
    ],
    checklist?.site
      ? { value: checklist.site.id, label: displaySiteName(checklist.site.name) }
      : null,
  );
  const categoryOptions = pickerOptions(
    t(
      categories.isPending ? 'checklists.form.loadingCategories' : 'checklists.form.selectCategory',
    ),
    (categories.data ?? []).map((one) => ({ value: one.key, label: categoryName(one) })),
    checklist
      ? {
          value: checklist.category,
          label: categoryName({ key: checklist.category, name: checklist.category }),
        }
      : null,
  );

  const submit = handleSubmit((body) => {
    save.mutate(
      { id: checklist?.id, body },
      {
        onSuccess: () => {
          notify.success(t('checklists.saved'));
          onDone();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const found = formFieldErrors(error.fieldErrors, getValues('items').length);
          // The first field with a problem comes into view (it may be far down the items).
          found.forEach(([field, message], index) => {
            setError(field, { message }, { shouldFocus: index === 0 });
          });
          const focused = document.activeElement;
          if (found.length > 0 && focused instanceof HTMLElement) {
            focused.scrollIntoView({ block: 'center' });
          }
        },
      },
    );
  });
  // Field errors under the fields; any other failure says the save failed (requirements/checklists.md#errors).
  const saveFailed =
    save.error &&
    !(
      save.error instanceof ApiError &&
      formFieldErrors(save.error.fieldErrors, getValues('items').length).length > 0
    );
  const busy = save.isPending;

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        {!checklist && <p className="text-sm text-slate-600">{t('checklists.form.addIntro')}</p>}
        <TextField
          label={t('checklists.form.name')}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <SelectField
                label={t('checklists.category')}
                required
                options={categoryOptions}
                error={errors.category?.message}
                {...field}
              />
            )}
          />
          <Controller
            control={control}
            name="siteId"
            render={({ field }) => (
              <SelectField
                label={t('checklists.form.site')}
                required
                options={siteOptions}
                error={errors.siteId?.message}
                {...field}
              />
            )}
          />
        </div>
        {categories.isError && <FormAlert message={t('checklists.form.categoriesFailed')} />}
        {sites.isError && <FormAlert message={t('checklists.form.sitesFailed')} />}
        {sites.data?.length === 0 && (
          <FormAlert tone="warning" message={t('checklists.form.noSites')} />
        )}
        <TextareaField
          label={t('checklists.description')}
          rows={2}
          error={errors.description?.message}
          {...register('description')}
        />
        <ChecklistFormItems control={control} register={register} disabled={busy} />
        <FormAlert message={saveFailed ? t('checklists.saveFailed') : null} />
      </div>
      <DialogActions
        submitLabel={t(checklist ? 'checklists.form.update' : 'checklists.form.create')}
        busy={busy}
        onCancel={onDone}
      />
    </form>
  );
}
