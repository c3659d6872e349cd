import type { TaskFilter } from '@cmms/shared/work-orders';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
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
 * Doc 001 §2.3: the search box, the status filter and Clear Filters; a dashboard's ?filter=
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
      {filter && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 font-medium text-brand-800">
            Showing: {TASK_FILTER_LABELS[filter]}
            <button
              type="button"
              aria-label={`Remove filter: ${TASK_FILTER_LABELS[filter]}`}
              title="Remove filter"
              onClick={onRemoveFilter}
              className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
            >
              <X className="size-4" aria-hidden />
            </button>
          </span>
        </div>
      )}
    </div>
  );
}
