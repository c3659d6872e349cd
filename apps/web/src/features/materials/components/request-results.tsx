import type { MaterialRequest } from '@cmms/shared/materials';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { serverReasonOr } from '../../../lib/api-error';
import { WIDE_LIST_QUERY } from '../../../lib/device';
import { t } from '../../../lib/i18n/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { MATERIALS_PAGE_SIZE } from '../api/materials';
import type { useRequests } from '../api/requests';
import type { RequestAction } from '../lib/request-actions';
import { positionOf } from '../lib/request-status';
import { RequestCard } from './request-card';
import { type RequestListProps, RequestsTable } from './requests-table';

type Props = Omit<RequestListProps, 'rows'> & {
  list: ReturnType<typeof useRequests>;
  offset: number;
  loadingText: string;
  empty: { text: string; hint: string | null; action?: ReactNode };
  actionsOf(request: MaterialRequest): RequestAction[];
  onPage(offset: number): void;
};

/** Requests in each of their states: loading, failed, empty, table or cards, pages. */
export function RequestResults({
  list,
  offset,
  loadingText,
  empty,
  actionsOf,
  onPage,
  ...props
}: Props) {
  // Cards on phones and wherever the sidebar leaves the table's columns too little room.
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  if (list.isPending) return <ScreenLoading label={loadingText} />;
  const failure = serverReasonOr(list.error, t('materials.loadRequestsFailed'));
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
  if (page.items.length === 0) {
    return (
      <ListMessage action={empty.action}>
        <span className="block font-medium text-slate-800">{empty.text}</span>
        {empty.hint && <span className="mt-1 block">{empty.hint}</span>}
      </ListMessage>
    );
  }
  const rows = page.items.map((request, index) => ({
    ...request,
    position: positionOf(offset, index),
    actions: actionsOf(request),
  }));
  return (
    <div className="space-y-4">
      {/* A failed refresh keeps the rows it had; it still says it failed. */}
      {list.isError && <FormAlert message={failure} />}
      {wide ? (
        <RequestsTable rows={rows} {...props} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {rows.map((request) => (
            <li key={request.id}>
              <RequestCard
                request={request}
                showStaff={props.showStaff}
                busy={props.busyId === request.id}
                onDecide={props.onDecide}
                onEdit={props.onEdit}
                onDelete={props.onDelete}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        offset={offset}
        pageSize={MATERIALS_PAGE_SIZE}
        total={page.total}
        noun={t('materials.nounRequests')}
        onChange={onPage}
      />
    </div>
  );
}
