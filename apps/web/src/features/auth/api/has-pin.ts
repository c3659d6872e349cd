import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

const hasPin = (email: string) =>
  apiRequest<{ hasPin: boolean }>('GET', '/pin/has-pin', { query: { email } });

/** Asked on demand, right before the login screen switches to PIN mode. */
export const useHasPinCheck = () => useAction(hasPin);
