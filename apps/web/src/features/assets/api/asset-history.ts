import { type AssetHistory, assetHistoryPath } from '@cmms/shared/asset-history';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';

// Under the assets' root: kept on the phone with the asset (docs/offline.md), and asked again
// with every asset change (a status change moves its downtime).
const assetHistoryKey = (userId: string, assetId: string) =>
  ['assets', userId, 'history', assetId] as const;

/** GET /assets/{id}/history: its work orders (newest first), totals, downtime and warranty. */
const assetHistoryQuery = (userId: string, assetId: string) =>
  queryOptions({
    queryKey: assetHistoryKey(userId, assetId),
    queryFn: ({ signal }) => apiRequest<AssetHistory>('GET', assetHistoryPath(assetId), { signal }),
    // Its work orders change on other pages (a work order completed a minute ago): the asset's
    // page asks again each time it opens.
    staleTime: 0,
  });

export function useAssetHistory(assetId: string) {
  const userId = useMe();
  return useQuery({ ...assetHistoryQuery(userId, assetId), enabled: userId !== '' });
}

/** After a document was added or removed: the warranty it may be. */
export function useAssetHistoryRefresh(assetId: string) {
  const queryClient = useQueryClient();
  const userId = useMe();
  return () => void queryClient.invalidateQueries({ queryKey: assetHistoryKey(userId, assetId) });
}
