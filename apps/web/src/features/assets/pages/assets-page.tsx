import type { Asset } from '@cmms/shared/assets';
import { ASSET_STATUS_LABELS, ASSET_STATUSES } from '@cmms/shared/work-rules';
import { FileDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FilterChip } from '../../../components/ui/filter-chip';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { useSiteSelection } from '../../sites/public';
import { exportAssets, useAssetsList } from '../api/assets';
import { useAssetStatusChange } from '../api/use-asset-status';
import { AssetCreatedDialog } from '../components/asset-created-dialog';
import { AssetFormDialog } from '../components/asset-form-dialog';
import { AssetQrDialog } from '../components/asset-qr-dialog';
import { AssetsResults } from '../components/assets-results';
import { DeleteAssetDialog } from '../components/delete-asset-dialog';
import { ScanLabelButton } from '../components/scan-label-button';
import { ViewOnlyBadge } from '../components/view-only-badge';
import {
  ASSET_FILTER_LABELS,
  type AssetListFilters,
  FILTER_QUERY_KEY,
  isFiltered,
  parseAssetFilter,
} from '../lib/asset-filters';
import { assetActionsFor } from '../lib/asset-permissions';

const statusFilterOptions = () => [
  { value: '', label: t('assets.allStatuses') },
  ...ASSET_STATUSES.map((status) => ({ value: status, label: t(ASSET_STATUS_LABELS[status]) })),
];

/**
 * Assets (requirements/assets.md#screens, #who-may-do-what): searched, filtered and paged on the server, within the site chosen
 * in the header; the dashboard's ?filter= applies until removed. Actions by the asset rules.
 */
export function AssetsPage() {
  const user = useSession()?.user;
  const can = assetActionsFor(user);
  const selection = useSiteSelection();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const filters: AssetListFilters = {
    search: useDebouncedValue(search.trim()),
    status,
    filter: parseAssetFilter(params.get(FILTER_QUERY_KEY)),
    // Only a choice the user has (admins, managers); others see all of their sites' assets.
    siteId: selection.showSelector ? selection.selectedSiteId : null,
  };
  const [offset, setOffset] = usePaging(JSON.stringify(filters));
  const list = useAssetsList(user?.id ?? '', filters, offset);
  const statusChange = useAssetStatusChange();
  const [exporting, setExporting] = useState(false);
  const [form, setForm] = useState<{ open: boolean; asset: Asset | null }>({
    open: false,
    asset: null,
  });
  const [created, setCreated] = useState<Asset | null>(null);
  const [qr, setQr] = useState<Asset | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);

  const removeFilter = () =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete(FILTER_QUERY_KEY);
        return next;
      },
      { replace: true },
    );
  const clearFilters = () => {
    setSearch('');
    setStatus('');
    removeFilter();
  };

  async function exportCsv() {
    // requirements/assets.md#errors: nothing to export is said, not downloaded as an empty file.
    if (list.data && !list.isError && list.data.total === 0) {
      notify.warning(t('assets.nothingToExport'));
      return;
    }
    setExporting(true);
    try {
      await exportAssets(filters);
    } catch {
      notify.error(t('assets.exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  const anyFilter = search !== '' || isFiltered(filters);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader
        title={t('assets.title')}
        badge={can.viewOnly && <ViewOnlyBadge />}
        actions={
          <div className="flex flex-wrap gap-2">
            <ScanLabelButton />
            {can.manage && (
              <>
                <Button
                  variant="secondary"
                  icon={<FileDown className="size-4" aria-hidden />}
                  loading={exporting}
                  onClick={() => void exportCsv()}
                >
                  {t('assets.exportCsv')}
                </Button>
                <Button
                  icon={<Plus className="size-4" aria-hidden />}
                  onClick={() => setForm({ open: true, asset: null })}
                >
                  {t('assets.add')}
                </Button>
              </>
            )}
          </div>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label={t('assets.searchLabel')}
          placeholder={t('assets.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <SelectField
          label={t('assets.statusFilter')}
          hideLabel
          options={statusFilterOptions()}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          className="sm:w-48"
        />
        <Button variant="ghost" disabled={!anyFilter} onClick={clearFilters}>
          {t('assets.clearFilters')}
        </Button>
      </div>
      {filters.filter && (
        <FilterChip label={t(ASSET_FILTER_LABELS[filters.filter])} onRemove={removeFilter} />
      )}
      <AssetsResults
        list={list}
        filtered={isFiltered(filters)}
        offset={offset}
        onPage={setOffset}
        can={can}
        changingId={statusChange.changingId}
        onEdit={(asset) => setForm({ open: true, asset })}
        onDelete={setDeleting}
        onQr={setQr}
        onStatus={statusChange.change}
      />
      <AssetFormDialog
        open={form.open}
        asset={form.asset}
        onClose={(saved) => {
          setForm((now) => ({ ...now, open: false }));
          if (saved && !form.asset) setCreated(saved);
        }}
      />
      <AssetCreatedDialog
        asset={created}
        canQr={can.qr}
        onQr={(asset) => {
          setCreated(null);
          setQr(asset);
        }}
        onFinish={() => setCreated(null)}
      />
      <AssetQrDialog asset={qr} onClose={() => setQr(null)} />
      <DeleteAssetDialog asset={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
