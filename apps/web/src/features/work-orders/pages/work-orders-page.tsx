import type { WorkOrder } from '@cmms/shared/work-orders';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, Download, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ListMessage } from '../../../components/ui/list-message';
import { PageHeading } from '../../../components/ui/page-header';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { displaySiteName, useSiteSelection } from '../../sites/public';
import { workOrderActionError } from '../api/work-order-texts';
import {
  exportWorkOrders,
  useSetWorkOrderStatus,
  useWorkOrdersList,
  workOrderKeys,
} from '../api/work-orders';
import { DeleteWorkOrderDialog } from '../components/delete-work-order-dialog';
import { WorkOrderDetailsDialog } from '../components/work-order-details-dialog';
import { WorkOrderFiltersBar } from '../components/work-order-filters-bar';
import { WorkOrderFormDialog } from '../components/work-order-form-dialog';
import { WorkOrdersResults } from '../components/work-orders-results';
import { useTasksAsQueued } from '../lib/queued-status';
import { taskSignal } from '../lib/task-updates';
import { statusChangedMessage } from '../lib/work-order-display';
import {
  hasActiveFilters,
  type ListFilters,
  listScopeText,
  listSiteOf,
  parseTaskFilter,
  parseTaskId,
  type StatusFilter,
} from '../lib/work-order-filters';
import { rowActionsFor, screenActionsFor } from '../lib/work-order-permissions';

/**
 * Work Orders (docs/assets-and-work-orders.md): searched, filtered and paged on the server, within the site chosen
 * in the header; a dashboard's ?filter= (and ?siteId=) and a link's ?taskId= come in the URL.
 * Add and Export for those who manage work orders; each row's actions by the shared rules.
 */
export function WorkOrdersPage() {
  const user = useSession()?.user ?? null;
  const userId = user?.id ?? '';
  const can = screenActionsFor(user);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = parseTaskFilter(params.get('filter'));
  const taskId = parseTaskId(params.get('taskId'));
  const selection = useSiteSelection();
  const siteId = listSiteOf(selection, params.get('siteId'));
  const site = selection.sites.find((option) => option.id === siteId);

  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter | ''>('');
  const term = useDebouncedValue(search.trim());
  const filters: ListFilters = { search: term, status, filter, siteId };
  const [offset, setOffset] = usePaging(JSON.stringify(filters));
  const list = useWorkOrdersList(userId, filters, offset, can.view && userId !== '');

  const setTaskStatus = useSetWorkOrderStatus();
  const [form, setForm] = useState<{ open: boolean; task: WorkOrder | null }>({
    open: false,
    task: null,
  });
  const [deleting, setDeleting] = useState<WorkOrder | null>(null);
  const [exporting, setExporting] = useState(false);

  // requirements/work-orders.md#states: another tab changed a work order; this one shows it.
  useEffect(
    () =>
      taskSignal.subscribe(() => {
        void queryClient.invalidateQueries(
          { queryKey: workOrderKeys.all },
          { cancelRefetch: false },
        );
      }),
    [queryClient],
  );

  const updateParams = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  const openDetails = (task: WorkOrder) => updateParams((next) => next.set('taskId', task.id));
  const closeDetails = () => updateParams((next) => next.delete('taskId'));
  const removeFilter = () => updateParams((next) => next.delete('filter'));
  const clearFilters = () => {
    setSearch('');
    setStatus('');
    removeFilter();
  };

  const changeStatus = (task: WorkOrder, next: string) =>
    setTaskStatus.mutate(
      { task: asQueued(task), status: next },
      {
        onSuccess: (result) =>
          result.queued
            ? notify.info(t('offline.keptOnDevice'))
            : notify.success(statusChangedMessage(next)),
        onError: (error) => notify.error(workOrderActionError(error, t('workOrders.statusFailed'))),
      },
    );

  const exportCsv = async () => {
    // requirements/work-orders.md#errors: an empty list has nothing to export.
    if ((list.data?.total ?? 0) === 0) {
      notify.warning(t('workOrders.nothingToExport'));
      return;
    }
    setExporting(true);
    try {
      await exportWorkOrders(filters);
    } catch {
      notify.error(t('workOrders.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  // A status change waiting on this device decides what can be done next, as if applied.
  const asQueued = useTasksAsQueued();
  const actionsFor = (task: WorkOrder) => rowActionsFor(user, asQueued(task));
  const busyId = setTaskStatus.isPending ? (setTaskStatus.variables?.task.id ?? null) : null;
  const listed = list.data?.items.find((item) => item.id === taskId);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <PageHeading>{t('workOrders.pageTitle')}</PageHeading>
          {can.view && list.data && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              {selection.showSelector && (
                <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden />
              )}
              <span className="wrap-anywhere">
                {listScopeText(list.data.total, {
                  siteName: site ? displaySiteName(site.name) : null,
                  allLabel: selection.showSelector && !siteId ? selection.allLabel : null,
                })}
              </span>
            </p>
          )}
        </div>
        {can.manage && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={<Download className="size-4" aria-hidden />}
              loading={exporting}
              disabled={list.isPending}
              onClick={() => void exportCsv()}
            >
              {t('workOrders.exportCsv')}
            </Button>
            <Button
              icon={<Plus className="size-4" aria-hidden />}
              onClick={() => setForm({ open: true, task: null })}
            >
              {t('workOrders.addTitle')}
            </Button>
          </div>
        )}
      </div>
      {can.view ? (
        <>
          <WorkOrderFiltersBar
            search={search}
            status={status}
            filter={filter}
            active={hasActiveFilters({ search, status, filter })}
            onSearch={setSearch}
            onStatus={setStatus}
            onRemoveFilter={removeFilter}
            onClear={clearFilters}
          />
          <WorkOrdersResults
            list={list}
            offset={offset}
            onPage={setOffset}
            actionsFor={actionsFor}
            busyId={busyId}
            onView={openDetails}
            onEdit={(task) => setForm({ open: true, task })}
            onDelete={setDeleting}
            onStatus={changeStatus}
          />
        </>
      ) : (
        <ListMessage>{t('workOrders.noAccess')}</ListMessage>
      )}
      <WorkOrderFormDialog
        open={form.open}
        task={form.task}
        onClose={() => setForm((now) => ({ ...now, open: false }))}
      />
      <WorkOrderDetailsDialog
        userId={userId}
        taskId={can.view ? taskId : null}
        placeholder={listed}
        actionsFor={actionsFor}
        busyId={busyId}
        onStatus={changeStatus}
        onClose={closeDetails}
      />
      <DeleteWorkOrderDialog task={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
