import type { PmPriority } from '@cmms/shared/pm';
import { Button } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { PRIORITY_FILTER_OPTIONS, parsePriority } from '../lib/pm-filters';
import { pmMessages } from '../lib/pm-messages';

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
        label="Search PMs"
        placeholder={pmMessages.searchPlaceholder}
        value={search}
        onChange={onSearch}
      />
      <div className="flex gap-3">
        <SelectField
          label="Filter by priority"
          hideLabel
          className="min-w-0 flex-1 sm:w-48 sm:flex-none"
          value={priority}
          options={PRIORITY_FILTER_OPTIONS}
          onChange={(event) => onPriority(parsePriority(event.target.value))}
        />
        <Button variant="secondary" disabled={!active} onClick={onClear}>
          {pmMessages.clearFilters}
        </Button>
      </div>
    </div>
  );
}
