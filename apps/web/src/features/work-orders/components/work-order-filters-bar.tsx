import type { TaskFilter } from '@cmms/shared/work-orders';
import { Button } from '../../../components/ui/button';
import { FilterChip } from '../../../components/ui/filter-chip';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { workOrderMessages } from '../api/work-order-texts';
import {
  parseStatusFilter,
  STATUS_FILTER_OPTIONS,
  type StatusFilter,
  TASK_FILTER_LABELS,
} from '../lib/work-order-filters';

type Props = {
  search: string;
  status: StatusFilter | '';
  filter: TaskFilter | null;
  active: boolean;
  onSearch(value: string): void;
  onStatus(value: StatusFilter | ''): void;
  onRemoveFilter(): void;
  onClear(): void;
};

/**
 * requirements/work-orders.md#screens: the search box, the status filter and Clear Filters; a dashboard's ?filter=
 * (completed, pending, overdue) shows as a label that can be removed on its own.
 */
export function WorkOrderFiltersBar({
  search,
  status,
  filter,
  active,
  onSearch,
  onStatus,
  onRemoveFilter,
  onClear,
}: Props) {
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchField
          label="Search work orders"
          placeholder={workOrderMessages.searchPlaceholder}
          value={search}
          onChange={onSearch}
        />
        <div className="flex gap-3">
          <SelectField
            label="Filter by status"
            hideLabel
            className="min-w-0 flex-1 sm:w-48 sm:flex-none"
            value={status}
            options={STATUS_FILTER_OPTIONS}
            onChange={(event) => onStatus(parseStatusFilter(event.target.value))}
          />
          <Button variant="secondary" disabled={!active} onClick={onClear}>
            Clear Filters
          </Button>
        </div>
      </div>
      {filter && <FilterChip label={TASK_FILTER_LABELS[filter]} onRemove={onRemoveFilter} />}
    </div>
  );
}
