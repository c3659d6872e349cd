import type { Site, SiteInput, SiteTimeZones } from '@cmms/shared/sites';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPage } from '../../../lib/paged-request';

/** Sites page size (server paging: limit, offset, X-Total-Count). */
export const SITES_PAGE_SIZE = 25;
/** Pickers (Manage Sites, the site selector) read up to the server's largest page. */
const SITE_OPTIONS_LIMIT = 200;

// Keyed by the signed-in user: what GET /sites answers depends on who asks (site scoping).
const siteKeys = {
  all: ['sites'] as const,
  user: (userId: string) => ['sites', userId] as const,
  list: (userId: string, search: string, offset: number) =>
    ['sites', userId, 'list', { search, offset }] as const,
  options: (userId: string) => ['sites', userId, 'options'] as const,
  staff: (userId: string, siteId: string) => ['sites', userId, 'staff', siteId] as const,
};

const fetchSitesPage = (search: string, offset: number, limit: number, signal?: AbortSignal) =>
  getPage<Site>('/sites', { search: search || undefined, limit, offset }, signal);

const sitesListQuery = (userId: string, search: string, offset: number) =>
  queryOptions({
    queryKey: siteKeys.list(userId, search, offset),
    queryFn: ({ signal }) => fetchSitesPage(search, offset, SITES_PAGE_SIZE, signal),
    // The table keeps its rows while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export const useSitesList = (userId: string, search: string, offset: number) =>
  useQuery(sitesListQuery(userId, search, offset));

/** Every site the user may see, for pickers: oldest first, as the server sends them. */
const siteOptionsQuery = (userId: string) =>
  queryOptions({
    queryKey: siteKeys.options(userId),
    queryFn: async ({ signal }) => (await fetchSitesPage('', 0, SITE_OPTIONS_LIMIT, signal)).items,
  });

export const useSiteOptions = (userId: string, enabled = true) =>
  useQuery({ ...siteOptionsQuery(userId), enabled });

/**
 * GET /sites/time-zones: the zones the site form offers and the server's, which a site without
 * one follows. They change only with the server's tz database, so they are read once a session.
 */
export const useSiteTimeZones = () =>
  useQuery({
    queryKey: ['site-time-zones'],
    queryFn: ({ signal }) => apiRequest<SiteTimeZones>('GET', '/sites/time-zones', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

type SaveSite = { id?: string; body: SiteInput };

/** Add or edit a site. Users' Assigned Sites show site names, so those lists refresh too. */
export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveSite) =>
      id
        ? apiRequest<Site>('PUT', `/sites/${id}`, { body })
        : apiRequest<Site>('POST', '/sites', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: siteKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>('DELETE', `/sites/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: siteKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
