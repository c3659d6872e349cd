import { RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-header';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { WIDE_LIST_QUERY } from '../../../lib/device';
import { t } from '../../../lib/i18n/i18n';
import { placeSlots, slot } from '../../../lib/placed-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMediaQuery } from '../../../lib/use-media-query';
import { usePaging } from '../../../lib/use-paging';
import { useSiteSelection } from '../../sites/public';
import { useActivityLog } from '../api/activity-log';
import { ActivityResults } from '../components/activity-results';
import { ViewModeToggle } from '../components/view-mode-toggle';
import { parseTypeFilter, typeFilterOptions } from '../lib/activity-families';
import { type ActivityFilters, hasActiveFilters, SEARCH_MAX_LENGTH } from '../lib/activity-query';
import { readViewMode, saveViewMode, type ViewMode } from '../lib/view-mode';

/**
 * Activity Log (requirements/activity.md#screens): admins and superadmins only (the route guard sends others to their
 * dashboard). Searched, filtered by family and paged on the server; List or Table view, the
 * choice remembered on this device.
 */
export function ActivityLogPage() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ActivityFilters['type']>('');
  const term = useDebouncedValue(search.trim().slice(0, SEARCH_MAX_LENGTH));
  // requirements/activity.md#who-may-do-what: the header's site choice narrows the log too; All Sites shows every entry.
  const selection = useSiteSelection();
  const siteId = selection.showSelector ? selection.selectedSiteId : null;
  const siteName = selection.sites.find((site) => site.id === siteId)?.name ?? null;
  const filters: ActivityFilters = { search: term, type, siteId };
  const [offset, setOffset] = usePaging(JSON.stringify(filters));
  const list = useActivityLog(filters, offset);

  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  const changeMode = (next: ViewMode) => {
    setMode(next);
    saveViewMode(next);
  };

  const clearFilters = () => {
    setSearch('');
    setType('');
  };
  const refreshing = list.isFetching && !list.isPending;
  const total = list.data?.total;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <PageHeading>{t('screens.activityLog')}</PageHeading>
          <p className="mt-1 text-sm text-slate-600">{t('activity.subtitle')}</p>
        </div>
        <Button
          variant="secondary"
          icon={<RefreshCw className="size-4" aria-hidden />}
          loading={refreshing}
          disabled={list.isPending}
          onClick={() => void list.refetch()}
        >
          {refreshing ? t('activity.refreshing') : t('common.refresh')}
        </Button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label={t('activity.searchLabel')}
          placeholder={t('activity.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <div className="flex gap-3">
          <SelectField
            label={t('activity.typeLabel')}
            hideLabel
            className="min-w-0 flex-1 sm:w-56 sm:flex-none"
            value={type}
            options={typeFilterOptions()}
            onChange={(event) => setType(parseTypeFilter(event.target.value))}
          />
          {wide && <ViewModeToggle mode={mode} onChange={changeMode} />}
        </div>
      </div>
      {!(list.isError && !list.data) && (
        <p aria-live="polite" className="-mt-2 text-sm text-slate-600">
          {total === undefined
            ? '\u00a0'
            : siteName
              ? placeSlots(t('activity.entryCountAtSite', { count: total, site: slot('site') }), {
                  site: <span className="font-medium text-slate-800">{siteName}</span>,
                })
              : t('activity.entryCount', { count: total })}
        </p>
      )}
      <ActivityResults
        list={list}
        table={wide && mode === 'table'}
        filtered={hasActiveFilters(filters) || search.trim() !== ''}
        siteName={siteName}
        offset={offset}
        onPage={setOffset}
        clearAction={
          <Button
            variant="secondary"
            icon={<X className="size-4" aria-hidden />}
            onClick={clearFilters}
          >
            {t('common.clearFilters')}
          </Button>
        }
      />
    </div>
  );
}
