import type { WorkRequest } from '@cmms/shared/requests';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { REQUESTS_PAGE_SIZE, type useRequestList } from '../api/requests';
import type { DecisionKind } from '../lib/decisions';
import { RequestCard } from './request-card';

type Props = {
  list: ReturnType<typeof useRequestList>;
  offset: number;
  emptyText: string;
  now: number;
  workOrderHref(taskId: string): string;
  onDecide(request: WorkRequest, kind: DecisionKind): void;
  onPage(offset: number): void;
};

/** Requests in each of their states: loading, failed, empty, the cards, pages. */
export function RequestResults({
  list,
  offset,
  emptyText,
  now,
  workOrderHref,
  onDecide,
  onPage,
}: Props) {
  if (list.isPending) return <ScreenLoading label={t('requests.loading')} />;
  const failure = serverReasonOr(list.error, t('requests.loadFailed'));
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
  if (page.items.length === 0) return <ListMessage>{emptyText}</ListMessage>;
  return (
    <div className="space-y-4">
      {/* A failed refresh keeps the cards it had; it still says it failed. */}
      {list.isError && <FormAlert message={failure} />}
      <ul className="grid gap-3 xl:grid-cols-2">
        {page.items.map((request) => (
          <li key={request.id} className="min-w-0">
            <RequestCard
              request={request}
              now={now}
              workOrderHref={workOrderHref}
              onDecide={onDecide}
            />
          </li>
        ))}
      </ul>
      <Pager
        offset={offset}
        pageSize={REQUESTS_PAGE_SIZE}
        total={page.total}
        noun={t('requests.pagerNoun')}
        onChange={onPage}
      />
    </div>
  );
}
