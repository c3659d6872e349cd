import { type SiteCost, siteCostPath } from '@cmms/shared/site-cost';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';

/** GET /sites/{id}/cost (administrators and managers): read when its dialog opens. */
export function useSiteCost(siteId: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: ['sites', me, 'cost', siteId] as const,
    queryFn: ({ signal }) => apiRequest<SiteCost>('GET', siteCostPath(siteId ?? ''), { signal }),
    enabled: siteId !== null && me !== '',
  });
}
