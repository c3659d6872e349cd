import { type Asset, type AssetInput, assetCsvFileName } from '@cmms/shared/assets';
import type { Assignee } from '@cmms/shared/users';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { getPage } from '../../../lib/paged-request';
import { useMe } from '../../../lib/session';
import { type AssetListFilters, assetListQuery } from '../lib/asset-filters';

/** Assets page size (server paging: limit, offset, X-Total-Count). */
export const ASSETS_PAGE_SIZE = 25;
/** Pickers read up to the server's largest page. */
export const ASSET_OPTIONS_LIMIT = 200;

// Keyed by the signed-in user: what GET /assets answers depends on who asks (site scoping).
const assetKeys = {
  all: ['assets'] as const,
  list: (userId: string, filters: AssetListFilters, offset: number) =>
    ['assets', userId, 'list', { ...filters, offset }] as const,
  detail: (userId: string, id: string) => ['assets', userId, 'detail', id] as const,
  options: (userId: string, siteId: string) => ['assets', userId, 'options', siteId] as const,
};

const assetsListQuery = (userId: string, filters: AssetListFilters, offset: number) =>
  queryOptions({
    queryKey: assetKeys.list(userId, filters, offset),
    queryFn: ({ signal }) =>
      getPage<Asset>(
        '/assets',
        { ...assetListQuery(filters), limit: ASSETS_PAGE_SIZE, offset },
        signal,
      ),
    // The table keeps its rows while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export const useAssetsList = (userId: string, filters: AssetListFilters, offset: number) =>
  useQuery(assetsListQuery(userId, filters, offset));

export const assetQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: assetKeys.detail(userId, id),
    queryFn: ({ signal }) => apiRequest<Asset>('GET', `/assets/${id}`, { signal }),
    // A 404 or 403 will not change by asking again.
    retry: false,
  });

export const useAsset = (id: string) => {
  const userId = useMe();
  return useQuery({ ...assetQuery(userId, id), enabled: userId !== '' && id !== '' });
};

/** An asset as pickers show it (requirements/assets.md#records: id, name, assetTag). */
export type AssetOption = { id: string; name: string; assetTag: string; status: string };

/**
 * The assets of one site for pickers (the work order form's Asset select): newest first, up to
 * 200, narrowed on the server by `search` so a site with more assets stays fully choosable;
 * `total` says how many match. Idle until a site is chosen.
 */
export function useAssetOptions(siteId: string | null | undefined, search = '') {
  const userId = useMe();
  const site = siteId ?? '';
  return useQuery({
    queryKey: [...assetKeys.options(userId, site), search],
    queryFn: async ({ signal }): Promise<{ options: AssetOption[]; total: number }> => {
      const page = await getPage<Asset>(
        '/assets',
        { siteId: site, limit: ASSET_OPTIONS_LIMIT, ...(search ? { search } : {}) },
        signal,
      );
      return {
        total: page.total,
        options: page.items.map(({ id, name, assetNumber, status }) => ({
          id,
          name,
          assetTag: assetNumber,
          status,
        })),
      };
    },
    enabled: userId !== '' && site !== '',
    // While a narrower search loads, the list keeps its rows; another site starts empty.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === site ? previous : undefined,
  });
}

/**
 * Who an asset or a work order can be given to: the active people of one site, no admins
 * (GET /users/for-assignment, requirements/assets.md#validation). Keyed by the signed-in user, whose sites it depends on.
 */
const assigneesQuery = (userId: string, siteId: string, takesWorkOrders = false) =>
  queryOptions({
    queryKey: ['assignees', userId, siteId, takesWorkOrders] as const,
    queryFn: ({ signal }) =>
      apiRequest<Assignee[]>('GET', '/users/for-assignment', {
        query: { siteId, ...(takesWorkOrders ? { takesWorkOrders: 'true' } : {}) },
        signal,
      }),
    // People join and leave sites elsewhere; a form reads the list as it is now.
    staleTime: 0,
  });

/**
 * The assignees of the site a form has chosen; idle until one is. `takesWorkOrders`: only those
 * who may see and update work orders (a PM's assignee).
 */
export function useAssignees(siteId: string, takesWorkOrders = false) {
  const userId = useMe();
  return useQuery({
    ...assigneesQuery(userId, siteId, takesWorkOrders),
    enabled: userId !== '' && siteId !== '',
  });
}

function useInvalidateAssets() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: assetKeys.all });
}

type SaveAsset = { id?: string | undefined; body: AssetInput };

/** Add (POST) or edit (full-form PUT) an asset; answers the asset as saved. */
export function useSaveAsset() {
  const invalidate = useInvalidateAssets();
  return useMutation({
    mutationFn: ({ id, body }: SaveAsset) =>
      id
        ? apiRequest<Asset>('PUT', `/assets/${id}`, { body })
        : apiRequest<Asset>('POST', '/assets', { body }),
    onSuccess: invalidate,
  });
}

/** A status change: PUT /assets/{id} with only {status} (requirements/assets.md#calls). */
export function useSetAssetStatus() {
  const invalidate = useInvalidateAssets();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: string }) =>
      apiRequest<Asset>('PUT', `/assets/${id}`, { body: { status } }),
    onSuccess: invalidate,
  });
}

export function useDeleteAsset() {
  const invalidate = useInvalidateAssets();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>('DELETE', `/assets/${id}`),
    onSuccess: invalidate,
  });
}

/** Today as YYYY-MM-DD in the browser's time zone, for the fallback file name. */
const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** GET /assets/export with the list's filters, saved as the server names it (assets_{date}.csv). */
export const exportAssets = (filters: AssetListFilters) =>
  downloadFile('/assets/export', assetListQuery(filters), assetCsvFileName(today()));
