import type { RequestStatus } from '@cmms/shared/materials';
import { Button } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { t } from '../../../lib/i18n/i18n';
import { parseStatus, statusFilterOptions } from '../lib/material-filters';

type Props = {
  search: string;
  status: RequestStatus | '';
  onSearch(value: string): void;
  onStatus(value: RequestStatus | ''): void;
  onClear(): void;
};

/** requirements/materials.md#screens: 'Search requests...', the status filter (All Statuses and the four) and Clear Filters. */
export function RequestFiltersBar({ search, status, onSearch, onStatus, onClear }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchField
        label={t('materials.searchRequestsLabel')}
        placeholder={t('materials.searchRequests')}
        value={search}
        onChange={onSearch}
      />
      <div className="flex gap-3">
        <SelectField
          label={t('materials.filterByStatus')}
          hideLabel
          className="min-w-0 flex-1 sm:w-44 sm:flex-none"
          value={status}
          options={statusFilterOptions()}
          onChange={(event) => onStatus(parseStatus(event.target.value))}
        />
        <Button variant="secondary" disabled={search === '' && status === ''} onClick={onClear}>
          {t('materials.clearFilters')}
        </Button>
      </div>
    </div>
  );
}
