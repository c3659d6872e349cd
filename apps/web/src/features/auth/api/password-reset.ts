import type {
  ForgotPasswordBody,
  MessageResult,
  ResetPasswordBody,
  ResetTokenResult,
  VerifyResetCodeBody,
} from '@cmms/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// Recovery calls are made signed out (requirements/accounts.md#calls), so no token goes with them.
const forgotPassword = (body: ForgotPasswordBody) =>
  apiRequest<MessageResult>('POST', '/auth/forgot-password', { body, auth: false });

const verifyResetCode = (body: VerifyResetCodeBody) =>
  apiRequest<Partial<ResetTokenResult>>('POST', '/auth/verify-reset-code', { body, auth: false });

const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<Partial<MessageResult>>('POST', '/auth/reset-password', { body, auth: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
