import {
  MATERIAL_ROUTES,
  type Material,
  type MaterialValues,
  type Movement,
  type RestockInput,
} from '@cmms/shared/materials';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPage } from '../../../lib/paged-request';
import { useMe } from '../../../lib/session';
import { type InventoryFilters, inventoryQueryOf } from '../lib/material-filters';

/** Inventory, request and ledger page size (server paging: limit, offset, X-Total-Count). */
export const MATERIALS_PAGE_SIZE = 25;
/** The request form's material picker reads up to the server's largest page. */
export const MATERIAL_OPTIONS_LIMIT = 200;

// Keyed by the signed-in user: what the materials calls answer depends on who asks (role,
// sites). One root for materials and requests alike: issuing a request changes the stock, and
// a renamed material changes the request rows, so any change refreshes both.
export const materialKeys = {
  all: ['materials'] as const,
  list: (me: string, filters: InventoryFilters, offset: number) =>
    ['materials', me, 'list', { ...inventoryQueryOf(filters), offset }] as const,
  options: (me: string, search: string) => ['materials', me, 'options', search] as const,
  one: (me: string, id: string) => ['materials', me, 'one', id] as const,
  categories: (me: string) => ['materials', me, 'categories'] as const,
  movements: (me: string, id: string, offset: number) =>
    ['materials', me, 'movements', id, offset] as const,
};

const inventoryQuery = (me: string, filters: InventoryFilters, offset: number) =>
  queryOptions({
    queryKey: materialKeys.list(me, filters, offset),
    queryFn: ({ signal }) =>
      getPage<Material>(
        MATERIAL_ROUTES.list,
        { ...inventoryQueryOf(filters), limit: MATERIALS_PAGE_SIZE, offset },
        signal,
      ),
    // The list keeps its rows while the next page or search loads.
    placeholderData: keepPreviousData,
  });

/** GET /materials: the inventory (requirements/materials.md#screens), idle for someone the server would refuse. */
export function useInventory(filters: InventoryFilters, offset: number, enabled: boolean) {
  const me = useMe();
  return useQuery({ ...inventoryQuery(me, filters, offset), enabled: enabled && me !== '' });
}

/** The request form's picker: the first materials matching a search, and how many match. */
export function useMaterialOptions(search: string, enabled: boolean) {
  const me = useMe();
  return useQuery({
    queryKey: materialKeys.options(me, search),
    queryFn: ({ signal }) =>
      getPage<Material>(
        MATERIAL_ROUTES.list,
        { search: search || undefined, limit: MATERIAL_OPTIONS_LIMIT, offset: 0 },
        signal,
      ),
    enabled: enabled && me !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET /materials/{id}: one material, for its stock when a request of it is edited. */
export function useMaterial(materialId: string) {
  const me = useMe();
  return useQuery({
    queryKey: materialKeys.one(me, materialId),
    queryFn: ({ signal }) =>
      apiRequest<Material>('GET', MATERIAL_ROUTES.one(materialId), { signal }),
    enabled: me !== '' && materialId !== '',
  });
}

/** GET /materials/categories: the categories in use, sorted, for filters and the form. */
export function useMaterialCategories(enabled: boolean) {
  const me = useMe();
  return useQuery({
    queryKey: materialKeys.categories(me),
    queryFn: ({ signal }) => apiRequest<string[]>('GET', MATERIAL_ROUTES.categories, { signal }),
    enabled: enabled && me !== '',
  });
}

/** GET /materials/{id}/movements: one page of a material's stock ledger, newest first. */
export function useMovements(materialId: string | null, offset: number) {
  const me = useMe();
  return useQuery({
    queryKey: materialKeys.movements(me, materialId ?? '', offset),
    queryFn: ({ signal }) =>
      getPage<Movement>(
        MATERIAL_ROUTES.movements(materialId ?? ''),
        { limit: MATERIALS_PAGE_SIZE, offset },
        signal,
      ),
    enabled: me !== '' && !!materialId,
    placeholderData: keepPreviousData,
  });
}

/** Every materials change refreshes every materials and requests list. */
export function useMaterialsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}

type SaveMaterial = { id?: string | undefined; body: MaterialValues };

/** POST /materials (Add New Material) or PUT /materials/{id} (Edit Material). */
export const useSaveMaterial = () =>
  useMaterialsMutation(({ id, body }: SaveMaterial) =>
    id
      ? apiRequest<Material>('PUT', MATERIAL_ROUTES.one(id), { body })
      : apiRequest<Material>('POST', MATERIAL_ROUTES.list, { body }),
  );

/** POST /materials/{id}/restock: what arrived, added to the stock and its ledger. */
export const useRestockMaterial = () =>
  useMaterialsMutation(({ id, body }: { id: string; body: RestockInput }) =>
    apiRequest<Material>('POST', MATERIAL_ROUTES.restock(id), { body }),
  );

export const useDeleteMaterial = () =>
  useMaterialsMutation((id: string) =>
    apiRequest<{ message: string }>('DELETE', MATERIAL_ROUTES.one(id)),
  );
