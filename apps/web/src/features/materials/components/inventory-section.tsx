import { type Material, materialRules, type StockLevel } from '@cmms/shared/materials';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { useListSite } from '../../sites/public';
import { useInventory, useMaterialCategories } from '../api/materials';
import type { InventoryFilters } from '../lib/material-filters';
import { DeleteMaterialDialog } from './delete-material-dialog';
import { InventoryFiltersBar } from './inventory-filters-bar';
import { InventoryResults } from './inventory-results';
import { MovementsDialog } from './movements-dialog';
import { RestockDialog } from './restock-dialog';

/** The management screen passes `onEdit`, the inventory view of the request screen `onRequest`. */
type Props = {
  loadingText: string;
} & ({ onEdit(material: Material): void } | { onRequest(material: Material): void });

/**
 * requirements/materials.md#screens: the inventory, searched and filtered by category on the server, within the header's site:
 * what that site draws on, its own materials and those kept for all sites. Managers edit and
 * delete rows (a material of all sites only an administrator), restock any, and filter by stock
 * level; everyone else requests from a row. Every row opens its stock movements.
 */
export function InventorySection(props: Props) {
  const manage = 'onEdit' in props;
  const user = useSession()?.user ?? null;
  const site = useListSite();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [level, setLevel] = useState<StockLevel | ''>('');
  const filters: InventoryFilters = {
    search: useDebouncedValue(search.trim()),
    category,
    level,
    siteId: site.siteId,
  };
  const [offset, setOffset] = usePaging(JSON.stringify(filters));
  const list = useInventory(filters, offset, true);
  const categories = useMaterialCategories(true);
  const [movements, setMovements] = useState<Material | null>(null);
  const [deleting, setDeleting] = useState<Material | null>(null);
  const [restocking, setRestocking] = useState<Material | null>(null);
  const canChange = (material: Material) =>
    user !== null && materialRules.canChangeMaterial(user, material);
  const canRestock = user !== null && materialRules.canRestock(user);

  return (
    <div className="space-y-4">
      <InventoryFiltersBar
        search={search}
        category={category}
        categories={categories.data ?? []}
        {...(manage ? { level: { value: level, onChange: setLevel } } : {})}
        onSearch={setSearch}
        onCategory={setCategory}
        onClear={() => {
          setSearch('');
          setCategory('');
          setLevel('');
        }}
      />
      <InventoryResults
        list={list}
        offset={offset}
        loadingText={props.loadingText}
        onPage={setOffset}
        onMovements={setMovements}
        {...('onEdit' in props
          ? {
              onEdit: props.onEdit,
              onDelete: setDeleting,
              canChange,
              ...(canRestock ? { onRestock: setRestocking } : {}),
            }
          : { onRequest: props.onRequest })}
      />
      <MovementsDialog material={movements} onClose={() => setMovements(null)} />
      {manage && <DeleteMaterialDialog material={deleting} onClose={() => setDeleting(null)} />}
      {manage && <RestockDialog material={restocking} onClose={() => setRestocking(null)} />}
    </div>
  );
}
