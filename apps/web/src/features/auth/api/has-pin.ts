import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const hasPin = (email: string) =>
  apiRequest<{ hasPin: boolean }>('GET', '/pin/has-pin', { query: { email } });

/** Asked on demand, right before the login screen switches to PIN mode. */
export const useHasPinCheck = () => useMutation({ mutationFn: hasPin });
