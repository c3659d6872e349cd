import type { TaskFilter } from '@cmms/shared/work-orders';
import { Button } from '../../../components/ui/button';
import { FilterChip } from '../../../components/ui/filter-chip';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { t } from '../../../lib/i18n/i18n';
import {
  parseStatusFilter,
  type StatusFilter,
  statusFilterOptions,
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
          label={t('workOrders.searchLabel')}
          placeholder={t('workOrders.searchPlaceholder')}
          value={search}
          onChange={onSearch}
        />
        <div className="flex gap-3">
          <SelectField
            label={t('workOrders.filterByStatus')}
            hideLabel
            className="min-w-0 flex-1 sm:w-48 sm:flex-none"
            value={status}
            options={statusFilterOptions()}
            onChange={(event) => onStatus(parseStatusFilter(event.target.value))}
          />
          <Button variant="secondary" disabled={!active} onClick={onClear}>
            {t('workOrders.clearFilters')}
          </Button>
        </div>
      </div>
      {filter && <FilterChip label={t(TASK_FILTER_LABELS[filter])} onRemove={onRemoveFilter} />}
    </div>
  );
}
