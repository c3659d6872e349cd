import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { t } from '../../../lib/i18n/i18n';
import type { useActivityLog } from '../api/activity-log';
import { activityLoadErrorMessage } from '../api/activity-log-texts';
import { ACTIVITY_PAGE_SIZE } from '../lib/activity-query';
import { toActivityView } from '../lib/activity-view';
import { useNow } from '../lib/use-now';
import { ActivityCard } from './activity-card';
import { ActivityTable } from './activity-table';

type Props = {
  list: ReturnType<typeof useActivityLog>;
  /** The table is chosen and there is room for it. */
  table: boolean;
  filtered: boolean;
  /** The header's chosen site, for the empty state. */
  siteName: string | null;
  offset: number;
  onPage(offset: number): void;
  /** Shown under the empty state of a filtered list. */
  clearAction: ReactNode;
};

/** The activity list in each of its states. */
export function ActivityResults({
  list,
  table,
  filtered,
  siteName,
  offset,
  onPage,
  clearAction,
}: Props) {
  const now = useNow();
  if (list.isPending) return <ScreenLoading label={t('activity.loading')} />;
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        message={activityLoadErrorMessage(list.error)}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const page = list.data ?? { items: [], total: 0 };
  if (page.items.length === 0) {
    return (
      <ListMessage action={filtered ? clearAction : undefined}>
        {filtered
          ? t('activity.noMatch')
          : siteName
            ? t('activity.noneAtSite', { site: siteName })
            : t('activity.none')}
      </ListMessage>
    );
  }
  // A refetch keeps `now` honest too: an entry just loaded never reads as in the future.
  const at = Math.max(now, list.dataUpdatedAt);
  const entries = page.items.map((entry) => toActivityView(entry, at));
  return (
    <div className="space-y-4">
      {/* A failed refresh keeps the entries it had; it still says it failed. */}
      {list.isError && <FormAlert message={t('activity.refreshFailed')} />}
      {table ? (
        <ActivityTable entries={entries} />
      ) : (
        <ul aria-label={t('activity.entriesLabel')} className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <ActivityCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        offset={offset}
        pageSize={ACTIVITY_PAGE_SIZE}
        total={page.total}
        noun={t('activity.pagerNoun', { count: page.total })}
        onChange={onPage}
      />
    </div>
  );
}
