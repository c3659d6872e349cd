import type { StockLevel } from '@cmms/shared/materials';
import { Button } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { categoryFilterOptions, LEVEL_FILTER_OPTIONS, parseLevel } from '../lib/material-filters';
import { materialMessages } from '../lib/material-messages';

type Props = {
  search: string;
  category: string;
  categories: readonly string[];
  /** The stock level filter: on the management screen, where reordering is decided. */
  level?: { value: StockLevel | ''; onChange(value: StockLevel | ''): void };
  onSearch(value: string): void;
  onCategory(value: string): void;
  onClear(): void;
};

/** requirements/materials.md#screens: 'Search materials...', the category filter, and Clear Filters. */
export function InventoryFiltersBar(props: Props) {
  const { search, category, categories, level, onSearch, onCategory, onClear } = props;
  const active = search !== '' || category !== '' || (level?.value ?? '') !== '';
  return (
    <div className="flex flex-col gap-3 lg:flex-row">
      <SearchField
        label="Search materials"
        placeholder={materialMessages.searchMaterials}
        value={search}
        onChange={onSearch}
      />
      {/* Two by two on a phone; in a row from the small breakpoint up. */}
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <SelectField
          label="Filter by category"
          hideLabel
          className="min-w-0 sm:w-44 sm:flex-none"
          value={category}
          options={categoryFilterOptions(categories)}
          onChange={(event) => onCategory(event.target.value)}
        />
        {level && (
          <SelectField
            label="Filter by stock level"
            hideLabel
            className="min-w-0 sm:w-44 sm:flex-none"
            value={level.value}
            options={LEVEL_FILTER_OPTIONS}
            onChange={(event) => level.onChange(parseLevel(event.target.value))}
          />
        )}
        <Button variant="secondary" disabled={!active} onClick={onClear}>
          {materialMessages.clearFilters}
        </Button>
      </div>
    </div>
  );
}
