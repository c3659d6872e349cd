import type { StockLevel } from '@cmms/shared/materials';
import { Button } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { t } from '../../../lib/i18n/i18n';
import { categoryFilterOptions, levelFilterOptions, parseLevel } from '../lib/material-filters';

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
        label={t('materials.searchMaterialsLabel')}
        placeholder={t('materials.searchMaterials')}
        value={search}
        onChange={onSearch}
      />
      {/* Two by two on a phone; in a row from the small breakpoint up, each as wide as its longest
          choice ('Todas las categorías'). */}
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <SelectField
          label={t('materials.filterByCategory')}
          hideLabel
          className="min-w-0 sm:w-auto sm:min-w-44 sm:flex-none"
          value={category}
          options={categoryFilterOptions(categories)}
          onChange={(event) => onCategory(event.target.value)}
        />
        {level && (
          <SelectField
            label={t('materials.filterByLevel')}
            hideLabel
            className="min-w-0 sm:w-auto sm:min-w-44 sm:flex-none"
            value={level.value}
            options={levelFilterOptions()}
            onChange={(event) => level.onChange(parseLevel(event.target.value))}
          />
        )}
        <Button variant="secondary" disabled={!active} onClick={onClear}>
          {t('materials.clearFilters')}
        </Button>
      </div>
    </div>
  );
}
