import type { WorkOrder, WorkOrderValues } from '@cmms/shared/work-orders';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { useMe } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ASSET_OPTIONS_LIMIT, useAssetOptions, useAssignees } from '../../assets/public';
import { displaySiteName, useSiteOptions } from '../../sites/public';
import { assetsShownText } from '../api/work-order-texts';
import { useSaveWorkOrder } from '../api/work-orders';
import {
  assetText,
  priorityOptions,
  statusOptions,
  taskTypeOptions,
} from '../lib/work-order-display';
import {
  afterSiteChange,
  minimumDueDate,
  WORK_ORDER_FIELDS,
  type WorkOrderFormValues,
  workOrderAssignees,
  workOrderFormDefaults,
  workOrderResolverFor,
} from '../lib/work-order-form';

type Option = { value: string; label: string };

/**
 * The options of a picker: a placeholder first, then the list; the work order's own current
 * choice stays listed while the list loads (or if it has since left it), so the select shows it.
 */
function pickerOptions(
  placeholder: string,
  list: Option[] | undefined,
  current: Option | null,
): Option[] {
  const options = list ?? [];
  const keep =
    current && !options.some((option) => option.value === current.value) ? [current] : [];
  return [{ value: '', label: placeholder }, ...keep, ...options];
}

/**
 * Add and Edit Work Order (requirements/work-orders.md#validation): checked with the shared schema before anything is sent,
 * the server's field errors shown under the fields, the asset and assignee lists following the
 * chosen site, and the due date picker starting today.
 */
