import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { serverReasonOr } from '../../../lib/api-error';
import { WIDE_LIST_QUERY } from '../../../lib/device';
import { t } from '../../../lib/i18n/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { MATERIALS_PAGE_SIZE, type useInventory } from '../api/materials';
import { positionOf } from '../lib/request-status';
import { type InventoryListProps, InventoryTable } from './inventory-table';
import { MaterialCard } from './material-card';

type Props = Omit<InventoryListProps, 'rows'> & {
  list: ReturnType<typeof useInventory>;
  offset: number;
  loadingText: string;
  onPage(offset: number): void;
};

/** The inventory in each of its states: loading, failed, empty, table or cards, pages. */
export function InventoryResults({ list, offset, loadingText, onPage, ...handlers }: Props) {
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  if (list.isPending) return <ScreenLoading label={loadingText} />;
  const failure = serverReasonOr(list.error, t('materials.loadMaterialsRetry'));
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        message={failure}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const page = list.data ?? { items: [], total: 0 };
  if (page.items.length === 0) return <ListMessage>{t('materials.noMaterials')}</ListMessage>;
  const rows = page.items.map((material, index) => ({
    ...material,
    position: positionOf(offset, index),
  }));
  return (
    <div className="space-y-4">
      {list.isError && <FormAlert message={failure} />}
      {wide ? (
        <InventoryTable rows={rows} {...handlers} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {rows.map((material) => (
            <li key={material.id}>
              <MaterialCard material={material} {...handlers} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        offset={offset}
        pageSize={MATERIALS_PAGE_SIZE}
        total={page.total}
        noun={t('materials.nounMaterials')}
        onChange={onPage}
      />
    </div>
  );
}
