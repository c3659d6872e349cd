import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { currentUser, updateSessionUser } from '../../../lib/session';

type PinResult = { success: boolean; message: string };

const setPin = (pin: string) => apiRequest<PinResult>('POST', '/pin/set', { body: { pin } });
const removePin = () => apiRequest<PinResult>('DELETE', '/pin/remove');

/** Keeps the stored user's hasPin in step, so the app lock arms or disarms at once. */
function rememberHasPin(hasPin: boolean) {
  const user = currentUser();
  if (user) updateSessionUser({ ...user, hasPin });
}

/** Thrown when the current PIN does not match, so the form can say so plainly. */
class WrongCurrentPin extends Error {}

/**
 * requirements/accounts.md#calls has no change call: the current PIN is checked with POST /pin/check (no new
 * session), then the new one is set.
 */
async function changePin({ current, next }: { current: string; next: string }) {
  try {
    await apiRequest<{ valid: true }>('POST', '/pin/check', { body: { pin: current } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new WrongCurrentPin();
    throw error;
  }
  return setPin(next);
}

export const useSetPin = () =>
  useMutation({ mutationFn: setPin, onSuccess: () => rememberHasPin(true) });
export const useRemovePin = () =>
  useMutation({ mutationFn: removePin, onSuccess: () => rememberHasPin(false) });
export const useChangePin = () =>
  useMutation({ mutationFn: changePin, onSuccess: () => rememberHasPin(true) });

/** What a settings call failing says first ('Failed to set PIN'). */
type Failure =
  | 'settings.setFailed'
  | 'settings.removeFailed'
  | 'settings.changeFailed'
  | 'settings.languageSaveFailed'
  | 'settings.organisationLanguageSaveFailed'
  | 'settings.organisationLanguageLoadFailed'
  | 'settings.pushKindsSaveFailed'
  | 'settings.pushKindsLoadFailed'
  | 'settings.pushTurnOnFailed'
  | 'settings.pushTurnOffFailed';

/** requirements/accounts.md#errors: 'Failed to set PIN' and the like, each with the server's message when given. */
export function failureText(failure: Failure, error: unknown): string {
  const said = t(failure);
  if (error instanceof WrongCurrentPin) {
    return t('settings.failedBecause', { failure: said, reason: t('settings.currentPinWrong') });
  }
  if (error instanceof ApiError && error.message.trim() !== '') {
    return t('settings.failedBecause', { failure: said, reason: error.message });
  }
  return said;
}
