import type { PmPriority } from '@cmms/shared/pm';
import { Button } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { t } from '../../../lib/i18n/i18n';
import { parsePriority, priorityFilterOptions } from '../lib/pm-filters';

type Props = {
  search: string;
  priority: PmPriority | '';
  active: boolean;
  onSearch(value: string): void;
  onPriority(value: PmPriority | ''): void;
  onClear(): void;
};

/** requirements/pm.md#screens: the search box 'Search PMs...', the priority filter and Clear Filters. */
export function PmFiltersBar({ search, priority, active, onSearch, onPriority, onClear }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchField
        label={t('pm.searchLabel')}
        placeholder={t('pm.searchPlaceholder')}
        value={search}
        onChange={onSearch}
      />
      <div className="flex gap-3">
        <SelectField
          label={t('pm.filterByPriority')}
          hideLabel
          className="min-w-0 flex-1 sm:w-48 sm:flex-none"
          value={priority}
          options={priorityFilterOptions()}
          onChange={(event) => onPriority(parsePriority(event.target.value))}
        />
        <Button variant="secondary" disabled={!active} onClick={onClear}>
          {t('pm.clearFilters')}
        </Button>
      </div>
    </div>
  );
}
