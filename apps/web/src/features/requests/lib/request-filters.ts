import type { PlainKey } from '@cmms/shared/i18n/message';
import { REQUEST_STATUSES, type RequestStatus } from '@cmms/shared/requests';
import { t } from '../../../lib/i18n/i18n';

/** The list's status tabs: New first (what waits for a decision), then each outcome, then all. */
export const REQUEST_TABS = [...REQUEST_STATUSES, 'all'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

/** The address parameter of the tab: a dashboard card or a notification opens New with it. */
export const STATUS_PARAM = 'status';

/** The tab the address names; anything else is New. */
export function parseRequestTab(value: string | null | undefined): RequestTab {
  const key = (value ?? '').trim().toLowerCase();
  return (REQUEST_TABS as readonly string[]).includes(key) ? (key as RequestTab) : 'new';
}

export type RequestFilters = {
  status: RequestTab;
  search: string;
  /** The header's site (listSiteOf): its requests; null is every site the caller handles. */
  siteId: string | null;
};

/** The query GET /requests takes for these filters; empty ones are left out. */
export function requestQueryOf({ status, search, siteId }: RequestFilters) {
  const term = search.trim();
  return {
    status,
    search: term === '' ? undefined : term,
    siteId: siteId ?? undefined,
  };
}

const TAB_LABELS = {
  accepted: 'requests.tabAccepted',
  merged: 'requests.tabMerged',
  rejected: 'requests.tabRejected',
  completed: 'requests.tabCompleted',
  all: 'requests.tabAll',
} as const satisfies Record<Exclude<RequestTab, 'new'>, PlainKey>;

/** The tabs in the current language; New says how many wait, once that is known. */
export function requestTabs(newCount: number | undefined): { id: RequestTab; label: string }[] {
  return REQUEST_TABS.map((id) => ({
    id,
    label:
      id === 'new'
        ? newCount === undefined
          ? t('requests.tabNewPlain')
          : t('requests.tabNew', { count: newCount })
        : t(TAB_LABELS[id]),
  }));
}

/** What an empty list says: nothing waits, nothing in this tab, or nothing matches the search. */
export function emptyTextOf(status: RequestTab, searching: boolean): string {
  if (searching) return t('requests.noMatch');
  return status === 'new' ? t('requests.noneNew') : t('requests.noneInTab');
}

/** Whether a request in `status` still waits for a decision: only those may be decided. */
export const isUndecided = (status: RequestStatus) => status === 'new';
