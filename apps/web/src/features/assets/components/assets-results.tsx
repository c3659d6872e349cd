import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { t } from '../../../lib/i18n/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ASSETS_PAGE_SIZE, type useAssetsList } from '../api/assets';
import { AssetCard } from './asset-card';
import type { AssetRowHandlers } from './asset-row-actions';
import { AssetsTable } from './assets-table';

/** requirements/assets.md#limits: the table from 1024 px, cards below. */
const ASSET_TABLE_QUERY = '(min-width: 1024px)';

type Props = AssetRowHandlers & {
  list: ReturnType<typeof useAssetsList>;
  filtered: boolean;
  offset: number;
  onPage(offset: number): void;
};

/** The assets list in each of its states: loading, failed, empty, table or cards, pages. */
export function AssetsResults({ list, filtered, offset, onPage, ...actions }: Props) {
  const wide = useMediaQuery(ASSET_TABLE_QUERY);

  if (list.isPending) return <ScreenLoading label={t('assets.loading')} />;
  // requirements/assets.md#errors: a failed load empties the list and says so.
  if (list.isError) {
    return (
      <LoadFailed
        message={t('assets.loadFailed')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const page = list.data;
  if (page.items.length === 0) {
    return <ListMessage>{filtered ? t('assets.noMatch') : t('assets.none')}</ListMessage>;
  }
  return (
    <div className="space-y-4">
      {wide ? (
        <AssetsTable assets={page.items} {...actions} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {page.items.map((asset) => (
            <li key={asset.id}>
              <AssetCard asset={asset} {...actions} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        offset={offset}
        pageSize={ASSETS_PAGE_SIZE}
        total={page.total}
        noun={t('assets.pagerNoun')}
        onChange={onPage}
      />
    </div>
  );
}
