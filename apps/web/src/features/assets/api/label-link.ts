import type { Asset } from '@cmms/shared/assets';
import { assetLinksSchema, requestPaths } from '@cmms/shared/requests';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webAppBaseUrl } from '../../../lib/server-url';
import { useMe } from '../../../lib/session';
import { assetLinkOf } from '../lib/asset-qr';

/** What an asset's printed label encodes, and whether it opens the request form (issue 35). */
type LabelLink = { link: string; reportsProblems: boolean };

/**
 * The label's link: its request portal address (`/qr/assets/<id>?r=<token>`, GET
 * /assets/portal-links), which opens the asset's page for someone signed in and its request form
 * for anyone else. Without an answer (offline, a server before issue 35, an asset it leaves
 * out) the label keeps the asset's plain link, as before. null while it is asked.
 */
export function useLabelLink(asset: Pick<Asset, 'id'>, enabled = true): LabelLink | null {
  const userId = useMe();
  const query = useQuery({
    queryKey: ['assets', userId, 'label-link', asset.id],
    queryFn: async ({ signal }) => {
      const links = assetLinksSchema.parse(
        await apiRequest('GET', requestPaths.assetLinks, {
          query: { ids: asset.id },
          signal,
          retry: false,
        }),
      );
      return links.find((link) => link.id === asset.id)?.path ?? null;
    },
    enabled: enabled && userId !== '',
    // Offline, it fails at once and the label falls back, instead of waiting for a network.
    networkMode: 'always',
    // A label's token changes only when an administrator replaces it.
    staleTime: 5 * 60_000,
  });
  if (query.isPending && query.fetchStatus !== 'idle') return null;
  const path = query.data;
  return path
    ? { link: `${webAppBaseUrl()}${path}`, reportsProblems: true }
    : { link: assetLinkOf(webAppBaseUrl(), asset), reportsProblems: false };
}
