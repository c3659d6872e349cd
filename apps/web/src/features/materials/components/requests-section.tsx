import type { RequestStatus } from '@cmms/shared/materials';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { useListSite } from '../../sites/public';
import { useRequests } from '../api/requests';
import { parseStatus, type RequestFilters, requestsEmptyText } from '../lib/material-filters';
import { RequestFiltersBar } from './request-filters-bar';
import { RequestResults } from './request-results';
import { useRequestActions } from './use-request-actions';

type Props = {
  /**
   * `managing`: the management screen's Requests tab: everyone's requests of the manager's
   * sites, with Staff, decisions, and a refresh every 30 s. `history`: My Request History, the
   * caller's own even for a manager. Neither: the request screen, the caller's requests.
   */
  managing?: boolean;
  history?: boolean;
  loadingText: string;
  /** Offered under an empty list (History's 'Refresh Data'). */
  emptyAction?: ReactNode;
};

/** The address parameter of the status filter: a dashboard card links with its status. */
const STATUS_PARAM = 'status';

/**
 * requirements/materials.md#screens: a requests list with its search, status filter, Clear Filters, rows and pages, within the
 * header's site. The status is in the address (?status=Pending), so a dashboard card opens the
 * requests it counts.
 */
export function RequestsSection({
  managing = false,
  history = false,
  loadingText,
  emptyAction,
}: Props) {
  const user = useSession()?.user ?? null;
  const manage = managing;
  const site = useListSite();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const status = parseStatus(params.get(STATUS_PARAM) ?? '');
  const setStatus = (value: RequestStatus | '') =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (value) next.set(STATUS_PARAM, value);
        else next.delete(STATUS_PARAM);
        return next;
      },
      { replace: true },
    );
  const filters: RequestFilters = {
    search: useDebouncedValue(search.trim()),
    status,
    mine: history,
    siteId: site.siteId,
  };
  const [offset, setOffset] = usePaging(JSON.stringify(filters));
  const list = useRequests(filters, offset, { enabled: true, poll: manage });
  const actions = useRequestActions(user, history);
  const filtered = search.trim() !== '' || status !== '';

  return (
    <div className="space-y-4">
      <RequestFiltersBar
        search={search}
        status={status}
        onSearch={setSearch}
        onStatus={setStatus}
        onClear={() => {
          setSearch('');
          setStatus('');
        }}
      />
      <RequestResults
        list={list}
        offset={offset}
        loadingText={loadingText}
        empty={{ ...requestsEmptyText(filtered, !manage), action: filtered ? null : emptyAction }}
        actionsOf={actions.actionsOf}
        onPage={setOffset}
        showStaff={manage}
        busyId={actions.busyId}
        {...actions.handlers}
      />
      {actions.dialogs}
    </div>
  );
}
