import type { Role } from '@cmms/shared/roles-admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberRoleLabels } from '../../../lib/role-label';
import { fallbackRoles } from '../lib/role-options';

export type RoleBody = Pick<Role, 'name' | 'description' | 'permissions' | 'isActive'>;

const roleKeys = { all: ['roles'] as const };

const rolesQuery = () =>
  queryOptions({
    queryKey: roleKeys.all,
    queryFn: async ({ signal }) => {
      const roles = await apiRequest<Role[]>('GET', '/roles', { signal });
      // A role just created or re-cased is named right on every screen from now on.
      rememberRoleLabels(
        Object.fromEntries(roles.filter((role) => !role.isDefault).map((r) => [r.name, r.label])),
      );
      return roles;
    },
  });

/**
 * GET /roles for admins. requirements/users-and-roles.md#errors: when it fails the screens carry on with the default roles;
 * `usingFallback` says so.
 */
export function useRoles(enabled = true) {
  const query = useQuery({ ...rolesQuery(), enabled });
  const usingFallback = query.isError && !query.data;
  return {
    ...query,
    roles: query.data ?? (usingFallback ? fallbackRoles() : []),
    usingFallback,
  };
}

function useRoleMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Role names show in the users list and its role filter too.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: roleKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

export const useSaveRole = () =>
  useRoleMutation(({ id, body }: { id?: string; body: RoleBody }) =>
    id
      ? apiRequest<Role>('PUT', `/roles/${id}`, { body })
      : apiRequest<Role>('POST', '/roles', { body }),
  );

export const useDeleteRole = () =>
  useRoleMutation((id: string) => apiRequest<{ message: string }>('DELETE', `/roles/${id}`));
