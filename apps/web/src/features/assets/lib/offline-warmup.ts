import type { QueryClient } from '@tanstack/react-query';
import { assetQuery } from '../api/assets';

/** Loads the assets of the user's work (issue 21), so their pages open with no signal. */
export const keepAssetsOffline = (queryClient: QueryClient, me: string, ids: readonly string[]) =>
  Promise.all(
    ids.map((id) => queryClient.prefetchQuery({ ...assetQuery(me, id), staleTime: 30_000 })),
  );
