import type { AuthResult, SuperAdminRegisterBody } from '@cmms/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const registerSuperAdmin = (body: SuperAdminRegisterBody) =>
  apiRequest<AuthResult>('POST', '/auth/register-superadmin', { body, auth: false });

export const useRegisterSuperAdmin = () => useMutation({ mutationFn: registerSuperAdmin });
