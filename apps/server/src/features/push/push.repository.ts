import type { PushKind } from '@cmms/shared/push';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices, notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { pushPreferences, pushSubscriptions } from './push.table';

export async function findKinds(db: DbOrTx, userId: string): Promise<PushKind[] | null> {
  const [row] = await db
    .select({ kinds: pushPreferences.kinds })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  return row?.kinds ?? null;
}

export async function saveKinds(db: DbOrTx, userId: string, kinds: PushKind[], at: Date) {
  await db
    .insert(pushPreferences)
    .values({ userId, kinds, updatedAt: at })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { kinds, updatedAt: at } });
}

/** A browser's subscription belongs to whoever subscribed on it last (a shared tablet). */
export async function saveSubscription(
  db: DbOrTx,
  values: { userId: string; endpoint: string; p256dh: string; auth: string },
  at: Date,
) {
  const { endpoint, ...rest } = values;
  await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: at, lastSeenAt: at })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...rest, lastSeenAt: at },
    });
}

/** One's own subscription only: another user's endpoint is left alone. */
export async function deleteOwnSubscription(db: DbOrTx, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscription(db: DbOrTx, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function listSubscriptions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** A notification with what its push needs of its reader: role, language, whether active. */
export async function findNotificationWithReader(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      notification: notifications,
      role: users.role,
      language: users.language,
      status: users.status,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, id));
  return row ?? null;
}

/**
 * The native app's devices of a user (POST /notifications/register-device). Android only: the
 * app registers an FCM token there; a 'web' device of the spec's registration has no push
 * service behind it, and iOS is not wired (docs/push.md).
 */
export function listNativeDevices(db: DbOrTx, userId: string) {
  return db
    .select({ id: devices.id, token: devices.token })
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.platform, 'android')));
}

export async function deleteDevice(db: DbOrTx, id: string) {
  await db.delete(devices).where(eq(devices.id, id));
}
