import type { Message } from '@cmms/shared/i18n/message';
import { inEnglish } from '@cmms/shared/i18n/source-translators';
import type { Translator } from '@cmms/shared/i18n/translator';
import type { NotificationType } from '@cmms/shared/notifications';
import { pushKindOf } from '@cmms/shared/push';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import { enqueue } from '../../lib/jobs/job-queue';
import { publishLive } from '../../lib/live/publish';
import { deliverPushJob } from '../../lib/push/push-job';
import { presentNotification } from './notifications.presenter';
import {
  countUnread,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
  upsertDevice,
} from './notifications.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
type Page = Parameters<typeof listNotifications>[2];

export type NotifyOptions = {
  userId: string;
  type: NotificationType;
  /** Catalogue messages (docs/languages.md): read in each reader's language. */
  title: Message;
  body: Message;
  /** Extra fields the client navigates with (taskId, siteId, leaveId, ...). */
  data?: Record<string, unknown>;
};

/**
 * Notifies one user. Other features call this inside the transaction of the change it reports,
 * so a notification exists exactly when its change does. Its title and body are messages, read
 * in each reader's language; a calendar day in them (a `{ day }` value) is written as the
 * screens write it ('due Mon, Nov 30, 2026', not 'due 2026-11-30'), the data keeps the
 * machine's form.
 */
export async function notifyUser(tx: DbOrTx, options: NotifyOptions) {
  const { title, body } = options;
  const row = await insertNotification(tx, {
    userId: options.userId,
    type: options.type,
    title: inEnglish(title),
    body: inEnglish(body),
    message: { title, body },
    data: { type: options.type, ...options.data },
  });
  // The bell of every tab the person has open hears of it at once (lib/live).
  await publishLive(tx, { topic: 'notification', action: options.type, userId: options.userId });
  // What matters when the app is closed goes to the person's devices too (features/push), as
  // they chose; the job decides, after this commits.
  if (pushKindOf(options.type)) await enqueue(tx, deliverPushJob, { notificationId: row.id });
  return row;
}

/** A notification as its reader reads it, in a language: a push says what the bell says. */
export const notificationAsRead = (
  translator: Translator,
  row: Parameters<ReturnType<typeof presentNotification>>[0],
) => presentNotification(translator)(row);

// The recipient's own verbs (notifications.routes.ts): `userId` is always the caller, so another
// user's notification is never found.

export const listOwnNotifications = (deps: Pick<Deps, 'db'>, userId: string, page: Page) =>
  listNotifications(deps.db, userId, page);

export const countOwnUnread = (deps: Pick<Deps, 'db'>, userId: string) =>
  countUnread(deps.db, userId);

/** Every change in a transaction, as everywhere: that is where a keyed change is marked applied. */
export const markAllOwnRead = (deps: Deps, userId: string) =>
  deps.db.transaction((tx) => markAllRead(tx, userId, deps.clock.now()));

export const markOwnRead = (deps: Deps, userId: string, id: string) =>
  deps.db.transaction((tx) => markRead(tx, userId, id, deps.clock.now()));

export const registerDevice = (
  deps: Deps,
  device: { userId: string; token: string; platform: string },
) => deps.db.transaction((tx) => upsertDevice(tx, device, deps.clock.now()));
