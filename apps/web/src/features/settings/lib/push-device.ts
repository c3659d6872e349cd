import type { PushSubscriptionBody } from '@cmms/shared/push';

/**
 * Whether this page can take Web Push (issue 34, docs/push.md): the native app has the phone's
 * own push and shows only the kinds; a browser without a service worker, PushManager or
 * Notification cannot; a development server registers no service worker.
 */
export type PushSupport = 'native' | 'unsupported' | 'development' | 'supported';

export function pushSupportOf(page: {
  native: boolean;
  development: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
}): PushSupport {
  if (page.native) return 'native';
  if (!page.serviceWorker || !page.pushManager || !page.notification) return 'unsupported';
  if (page.development) return 'development';
  return 'supported';
}

/** Where push stands in a browser that supports it. */
export type PushState = 'on' | 'off' | 'blocked' | 'noWorker';

type Subscription = Pick<PushSubscription, 'endpoint' | 'options' | 'toJSON' | 'unsubscribe'>;
type Manager = {
  getSubscription(): Promise<Subscription | null>;
  subscribe(options: PushSubscriptionOptionsInit): Promise<Subscription>;
};

/** What the flows need of the browser; `browserPlatform` in api/push-device.ts is the real one. */
export interface PushPlatform {
  permission(): NotificationPermission;
  /** The worker's push manager if a worker is registered, without waiting for one. */
  registered(): Promise<Manager | undefined>;
  /** The active worker's push manager, once there is one (rejects when none comes). */
  ready(): Promise<Manager>;
}

/** What the flows tell the server: POST and DELETE /notifications/push/subscriptions. */
export interface PushServer {
  save(body: PushSubscriptionBody): Promise<unknown>;
  remove(endpoint: string): Promise<unknown>;
}

/** The VAPID public key, base64url as the server sends it, as PushManager.subscribe takes it. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made with this key: one made with an old key is never delivered. */
export function madeWithKey(subscription: Subscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** The subscription as the server's schema reads it: its endpoint and keys, nothing else. */
export function subscriptionBodyOf(subscription: Subscription): PushSubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

/**
 * This browser's push: blocked when notifications are refused (whatever is subscribed, nothing
 * shows), on when a subscription exists and notifications are allowed.
 */
export async function readPushState(platform: PushPlatform): Promise<PushState> {
  if (platform.permission() === 'denied') return 'blocked';
  const manager = await platform.registered();
  if (!manager) return 'noWorker';
  const subscription = await manager.getSubscription();
  return subscription && platform.permission() === 'granted' ? 'on' : 'off';
}

/** A subscription made with `key`: the one there is, or a new one in place of one made with another. */
async function subscriptionWithKey(manager: Manager, key: Uint8Array<ArrayBuffer>) {
  const existing = await manager.getSubscription();
  if (existing && madeWithKey(existing, key)) return { subscription: existing, created: false };
  if (existing) await existing.unsubscribe();
  const subscription = await manager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return { subscription, created: true };
}

/**
 * Turns push on with the permission the user just answered (asked in the click itself: a
 * browser asks only in answer to a gesture). A subscription the server refused is undone, so
 * the device never reads "on" while nothing is sent to it.
 */
export async function turnPushOn(
  platform: PushPlatform,
  permission: NotificationPermission,
  publicKey: string,
  server: PushServer,
): Promise<'on' | 'notAllowed' | 'blocked'> {
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'notAllowed';
  const manager = await platform.ready();
  const { subscription, created } = await subscriptionWithKey(
    manager,
    applicationServerKeyOf(publicKey),
  );
  try {
    await server.save(subscriptionBodyOf(subscription));
  } catch (error) {
    if (created) await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/**
 * Turns push off: the browser's subscription goes first (after that nothing can show here,
 * whatever the server still holds), then the server forgets it. A server out of reach learns it
 * at its next push, which the push service refuses (410 Gone), so that failure is not the user's.
 */
export async function turnPushOff(platform: PushPlatform, server: PushServer): Promise<void> {
  const manager = await platform.registered();
  const subscription = await manager?.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await server.remove(endpoint).catch(() => undefined);
}

/**
 * On a device where push is on, makes sure the server holds its subscription for the user
 * signed in now (another may have turned it on here), made with the server's current key (a
 * new key makes a new subscription).
 */
export async function keepPushCurrent(
  platform: PushPlatform,
  publicKey: string,
  server: PushServer,
): Promise<void> {
  const manager = await platform.registered();
  if (!manager || platform.permission() !== 'granted') return;
  if (!(await manager.getSubscription())) return;
  const { subscription } = await subscriptionWithKey(manager, applicationServerKeyOf(publicKey));
  await server.save(subscriptionBodyOf(subscription));
}
