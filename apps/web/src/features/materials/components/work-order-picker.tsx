import { SelectField } from '../../../components/ui/select-field';
import { t } from '../../../lib/i18n/i18n';

type Props = {
  value: string | null | undefined;
  error: string | undefined;
  /** The open work orders the chosen material may go to (lib/request-form.ts workOrdersFor). */
  choices: { id: string; workOrderNumber: string; title: string }[];
  onChange(taskId: string | null): void;
  onBlur(): void;
};

type Choice = Props['choices'][number];
const labelOf = (task: Choice) => `${task.workOrderNumber} · ${task.title}`;

/** 'Work order' of the request form (ours, issue 33): optional; issuing puts the parts on it. */
export function WorkOrderPicker({ value, error, choices, onChange, onBlur }: Props) {
  const options = [
    { value: '', label: t('materials.workOrderNone') },
    ...choices.map((task) => ({ value: task.id, label: labelOf(task) })),
  ];
  return (
    <SelectField
      label={t('materials.fieldWorkOrder')}
      hint={t('materials.workOrderHint')}
      options={options}
      error={error}
      value={value ?? ''}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    />
  );
}
