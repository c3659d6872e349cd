import { requestPaths, type SitePortal } from '@cmms/shared/requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { type InstantSaveConfig, useInstantSave } from '../../../lib/instant-save';
import { useMe } from '../../../lib/session';

export const sitePortalKey = (me: string, siteId: string | null) =>
  ['sites', me, 'portal', siteId] as const;

/** GET /sites/{id}/portal (administrators): read when its dialog opens (issue 35). */
export function useSitePortal(siteId: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: sitePortalKey(me, siteId),
    queryFn: ({ signal }) =>
      apiRequest<SitePortal>('GET', requestPaths.sitePortal(siteId ?? ''), { signal }),
    enabled: siteId !== null && me !== '',
    // The link someone rotated elsewhere must not be copied from an old copy.
    staleTime: 0,
  });
}

export type PortalChange = Partial<Pick<SitePortal, 'enabled' | 'required' | 'untriagedHours'>>;

const putPortal = (siteId: string) => (body: PortalChange) =>
  apiRequest<SitePortal>('PUT', requestPaths.sitePortal(siteId), { body });

/** PUT /sites/{id}/portal, saved as a switch or a field is changed (lib/instant-save). */
export const portalSaving = (
  key: ReturnType<typeof sitePortalKey>,
  send: (change: PortalChange) => Promise<SitePortal>,
): InstantSaveConfig<SitePortal, PortalChange> => ({
  key,
  send,
  apply: (portal, change) => ({ ...portal, ...change }),
});

/**
 * Saving the settings (PUT /sites/{id}/portal, a switch or a field ticked shows at once and goes
 * back if the server refuses it), and POST …/rotate, which answers the portal with its new link.
 */
export function useChangeSitePortal(siteId: string) {
  const me = useMe();
  const queryClient = useQueryClient();
  const key = sitePortalKey(me, siteId);
  const save = useInstantSave(portalSaving(key, putPortal(siteId)));
  const rotate = useMutation({
    mutationFn: () => apiRequest<SitePortal>('POST', requestPaths.rotate(siteId)),
    onSuccess: (saved: SitePortal) => queryClient.setQueryData(key, saved),
  });
  return { save, rotate };
}

/** GET /sites/{id}/portal/poster: the A4 poster with the link's QR code, in the page's language. */
export const downloadPoster = (siteId: string, fallbackName: string) =>
  downloadFile(requestPaths.poster(siteId), {}, fallbackName);
