import { PUSH_PATHS } from '@cmms/shared/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { isNativePlatform } from '../../../lib/native/platform';
import { useMe } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import {
  keepPushCurrent,
  type PushPlatform,
  pushSupportOf,
  readPushState,
  turnPushOff,
  turnPushOn,
} from '../lib/push-device';
import { failureText } from './pin-settings';
import { pushServer } from './push-settings';

/** How long Turn on waits for the app's service worker to be active. */
const WORKER_WAIT_MS = 10_000;
/**
 * How long the browser's push service may take to subscribe: with no connection to it, Chromium
 * waits without end, and the button would spin for ever.
 */
const SUBSCRIBE_WAIT_MS = 30_000;

class NoServiceWorker extends Error {}
class PushServiceSilent extends Error {}

function within<T>(work: Promise<T>, ms: number, failure: () => Error): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(failure()), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A push manager whose subscribe gives up when the push service does not answer. */
const patient = (manager: PushManager) => ({
  getSubscription: () => manager.getSubscription(),
  subscribe: (options: PushSubscriptionOptionsInit) =>
    within(manager.subscribe(options), SUBSCRIBE_WAIT_MS, () => new PushServiceSilent()),
});

/** This browser: its service worker's push manager and the notification permission. */
const browserPlatform: PushPlatform = {
  permission: () => Notification.permission,
  registered: async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration && patient(registration.pushManager);
  },
  ready: async () => {
    const registration = await within(
      navigator.serviceWorker.ready,
      WORKER_WAIT_MS,
      () => new NoServiceWorker(),
    );
    return patient(registration.pushManager);
  },
};

/** What a failed Turn on says. */
function turnOnFailure(error: unknown): string {
  if (error instanceof NoServiceWorker) return t('settings.pushStateNoWorker');
  if (error instanceof PushServiceSilent) return t('settings.pushServiceSilent');
  return failureText('settings.pushTurnOnFailed', error);
}

const pushDeviceKey = (me: string) => ['push-device', me] as const;

/** None of it changes while the page lives. */
const support = () =>
  pushSupportOf({
    native: isNativePlatform(),
    development: import.meta.env.DEV,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
  });

/**
 * Push on this device (issue 34): where it stands, and turning it on or off. `publicKey` is the
 * server's (GET /notifications/push); '' when the server has none, and undefined while unknown.
 * Where push is on, the server is given this device's subscription again once per visit, made
 * anew when the server's key changed.
 */
export function usePushDevice(publicKey: string | undefined) {
  const me = useMe();
  const queryClient = useQueryClient();
  const supported = support();
  const key = pushDeviceKey(me);
  const state = useQuery({
    queryKey: key,
    queryFn: () => readPushState(browserPlatform),
    enabled: supported === 'supported',
    // The permission may have been changed in the browser's settings meanwhile.
    refetchOnWindowFocus: 'always',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  // A worker registered after the state was read (the first visit registers it as the app
  // loads) is noticed when it becomes active.
  useEffect(() => {
    if (state.data !== 'noWorker') return;
    let current = true;
    void navigator.serviceWorker.ready.then(() => {
      if (current) void queryClient.invalidateQueries({ queryKey: pushDeviceKey(me) });
    });
    return () => {
      current = false;
    };
  }, [state.data, queryClient, me]);

  const kept = useRef('');
  useEffect(() => {
    if (state.data !== 'on' || !publicKey || kept.current === publicKey) return;
    kept.current = publicKey;
    // A failure here changes nothing the user asked for; the next visit tries again.
    void keepPushCurrent(browserPlatform, publicKey, pushServer).catch(() => undefined);
  }, [state.data, publicKey]);

  const turnOn = useMutation({
    mutationFn: async (permission: Promise<NotificationPermission>) =>
      turnPushOn(browserPlatform, await permission, publicKey ?? '', pushServer),
    onSuccess: (result) => {
      // Just given to the server: nothing to keep current on this visit.
      if (result === 'on' && publicKey) kept.current = publicKey;
      if (result === 'on') notify.success(t('settings.pushTurnedOn'));
      if (result === 'notAllowed') notify.info(t('settings.pushNotAllowed'));
    },
    onError: (error) => notify.error(turnOnFailure(error)),
    onSettled: refresh,
  });

  const turnOff = useMutation({
    mutationFn: () => turnPushOff(browserPlatform, pushServer),
    onSuccess: () => notify.success(t('settings.pushTurnedOff')),
    onError: (error) => notify.error(failureText('settings.pushTurnOffFailed', error)),
    onSettled: refresh,
  });

  return {
    support: supported,
    state,
    busy: turnOn.isPending || turnOff.isPending,
    /** Asks for the permission in the click itself, then subscribes. */
    turnOn: () => turnOn.mutate(Notification.requestPermission()),
    turnOff: () => turnOff.mutate(),
  };
}

/** Sign-out does not wait longer than this for the push service. */
const SIGN_OUT_WAIT_MS = 3_000;

/**
 * At sign-out, this browser stops receiving the user's pushes (issue 34): its subscription is
 * withdrawn and the server told with the session's token, read before it was cleared. A shared
 * browser then shows nothing of the previous user's; whoever turns push on next subscribes anew.
 */
export async function forgetPushOnSignOut(token: string | null) {
  if (!token || support() !== 'supported') return;
  const server = {
    save: async () => undefined,
    remove: (endpoint: string) =>
      apiRequest<void>('DELETE', PUSH_PATHS.subscriptions, { body: { endpoint }, bearer: token }),
  };
  await within(turnPushOff(browserPlatform, server), SIGN_OUT_WAIT_MS, () => new Error()).catch(
    () => undefined,
  );
}
