import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices, notifications } from './notifications.table';

export type NotificationFilter = 'all' | 'unread' | 'read';

function ownedBy(userId: string, filter: NotificationFilter): SQL | undefined {
  const mine = eq(notifications.userId, userId);
  if (filter === 'unread') return and(mine, isNull(notifications.readAt));
  if (filter === 'read') return and(mine, isNotNull(notifications.readAt));
  return mine;
}

export async function listNotifications(
  db: DbOrTx,
  userId: string,
  page: { limit: number; offset: number; filter: NotificationFilter },
) {
  const where = ownedBy(userId, page.filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(ownedBy(userId, 'unread'));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; null when it is not theirs or does not exist. */
export async function markRead(db: DbOrTx, userId: string, id: string, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)),
    )
    .returning();
  if (row) return row;
  const [already] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return already ?? null;
}

export async function markAllRead(db: DbOrTx, userId: string, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(ownedBy(userId, 'unread'))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function insertNotification(db: DbOrTx, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('insert into notifications returned no row');
  return row;
}

export async function upsertDevice(
  db: DbOrTx,
  values: { userId: string; token: string; platform: string },
  now: Date,
) {
  await db
    .insert(devices)
    .values({ ...values, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: devices.token,
      set: { userId: values.userId, platform: values.platform, lastSeenAt: now },
    });
}
