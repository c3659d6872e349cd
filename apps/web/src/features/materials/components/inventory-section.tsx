import type { Material, StockLevel } from '@cmms/shared/materials';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { displaySiteName, useSiteOptions } from '../../sites/public';
import { useInventory, useMaterialCategories, useMe } from '../api/materials';
import type { InventoryFilters } from '../lib/material-filters';
import { usePaging } from '../lib/use-paging';
import { DeleteMaterialDialog } from './delete-material-dialog';
import { InventoryFiltersBar } from './inventory-filters-bar';
import { InventoryResults } from './inventory-results';
import { MovementsDialog } from './movements-dialog';

type Props = {
  loadingText: string;
} & (
  | { mode: 'manage'; onEdit(material: Material): void }
  | { mode: 'request'; onRequest(material: Material): void }
);

/**
 * §2.7: the inventory, searched and filtered by category on the server. Managers edit and
 * delete rows and filter by stock level and site; everyone else requests from a row. Every row
 * opens its stock movements.
 *
 * Not the header's site: the server's site filter leaves out the materials kept for all sites,
 * which every site draws on, so only a site chosen here, on purpose, narrows the list to it.
 */
export function InventorySection(props: Props) {
  const manage = props.mode === 'manage';
  const me = useMe();
  const sites = useSiteOptions(me, manage && me !== '');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [level, setLevel] = useState<StockLevel | ''>('');
  const [siteId, setSiteId] = useState('');
  const filters: InventoryFilters = {
    search: useDebouncedValue(search.trim()),
    category,
    level,
    siteId: siteId || null,
  };
  const [offset, setOffset] = usePaging(JSON.stringify(filters));
  const list = useInventory(filters, offset, true);
  const categories = useMaterialCategories(true);
  const [movements, setMovements] = useState<Material | null>(null);
  const [deleting, setDeleting] = useState<Material | null>(null);
  const siteOptions = (sites.data ?? []).map((site) => ({
    value: site.id,
    label: displaySiteName(site.name),
  }));

  return (
    <div className="space-y-4">
      <InventoryFiltersBar
        search={search}
        category={category}
        categories={categories.data ?? []}
        {...(manage
          ? {
              level: { value: level, onChange: setLevel },
              site: { value: siteId, options: siteOptions, onChange: setSiteId },
            }
          : {})}
        onSearch={setSearch}
        onCategory={setCategory}
        onClear={() => {
          setSearch('');
          setCategory('');
          setLevel('');
          setSiteId('');
        }}
      />
      <InventoryResults
        list={list}
        offset={offset}
        loadingText={props.loadingText}
        onPage={setOffset}
        onMovements={setMovements}
        {...(props.mode === 'manage'
          ? { onEdit: props.onEdit, onDelete: setDeleting }
          : { onRequest: props.onRequest })}
      />
      <MovementsDialog material={movements} onClose={() => setMovements(null)} />
      {manage && <DeleteMaterialDialog material={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
