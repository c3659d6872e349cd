import type { Asset } from '@cmms/shared/assets';
import { useQuery } from '@tanstack/react-query';
import { getPage } from '../../../lib/paged-request';
import { useMe } from '../../../lib/session';

/** Pickers read up to the server's largest page; a search narrows the rest. */
export const PM_ASSET_OPTIONS_LIMIT = 200;

/**
 * An asset as the PM form offers it: with its site, whose people the assignee comes from. Its
 * label is written where it is shown (pm-display.ts assetOptionLabel), in the reader's language.
 */
export type PmAssetOption = {
  id: string;
  name: string;
  /** Null for the edited PM's own asset, known by name only. */
  assetNumber: string | null;
  siteName: string;
  siteId: string;
};

/**
 * The assets the PM form offers (GET /assets, requirements/pm.md#calls): every asset the user may see, or
 * those of the site chosen in the header. The assets feature's own picker reads one site only,
 * and the PM form has no site field: its asset brings the site.
 */
export function usePmAssetOptions(siteId: string | null, search: string) {
  const me = useMe();
  return useQuery({
    queryKey: ['assets', me, 'pm-options', siteId, search] as const,
    queryFn: async ({ signal }) => {
      const page = await getPage<Asset>(
        '/assets',
        {
          siteId: siteId ?? undefined,
          search: search || undefined,
          limit: PM_ASSET_OPTIONS_LIMIT,
        },
        signal,
      );
      return {
        total: page.total,
        options: page.items.map(
          (asset): PmAssetOption => ({
            id: asset.id,
            name: asset.name,
            assetNumber: asset.assetNumber,
            siteName: asset.site.name,
            siteId: asset.siteId,
          }),
        ),
      };
    },
    enabled: me !== '',
    // While a narrower search loads, the list keeps its rows.
    placeholderData: (previous) => previous,
  });
}
