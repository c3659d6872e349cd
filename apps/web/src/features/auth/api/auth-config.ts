import type { AuthConfig } from '@cmms/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const authConfigQuery = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: ({ signal }) => apiRequest<AuthConfig>('GET', '/auth/config', { signal, auth: false }),
  // Fixed by the server's environment: read once per visit.
  staleTime: Number.POSITIVE_INFINITY,
});

/** What this server offers (Google sign-up, super admin registration); undefined until known. */
export const useAuthConfig = () => useQuery(authConfigQuery).data;
