import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { WIDE_LIST_QUERY } from '../../../lib/device';
import { t } from '../../../lib/i18n/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { PM_PAGE_SIZE, type usePmList } from '../api/pm';
import { toRows } from '../lib/pm-display';
import { isForbidden } from '../lib/pm-form';
import { PmCard } from './pm-card';
import { type PmListProps, PmTable } from './pm-table';

type Props = Omit<PmListProps, 'rows'> & {
  list: ReturnType<typeof usePmList>;
  offset: number;
  empty: { text: string; createFirst: boolean };
  onPage(offset: number): void;
  onCreate(): void;
};

/** The PMs in each of their states: loading, refused, failed, empty, table or cards, pages. */
export function PmResults({ list, offset, empty, onPage, onCreate, ...props }: Props) {
  // Cards on phones and wherever the sidebar leaves the table's eight columns too little room.
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  if (list.isError && isForbidden(list.error)) {
    return <ListMessage>{t('pm.forbidden')}</ListMessage>;
  }
  if (list.isPending) return <ScreenLoading label={t('pm.loading')} />;
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        message={t('pm.loadFailed')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const page = list.data ?? { items: [], total: 0 };
  if (page.items.length === 0) {
    return (
      <ListMessage
        action={
          empty.createFirst && (
            <Button icon={<Plus className="size-4" aria-hidden />} onClick={onCreate}>
              {t('pm.createFirst')}
            </Button>
          )
        }
      >
        {empty.text}
      </ListMessage>
    );
  }
  const rows = toRows(page.items, offset);
  return (
    <div className="space-y-4">
      {/* A failed refresh keeps the rows it had; it still says it failed. */}
      {list.isError && <FormAlert message={t('pm.loadFailed')} />}
      {wide ? (
        <PmTable rows={rows} {...props} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {rows.map((pm) => (
            <li key={pm.id}>
              <PmCard
                pm={pm}
                actions={props.actions}
                busy={props.busyId === pm.id}
                onEdit={props.onEdit}
                onDelete={props.onDelete}
                onStatus={props.onStatus}
                onComplete={props.onComplete}
                onEndSchedule={props.onEndSchedule}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        offset={offset}
        pageSize={PM_PAGE_SIZE}
        total={page.total}
        noun={t('pm.pagerNoun')}
        onChange={onPage}
      />
    </div>
  );
}
