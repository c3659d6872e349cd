import { FormAlert } from '../../../components/ui/form-alert';
import { KeptNotice, NotKeptMessage } from '../../../components/ui/kept-notice';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { WIDE_LIST_QUERY } from '../../../lib/device';
import { t } from '../../../lib/i18n/i18n';
import { useKeptAnswer } from '../../../lib/offline/kept-answer';
import { useMediaQuery } from '../../../lib/use-media-query';
import { type useWorkOrdersList, WORK_ORDERS_PAGE_SIZE } from '../api/work-orders';
import { toWorkOrderViews } from '../lib/work-order-display';
import { WorkOrderCard } from './work-order-card';
import { type WorkOrderListProps, WorkOrdersTable } from './work-orders-table';

type Props = Omit<WorkOrderListProps, 'tasks'> & {
  list: ReturnType<typeof useWorkOrdersList>;
  offset: number;
  onPage(offset: number): void;
};

/** The work orders in each of their states: loading, failed, empty, table or cards, pages. */
export function WorkOrdersResults({
  list,
  offset,
  onPage,
  actionsFor,
  busyId,
  ...handlers
}: Props) {
  // Cards on phones (requirements/work-orders.md#limits: under 1024 px) and wherever the sidebar leaves the table's nine
  // columns too little room, as the other lists do (lib/device.ts WIDE_LIST_QUERY).
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  const kept = useKeptAnswer(list);
  if (list.isPending) {
    return kept.notKept ? <NotKeptMessage /> : <ScreenLoading label={t('workOrders.loading')} />;
  }
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        message={t('workOrders.loadFailed')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const page = list.data ?? { items: [], total: 0 };
  const keptNotice = kept.keptAt !== null && <KeptNotice at={kept.keptAt} />;
  if (page.items.length === 0) {
    return (
      <div className="space-y-4">
        {keptNotice}
        <ListMessage>{t('workOrders.empty')}</ListMessage>
      </div>
    );
  }
  const tasks = toWorkOrderViews(page.items, offset);
  return (
    <div className="space-y-4">
      {/* A failed refresh keeps the rows it had and says it failed; with no signal they are what
          this device kept (docs/offline.md). */}
      {keptNotice}
      {kept.failed && <FormAlert message={t('workOrders.loadFailed')} />}
      {wide ? (
        <WorkOrdersTable tasks={tasks} actionsFor={actionsFor} busyId={busyId} {...handlers} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {tasks.map((task) => (
            <li key={task.id}>
              <WorkOrderCard
                task={task}
                actions={actionsFor(task)}
                busy={busyId === task.id}
                {...handlers}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        offset={offset}
        pageSize={WORK_ORDERS_PAGE_SIZE}
        total={page.total}
        noun={t('workOrders.pagerNoun')}
        onChange={onPage}
      />
    </div>
  );
}
