import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { WIDE_LIST_QUERY } from '../../../lib/device';
import { t } from '../../../lib/i18n/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { siteLoadErrorMessage } from '../api/site-texts';
import { SITES_PAGE_SIZE, type useSitesList } from '../api/sites';
import { toSiteViews } from '../lib/site-view';
import { SiteCard } from './site-card';
import type { SiteRowActionsProps } from './site-row-actions';
import { SitesTable } from './sites-table';

type Props = Omit<SiteRowActionsProps, 'site'> & {
  list: ReturnType<typeof useSitesList>;
  searching: boolean;
  offset: number;
  onPage(offset: number): void;
};

/** The sites list in each of its states: loading, failed, empty, table or cards, pages. */
export function SitesResults({ list, searching, offset, onPage, ...actions }: Props) {
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  const reload = (
    <Button
      variant="secondary"
      icon={<RefreshCw className="size-4" aria-hidden />}
      loading={list.isFetching}
      onClick={() => void list.refetch()}
    >
      {t('sites.reload')}
    </Button>
  );

  if (list.isPending) return <ScreenLoading label={t('sites.loading')} />;
  if (list.isError && !list.data) {
    return (
      <div className="space-y-4">
        <FormAlert message={siteLoadErrorMessage(list.error)} />
        {reload}
      </div>
    );
  }
  const page = list.data ?? { items: [], total: 0 };
  if (page.items.length === 0) {
    return (
      <ListMessage action={reload}>{searching ? t('sites.noMatch') : t('sites.none')}</ListMessage>
    );
  }
  const sites = toSiteViews(page.items, offset);
  return (
    <div className="space-y-4">
      {/* A failed refresh keeps the rows it had; it still says it failed. */}
      {list.isError && <FormAlert message={siteLoadErrorMessage(list.error)} />}
      {wide ? (
        <SitesTable sites={sites} {...actions} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {sites.map((site) => (
            <li key={site.id}>
              <SiteCard site={site} {...actions} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        offset={offset}
        pageSize={SITES_PAGE_SIZE}
        total={page.total}
        noun={t('sites.pagerNoun')}
        onChange={onPage}
      />
    </div>
  );
}
