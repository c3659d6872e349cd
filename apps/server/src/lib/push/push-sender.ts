import type { Agent } from 'node:https';
import type { PushPayload } from '@cmms/shared/push';
import webpush from 'web-push';
import type { VapidKeys } from './vapid';

/** A browser's subscription, as PushSubscription.toJSON() gives it. */
type WebPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** sent; gone: the push service no longer knows it (remove it); failed: try again later. */
type PushDelivery = 'sent' | 'gone' | 'failed';

/** What a phone shows, and what its tap handler reads (app/native-services.ts, push-target.ts). */
type NativePush = {
  title: string;
  body: string;
  tag: string;
  /** String values only, as FCM requires: type, data (the notification's data as JSON), url. */
  data: Record<string, string>;
};

/** Sends one push to one native device (lib/push/fcm-sender.ts). */
export type NativeSender = (token: string, push: NativePush) => Promise<PushDelivery>;

export type PushSender = {
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  readonly publicKey: string;
  send(subscription: WebPushSubscription, payload: PushPayload): Promise<PushDelivery>;
  /** Push to the native app's devices (FCM, lib/push/fcm-sender.ts); null when not set up. */
  readonly native: NativeSender | null;
};

/** A push waits at the push service up to a day for its device to come online. */
const TTL_SECONDS = 24 * 60 * 60;
const SOCKET_TIMEOUT_MS = 10_000;

/**
 * Web Push with the `web-push` library: the payload is encrypted for the subscription
 * (RFC 8291, aes128gcm) and the request signed with the server's VAPID key (RFC 8292). `agent`
 * is for tests, whose stand-in push service has its own certificate.
 */
export function createPushSender(options: {
  keys: VapidKeys;
  subject: string;
  agent?: Agent;
  native?: NativeSender | null;
}): PushSender {
  const vapidDetails = { subject: options.subject, ...options.keys };
  return {
    publicKey: options.keys.publicKey,
    native: options.native ?? null,
    async send(subscription, payload) {
      try {
        await webpush.sendNotification(subscription, JSON.stringify(payload), {
          vapidDetails,
          TTL: TTL_SECONDS,
          urgency: 'high',
          timeout: SOCKET_TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return 'sent';
      } catch (error) {
        // 404 and 410: the subscription expired or was withdrawn (RFC 8030 section 7.3).
        const status = error instanceof webpush.WebPushError ? error.statusCode : 0;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}
