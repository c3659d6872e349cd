import { ASSET_FILTERS, type AssetFilter } from '@cmms/shared/assets';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { AREA_ROUTES, areaOf } from '@cmms/shared/route-access';

/** The `?filter=` values the dashboard cards link with (requirements/dashboards.md#screens). */
export const FILTER_QUERY_KEY = 'filter';

/** How the chip names each dashboard filter. */
export const ASSET_FILTER_LABELS = {
  active: 'assets.filterActive',
  maintenance: 'assets.filterMaintenance',
  'out-of-service': 'assets.filterOutOfService',
} as const satisfies Record<AssetFilter, MessageKey>;

const isFilter = (value: string): value is AssetFilter => Object.hasOwn(ASSET_FILTERS, value);

/** The dashboard filter a `?filter=` value names, in any case; null for none or an unknown one. */
export function parseAssetFilter(value: string | null | undefined): AssetFilter | null {
  const key = (value ?? '').trim().toLowerCase();
  return isFilter(key) ? key : null;
}

export type AssetListFilters = {
  search: string;
  /** One stored status from the status select; '' for all. */
  status: string;
  filter: AssetFilter | null;
  /** The shell's selected site; null for all the user's sites. */
  siteId: string | null;
};

/** The query of GET /assets and GET /assets/export: only the filters that are set. */
export function assetListQuery({ search, status, filter, siteId }: AssetListFilters) {
  return {
    search: search.trim() || undefined,
    status: status || undefined,
    filter: filter ?? undefined,
    siteId: siteId ?? undefined,
  };
}

/** Whether anything narrows the list (for the empty-state text and Clear Filters). */
export const isFiltered = ({ search, status, filter }: AssetListFilters) =>
  search.trim() !== '' || status !== '' || filter !== null;

/**
 * The assets list of `role`: its own area's /{area}/assets, or the root /assets for a role whose
 * area has no assets screen (housekeeping, requirements/product.md#screens).
 */
export function assetsListPath(role: string | null | undefined): string {
  const area = areaOf(role);
  return AREA_ROUTES[area].includes('assets') ? `/${area}/assets` : '/assets';
}
