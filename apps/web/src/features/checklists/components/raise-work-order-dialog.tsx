import type {
  CellValue,
  Checklist,
  ChecklistItem,
  RaiseWorkOrderResult,
} from '@cmms/shared/checklists';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf, serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ASSET_OPTIONS_LIMIT, useAssetOptions, useAssignees } from '../../assets/public';
import { useRaiseWorkOrder } from '../api/checklists';
import {
  checkRaiseForm,
  priorityChoices,
  RAISE_FIELDS,
  type RaiseField,
  type RaiseFormValues,
  raiseDefaults,
  raiseDescription,
} from '../lib/grid-work-order';

export type RaiseTarget = {
  checklist: Checklist;
  item: ChecklistItem;
  /** The cell's day; the dialog asks for it when the row's action opened it. */
  date: string;
  askDay: boolean;
  userId: string;
  userName: string;
  /** The month shown: the day is one of its days, up to today. */
  first: string;
  last: string;
  /** The value that failed (issue 33): the title and description say it. */
  value?: CellValue | undefined;
};

type Props = {
  target: RaiseTarget | null;
  today: string;
  /** Work order managers choose the assignee; for others the server gives it to the cell's user. */
  canChooseAssignee: boolean;
  onRaised(result: RaiseWorkOrderResult): void;
  onClose(): void;
};

/**
 * Raise a work order from a checklist item that failed on a day: prefilled with the item and the
 * day, High priority, due today, for the checklist's site; the cell then carries its badge.
 */
export function RaiseWorkOrderDialog({
  target,
  today,
  canChooseAssignee,
  onRaised,
  onClose,
}: Props) {
  const raise = useRaiseWorkOrder();
  return (
    <FormDialog
      open={target !== null}
      title={t('checklists.raise.title')}
      busy={raise.isPending}
      onClose={onClose}
    >
      {target && (
        <RaiseForm
          target={target}
          today={today}
          canChooseAssignee={canChooseAssignee}
          raise={raise}
          onRaised={onRaised}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function RaiseForm({
  target,
  today,
  canChooseAssignee,
  raise,
  onRaised,
  onClose,
}: Omit<Props, 'target'> & { target: RaiseTarget; raise: ReturnType<typeof useRaiseWorkOrder> }) {
  const { checklist, item } = target;
  const [values, setValues] = useState<RaiseFormValues>(() =>
    raiseDefaults({
      checklistName: checklist.name,
      item,
      date: target.date,
      today,
      value: target.value,
    }),
  );
  const [errors, setErrors] = useState<Partial<Record<RaiseField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [assetSearch, setAssetSearch] = useState('');
  const assets = useAssetOptions(checklist.siteId, useDebouncedValue(assetSearch.trim()));
  // A checklist of all sites has no one site whose people to offer: its work order goes to
  // whoever ticked, at the chosen asset's site (the server decides the site).
  const choosesAssignee = canChooseAssignee && checklist.siteId !== null;
  const people = useAssignees(choosesAssignee ? (checklist.siteId ?? '') : '');

  const set = (field: RaiseField, value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    setErrors((now) => ({ ...now, [field]: undefined }));
  };
  const setDay = (date: string) =>
    setValues((now) => {
      // A description still as prefilled follows the day.
      const prefilled = raiseDescription(checklist.name, item, now.date, target.value);
      return {
        ...now,
        date,
        description:
          now.description === prefilled && date !== ''
            ? raiseDescription(checklist.name, item, date, target.value)
            : now.description,
      };
    });

  const assetList = assets.data?.options ?? [];
  const assetOptions = [
    {
      value: '',
      label: t(assets.isPending ? 'checklists.raise.loadingAssets' : 'checklists.raise.noAsset'),
    },
    ...assetList.map((asset) => ({
      value: asset.id,
      label: t('checklists.raise.assetOption', { tag: asset.assetTag, name: asset.name }),
    })),
  ];
  const assetsOverflow = assetSearch !== '' || (assets.data?.total ?? 0) > ASSET_OPTIONS_LIMIT;
  const assigneeOptions = [
    { value: '', label: t('checklists.raise.checklistUser', { name: target.userName }) },
    ...(people.data ?? [])
      .filter((person) => person.id !== target.userId)
      .map((person) => ({
        value: person.id,
        label: t('checklists.raise.personRole', {
          name: person.name,
          role: roleLabel(person.role),
        }),
      })),
  ];

  const submit = () => {
    setFailure(null);
    const checked = checkRaiseForm(values, {
      userId: target.userId,
      itemId: item.id,
      first: target.first,
      last: target.last,
      today,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    raise.mutate(
      {
        checklistId: checklist.id,
        userId: target.userId,
        itemId: item.id,
        ...checked.body,
      },
      {
        onSuccess: onRaised,
        onError: (error) => {
          const fields = fieldErrorsOf(error, RAISE_FIELDS);
          if (fields.length > 0) {
            setErrors(Object.fromEntries(fields));
            return;
          }
          // The server's own words for a refusal (already raised, locked, not allowed).
          setFailure(serverReasonOr(error, t('checklists.raise.failed')));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-900">{checklist.name}</span> · {target.userName}
        </p>
        {target.askDay && (
          <TextField
            label={t('checklists.raise.day')}
            type="date"
            required
            min={target.first}
            max={target.last < today ? target.last : today}
            value={values.date}
            error={errors.date}
            onChange={(event) => setDay(event.target.value)}
          />
        )}
        {!target.askDay && errors.date && <FormAlert message={errors.date} />}
        <TextField
          label={t('checklists.raise.fieldTitle')}
          required
          autoComplete="off"
          value={values.title}
          error={errors.title}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextareaField
          label={t('checklists.description')}
          required
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('checklists.raise.priority')}
            options={priorityChoices()}
            value={values.priority}
            error={errors.priority}
            onChange={(event) => set('priority', event.target.value)}
          />
          <TextField
            label={t('checklists.raise.dueDate')}
            type="date"
            required
            min={today}
            value={values.dueDate}
            error={errors.dueDate}
            onChange={(event) => set('dueDate', event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <SelectField
            label={t('checklists.raise.asset')}
            options={assetOptions}
            value={values.assetId}
            error={errors.assetId}
            onChange={(event) => set('assetId', event.target.value)}
          />
          {assetsOverflow && (
            <SearchField
              label={t('checklists.raise.findAsset')}
              placeholder={t('checklists.raise.findAssetPlaceholder')}
              value={assetSearch}
              onChange={setAssetSearch}
            />
          )}
        </div>
        {choosesAssignee && (
          <SelectField
            label={t('checklists.raise.assignee')}
            options={assigneeOptions}
            value={values.assignedToId}
            error={errors.assignedToId}
            onChange={(event) => set('assignedToId', event.target.value)}
          />
        )}
        <FormAlert message={failure} />
      </div>
      <DialogActions
        submitLabel={t('checklists.raise.submit')}
        busy={raise.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