export function WorkOrderForm({ task, onDone }: { task: WorkOrder | null; onDone(): void }) {
  const userId = useMe();
  const save = useSaveWorkOrder();
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    WorkOrderFormValues,
    unknown,
    WorkOrderValues
  >({
    resolver: workOrderResolverFor(task ? task.dueDate.slice(0, 10) : null),
    defaultValues: workOrderFormDefaults(task),
  });
  const { errors } = formState;
  const siteId = useWatch({ control, name: 'siteId' });
  const sites = useSiteOptions(userId);
  // A site may hold more assets than one list shows: a search narrows it on the server.
  const [assetSearch, setAssetSearch] = useState('');
  const assets = useAssetOptions(siteId, useDebouncedValue(assetSearch.trim()));
  const assetList = assets.data?.options;
  const chosenAsset = useRef<Option | null>(null);
  const assignees = useAssignees(siteId);
  const people = { isPending: assignees.isPending, data: workOrderAssignees(assignees.data) };
  const sameSite = task !== null && task.siteId === siteId;

  const siteOptions = pickerOptions(
    sites.isPending ? t('workOrders.loadingSites') : t('workOrders.selectSite'),
    sites.data?.map((site) => ({ value: site.id, label: displaySiteName(site.name) })),
    task ? { value: task.siteId, label: displaySiteName(task.site.name) } : null,
  );
  const assetOptions = pickerOptions(
    siteId === ''
      ? t('workOrders.chooseSiteFirst')
      : assets.isPending
        ? t('workOrders.loadingAssets')
        : assetList?.length === 0
          ? t('workOrders.noAssets')
          : t('workOrders.selectAsset'),
    assetList?.map((asset) => ({
      value: asset.id,
      label: assetText({ name: asset.name, assetNumber: asset.assetTag }),
    })),
    // The chosen asset stays selectable when a search leaves it out.
    chosenAsset.current ??
      (sameSite && task.asset ? { value: task.asset.id, label: assetText(task.asset) } : null),
  );
  const assetsOverflow = assetSearch !== '' || (assets.data?.total ?? 0) > ASSET_OPTIONS_LIMIT;
  const assigneeOptions = pickerOptions(
    siteId === ''
      ? t('workOrders.chooseSiteFirst')
      : people.isPending
        ? t('workOrders.loadingPeople')
        : people.data?.length === 0
          ? t('workOrders.noAssignees')
          : t('workOrders.selectAssignee'),
    people.data?.map((person) => ({
      value: person.id,
      label: t('workOrders.assigneeOption', { name: person.name, role: roleLabel(person.role) }),
    })),
    sameSite ? { value: task.assignedToId, label: task.assignedTo.name } : null,
  );

  const submit = handleSubmit((body) => {
    save.mutate(
      { id: task?.id, body },
      {
        onSuccess: () => {
          notify.success(task ? t('workOrders.updated') : t('workOrders.created'));
          onDone();
        },
        onError: (error) => {
          for (const [field, message] of fieldErrorsOf(error, WORK_ORDER_FIELDS)) {
            setError(field, { message });
          }
        },
      },
    );
  });
  // requirements/work-orders.md#errors: field errors under the fields; any other failure says the save failed.
  const saveFailed = save.error && fieldErrorsOf(save.error, WORK_ORDER_FIELDS).length === 0;

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">{t('workOrders.requiredNote')}</p>
        {task && (
          <TextField
            label={t('workOrders.fieldNumber')}
            value={task.workOrderNumber}
            readOnly
            disabled
          />
        )}
        <TextField
          label={t('workOrders.fieldTitle')}
          required
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextareaField
          label={t('workOrders.fieldDescription')}
          required
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('workOrders.fieldDueDate')}
            type="date"
            required
            min={minimumDueDate()}
            error={errors.dueDate?.message}
            {...register('dueDate')}
          />
          <SelectField
            label={t('workOrders.fieldStatus')}
            options={statusOptions()}
            {...register('status')}
          />
        </div>
        <Controller
          control={control}
          name="siteId"
          render={({ field }) => (
            <SelectField
              label={t('workOrders.fieldSite')}
              required
              options={siteOptions}
              error={errors.siteId?.message}
              {...field}
              onChange={(event) => {
                // Assets and people belong to a site: another site starts both afresh.
                const next = afterSiteChange(getValues(), event.target.value);
                field.onChange(event);
                setValue('assetId', next.assetId);
                chosenAsset.current = null;
                setAssetSearch('');
                setValue('assignedToId', next.assignedToId);
              }}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="assetId"
            render={({ field }) => (
              <div className="space-y-2">
                <SelectField
                  label={t('workOrders.fieldAsset')}
                  required
                  options={assetOptions}
                  error={errors.assetId?.message}
                  {...field}
                  onChange={(event) => {
                    field.onChange(event);
                    chosenAsset.current =
                      assetOptions.find((option) => option.value === event.target.value) ?? null;
                  }}
                  disabled={siteId === ''}
                />
                {assetsOverflow && (
                  <>
                    <SearchField
                      label={t('workOrders.findAsset')}
                      placeholder={t('workOrders.findAssetPlaceholder')}
                      value={assetSearch}
                      onChange={setAssetSearch}
                    />
                    <p className="text-xs text-slate-500">
                      {assetsShownText(assetList?.length ?? 0, assets.data?.total ?? 0)}
                    </p>
                  </>
                )}
              </div>
            )}
          />
          <Controller
            control={control}
            name="assignedToId"
            render={({ field }) => (
              <SelectField
                label={t('workOrders.fieldAssignee')}
                required
                options={assigneeOptions}
                error={errors.assignedToId?.message}
                {...field}
                disabled={siteId === ''}
              />
            )}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('workOrders.fieldPriority')}
            options={priorityOptions()}
            {...register('priority')}
          />
          <SelectField
            label={t('workOrders.fieldTaskType')}
            options={taskTypeOptions()}
            {...register('taskType')}
          />
        </div>
        {(errors.status || errors.priority || errors.taskType) && (
          <FormAlert
            message={errors.status?.message ?? errors.priority?.message ?? errors.taskType?.message}
          />
        )}
        <FormAlert message={saveFailed ? t('workOrders.saveFailed') : null} />
      </div>
      <DialogActions
        submitLabel={task ? t('workOrders.updateSubmit') : t('workOrders.createSubmit')}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
