import { z } from 'zod';
import type { NotificationType } from './notifications';

/**
 * What is pushed to a closed app (issue 34, docs/push.md): a notification of these kinds, each
 * a user's choice in Settings. The web app's Web Push and the native app's push read the same
 * choice on the server.
 */
export const PUSH_KINDS = [
  'assigned',
  'escalated',
  'site_request',
  'material_request',
  'leave_decided',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The notifications of each kind; a notification of no kind is never pushed. */
const PUSH_KIND_TYPES: Record<PushKind, readonly NotificationType[]> = {
  assigned: ['task_assignment', 'checklist_assignment'],
  escalated: ['task_escalated'],
  site_request: ['leave_request', 'work_request'],
  material_request: ['material_request', 'material_request_waiting'],
  leave_decided: ['leave_approval', 'leave_rejection'],
};

export const pushKindOf = (type: string): PushKind | null =>
  PUSH_KINDS.find((kind) => (PUSH_KIND_TYPES[kind] as readonly string[]).includes(type)) ?? null;

export const PUSH_PATHS = {
  settings: '/notifications/push',
  subscriptions: '/notifications/push/subscriptions',
} as const;

/** What the push payload carries: the service worker shows it and opens `url` on a tap. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** GET /notifications/push: the server's public key and the user's kinds. */
export const pushSettingsSchema = z.object({
  /** The VAPID public key, base64url, for PushManager.subscribe's applicationServerKey. */
  publicKey: z.string(),
  kinds: z.array(z.enum(PUSH_KINDS)),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const pushKindsBodySchema = z.object({
  kinds: z
    .array(z.enum(PUSH_KINDS, { error: 'notifications.pushKindInvalid' }))
    .max(PUSH_KINDS.length, 'notifications.pushKindInvalid'),
});

const base64url = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'notifications.pushSubscriptionInvalid')
    .max(max, 'notifications.pushSubscriptionInvalid')
    .regex(/^[A-Za-z0-9_-]+=*$/, 'notifications.pushSubscriptionInvalid');

/** A browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'notifications.pushSubscriptionInvalid' })
    .max(2048, 'notifications.pushSubscriptionInvalid'),
  keys: z.object({ p256dh: base64url(256), auth: base64url(64) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string().trim().min(1, 'notifications.pushSubscriptionInvalid').max(2048),
});
