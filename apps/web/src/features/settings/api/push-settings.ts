import {
  PUSH_PATHS,
  type PushKind,
  type PushSettings,
  type PushSubscriptionBody,
} from '@cmms/shared/push';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type InstantSaveConfig, useInstantSave } from '../../../lib/instant-save';
import { useMe } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import type { PushServer } from '../lib/push-device';
import { failureText } from './pin-settings';

export const pushSettingsKey = (me: string) => ['push-settings', me] as const;

/** GET /notifications/push: the server's public key and the kinds the user has pushed. */
export function usePushSettings() {
  const me = useMe();
  return useQuery({
    queryKey: pushSettingsKey(me),
    queryFn: ({ signal }) => apiRequest<PushSettings>('GET', PUSH_PATHS.settings, { signal }),
    enabled: me !== '',
  });
}

const putKinds = (kinds: PushKind[]) =>
  apiRequest<PushSettings>('PUT', PUSH_PATHS.settings, { body: { kinds } });

/**
 * PUT /notifications/push: the kinds, saved as each box is ticked. The box shows its new state
 * at once; a refusal puts the kinds back as they were and says so.
 */
export const pushKindsSaving = (
  me: string,
  send = putKinds,
): InstantSaveConfig<PushSettings, PushKind[]> => ({
  key: pushSettingsKey(me),
  send,
  apply: (settings, kinds) => ({ ...settings, kinds }),
  onRefused: (error) => notify.error(failureText('settings.pushKindsSaveFailed', error)),
});

export const useSavePushKinds = () => useInstantSave(pushKindsSaving(useMe()));

/** POST and DELETE /notifications/push/subscriptions: this browser's subscription. */
export const pushServer: PushServer = {
  save: (body: PushSubscriptionBody) =>
    apiRequest<void>('POST', PUSH_PATHS.subscriptions, { body }),
  remove: (endpoint: string) =>
    apiRequest<void>('DELETE', PUSH_PATHS.subscriptions, { body: { endpoint } }),
};
