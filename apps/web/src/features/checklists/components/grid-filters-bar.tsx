import { checklistYears, monthRange } from '@cmms/shared/checklists';
import { X } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formats, t } from '../../../lib/i18n/i18n';
import { type CategoryOption, dayInMonth, monthNames } from '../lib/grid-filters';
import { CategorySwatch } from './category-swatch';

type Option = { value: string; label: string };

type Props = {
  categories: CategoryOption[];
  category: string | null;
  checklists: Option[];
  checklistId: string | null;
  /** null: the caller sees only their own month, no select. */
  users: Option[] | null;
  userId: string | null;
  year: number;
  month: number;
  date: string | null;
  today: Date;
  onCategory(key: string): void;
  onChecklist(id: string): void;
  onUser(id: string): void;
  onMonth(year: number, month: number): void;
  onDate(date: string | null): void;
};

/**
 * The grid's filters (requirements/checklists.md#screens): category, checklist, user, month, year and a day limited to
 * the chosen month. Two columns on a phone, one row on a wide screen.
 */
export function GridFiltersBar({
  categories,
  category,
  checklists,
  checklistId,
  users,
  userId,
  year,
  month,
  date,
  today,
  onCategory,
  onChecklist,
  onUser,
  onMonth,
  onDate,
}: Props) {
  const { first, last } = monthRange(year, month);
  const color = categories.find((option) => option.key === category)?.color ?? null;
  const none = (label: string) => [{ value: '', label }];

  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-y-3 sm:p-4 lg:grid-cols-6">
      <div className="relative col-span-2 lg:col-span-1">
        <SelectField
          label={t('checklists.category')}
          options={
            categories.length === 0
              ? none(t('checklists.grid.noCategories'))
              : categories.map((option) => ({ value: option.key, label: option.name }))
          }
          value={category ?? ''}
          disabled={categories.length === 0}
          onChange={(event) => onCategory(event.target.value)}
          className={color ? '[&_select]:ps-9' : undefined}
        />
        {color && <CategorySwatch color={color} className="absolute bottom-3.5 start-3 size-4" />}
      </div>
      {/* A whole row on a phone, and the chosen name in full on hover (the grid's heading
          shows it too): a select cannot wrap its value, and checklist names run long. */}
      <SelectField
        label={t('checklists.grid.checklist')}
        className="col-span-2 lg:col-span-1"
        title={checklists.find((option) => option.value === checklistId)?.label}
        options={checklists.length === 0 ? none(t('checklists.grid.noChecklists')) : checklists}
        value={checklistId ?? ''}
        disabled={checklists.length === 0}
        onChange={(event) => onChecklist(event.target.value)}
      />
      {users && (
        <SelectField
          label={t('checklists.grid.user')}
          className="col-span-2 sm:col-span-1 lg:col-span-1"
          options={users.length === 0 ? none(t('checklists.noOneAssigned')) : users}
          value={userId ?? ''}
          disabled={users.length === 0}
          onChange={(event) => onUser(event.target.value)}
        />
      )}
      <SelectField
        label={t('checklists.grid.month')}
        options={monthNames().map(({ month: number, name }) => ({
          value: String(number),
          label: name,
        }))}
        value={String(month)}
        onChange={(event) => onMonth(year, Number(event.target.value))}
      />
      <SelectField
        label={t('checklists.grid.year')}
        options={checklistYears(today).map((value) => ({
          value: String(value),
          label: formats().number(value, { useGrouping: false }),
        }))}
        value={String(year)}
        onChange={(event) => onMonth(Number(event.target.value), month)}
      />
      <div
        className={users ? 'col-span-2 sm:col-span-1' : 'col-span-2 sm:col-span-1 lg:col-span-2'}
      >
        <TextField
          label={t('checklists.grid.dateOptional')}
          type="date"
          min={first}
          max={last}
          value={date ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            if (value === '') onDate(null);
            else if (dayInMonth(value, year, month)) onDate(value);
          }}
          trailing={
            date ? (
              <button
                type="button"
                aria-label={t('checklists.grid.everyDay')}
                title={t('checklists.grid.everyDay')}
                onClick={() => onDate(null)}
                className="me-1 inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <X className="size-4" aria-hidden />
              </button>
            ) : undefined
          }
        />
      </div>
    </div>
  );
}
