import type { MessageKey } from '@cmms/shared/i18n/message';
import type { Pm, PmPriority, PmStatus } from '@cmms/shared/pm';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ListMessage } from '../../../components/ui/list-message';
import { PageHeader } from '../../../components/ui/page-header';
import { type TabItem, Tabs, useTabParam } from '../../../components/ui/tabs';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { useSiteSelection } from '../../sites/public';
import { useCompletePmOccurrence, usePmList, useSetPmStatus } from '../api/pm';
import { DeletePmDialog } from '../components/delete-pm-dialog';
import { EndScheduleDialog } from '../components/end-schedule-dialog';
import { PmFiltersBar } from '../components/pm-filters-bar';
import { PmFormDialog } from '../components/pm-form-dialog';
import { PmResults } from '../components/pm-results';
import { PmUpcoming } from '../components/pm-upcoming';
import { openOccurrenceOf, pmActionsFor } from '../lib/pm-actions';
import { emptyStateOf, hasActiveFilters, type PmListFilters } from '../lib/pm-filters';

type TabId = 'schedules' | 'upcoming';
const TAB_IDS: readonly TabId[] = ['schedules', 'upcoming'];
const TAB_LABELS = {
  schedules: 'pm.schedulesTab',
  upcoming: 'pm.upcomingTitle',
} as const satisfies Record<TabId, MessageKey>;
const tabs = (): TabItem<TabId>[] => TAB_IDS.map((id) => ({ id, label: t(TAB_LABELS[id]) }));

/**
 * Preventive Maintenance (requirements/pm.md#screens): the schedules, searched, filtered and paged on the
 * server within the site chosen in the header, with the actions each role has (requirements/pm.md#states, #who-may-do-what); and the
 * next 30 days of due PMs. Roles the server refuses see requirements/pm.md#who-may-do-what's words instead.
 */
export function PmPage() {
  const user = useSession()?.user ?? null;
  const can = pmActionsFor(user);
  const selection = useSiteSelection();
  // Only a choice the user has (admins, managers); others see every PM of their sites.
  const siteId = selection.showSelector ? selection.selectedSiteId : null;
  const tabItems = tabs();
  const [tab, selectTab] = useTabParam(tabItems);

  const [search, setSearch] = useState('');
  const [priority, setPriority] = useState<PmPriority | ''>('');
  const filters: PmListFilters = { search: useDebouncedValue(search.trim()), priority, siteId };
  const [offset, setOffset] = usePaging(JSON.stringify(filters));
  const list = usePmList(filters, offset, can.view && tab === 'schedules');

  const setStatus = useSetPmStatus();
  const [form, setForm] = useState<{ open: boolean; pm: Pm | null }>({ open: false, pm: null });
  const [deleting, setDeleting] = useState<Pm | null>(null);
  const [ending, setEnding] = useState<Pm | null>(null);
  const complete = useCompletePmOccurrence();
  const filtered = hasActiveFilters({ search, priority });

  const changeStatus = (pm: Pm, status: PmStatus) =>
    setStatus.mutate({ id: pm.id, status }, { onError: () => notify.error(t('pm.statusFailed')) });
  const busyId = setStatus.isPending
    ? (setStatus.variables?.id ?? null)
    : complete.isPending
      ? (list.data?.items.find(
          (pm) => pm.openWorkOrder?.id === complete.variables?.openWorkOrder.id,
        )?.id ?? null)
      : null;
  const completeOccurrence = (pm: Pm) => {
    const openWorkOrder = openOccurrenceOf(pm);
    if (!openWorkOrder) return;
    complete.mutate(
      { openWorkOrder },
      {
        onSuccess: () =>
          notify.success(t('pm.completed', { workOrder: openWorkOrder.workOrderNumber })),
        onError: (error) => notify.error(serverReasonOr(error, t('pm.completeFailed'))),
      },
    );
  };
  const openNew = () => setForm({ open: true, pm: null });

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader
        title={t('pm.title')}
        actions={
          can.manage && (
            <Button icon={<Plus className="size-4" aria-hidden />} onClick={openNew}>
              {t('pm.add')}
            </Button>
          )
        }
      >
        <p className="text-sm text-slate-600">{t('pm.subtitle')}</p>
      </PageHeader>
      {can.view ? (
        <Tabs label={t('pm.viewsLabel')} tabs={tabItems} selected={tab} onSelect={selectTab}>
          {tab === 'upcoming' ? (
            <PmUpcoming siteId={siteId} />
          ) : (
            <>
              <PmFiltersBar
                search={search}
                priority={priority}
                active={filtered}
                onSearch={setSearch}
                onPriority={setPriority}
                onClear={() => {
                  setSearch('');
                  setPriority('');
                }}
              />
              <PmResults
                list={list}
                offset={offset}
                empty={emptyStateOf(user, filtered)}
                onPage={setOffset}
                onCreate={openNew}
                actions={can}
                busyId={busyId}
                onEdit={(pm) => setForm({ open: true, pm })}
                onDelete={setDeleting}
                onStatus={changeStatus}
                onComplete={completeOccurrence}
                onEndSchedule={setEnding}
              />
            </>
          )}
        </Tabs>
      ) : (
        // requirements/pm.md#who-may-do-what: technician and housekeeping reach /pm, but the list is not theirs to load.
        <ListMessage>{t('pm.forbidden')}</ListMessage>
      )}
      <PmFormDialog
        open={form.open}
        pm={form.pm}
        onClose={() => setForm((now) => ({ ...now, open: false }))}
      />
      <DeletePmDialog pm={deleting} onClose={() => setDeleting(null)} />
      <EndScheduleDialog pm={ending} onClose={() => setEnding(null)} />
    </div>
  );
}
