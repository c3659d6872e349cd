import type { WorkRequest } from '@cmms/shared/requests';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchField } from '../../../components/ui/search-field';
import { SiteLine } from '../../../components/ui/site-line';
import { Tabs } from '../../../components/ui/tabs';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { useListSite } from '../../sites/public';
import { workOrdersPath } from '../../work-orders/public';
import { useNewRequestCount, useRequestList } from '../api/requests';
import { AcceptDialog } from '../components/accept-dialog';
import { MergeDialog } from '../components/merge-dialog';
import { RejectDialog } from '../components/reject-dialog';
import { RequestResults } from '../components/request-results';
import type { DecisionKind } from '../lib/decisions';
import {
  emptyTextOf,
  parseRequestTab,
  type RequestFilters,
  type RequestTab,
  requestTabs,
  STATUS_PARAM,
} from '../lib/request-filters';

/**
 * Requests (issue 35): what people without an account reported through a site's link or an
 * asset's label, for the team that decides them: New first with its count, then each outcome;
 * within the header's site, searched on the server. Each new one is accepted (a work order),
 * merged into an open work order of its site, or rejected with a reason the requester reads.
 */
export function RequestsPage() {
  const role = useSession()?.user.role ?? '';
  const site = useListSite();
  const [params, setParams] = useSearchParams();
  const status = parseRequestTab(params.get(STATUS_PARAM));
  const [search, setSearch] = useState('');
  const filters: RequestFilters = {
    status,
    search: useDebouncedValue(search.trim()),
    siteId: site.siteId,
  };
  const [offset, setOffset] = usePaging(JSON.stringify(filters));
  const list = useRequestList(filters, offset);
  const newCount = useNewRequestCount(site.siteId);
  const [deciding, setDeciding] = useState<{ kind: DecisionKind; request: WorkRequest } | null>(
    null,
  );
  const close = () => setDeciding(null);
  const selectTab = (tab: RequestTab) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (tab === 'new') next.delete(STATUS_PARAM);
        else next.set(STATUS_PARAM, tab);
        return next;
      },
      { replace: true },
    );
  const now = list.dataUpdatedAt || Date.now();

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader title={t('requests.title')}>
        <p className="text-sm text-slate-600">{t('requests.subtitle')}</p>
        {site.label && <SiteLine label={t('requests.siteLabel')} site={site.label} />}
      </PageHeader>
      <SearchField
        label={t('requests.searchLabel')}
        placeholder={t('requests.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <Tabs
        label={t('requests.tabsLabel')}
        tabs={requestTabs(newCount.data)}
        selected={status}
        onSelect={selectTab}
        wrap
      >
        <RequestResults
          list={list}
          offset={offset}
          emptyText={emptyTextOf(status, filters.search !== '')}
          now={now}
          workOrderHref={(taskId) => workOrdersPath(role, { taskId })}
          onDecide={(request, kind) => setDeciding({ kind, request })}
          onPage={setOffset}
        />
      </Tabs>
      <AcceptDialog
        request={deciding?.kind === 'accept' ? deciding.request : null}
        onClose={close}
      />
      <MergeDialog request={deciding?.kind === 'merge' ? deciding.request : null} onClose={close} />
      <RejectDialog
        request={deciding?.kind === 'reject' ? deciding.request : null}
        onClose={close}
      />
    </div>
  );
}
