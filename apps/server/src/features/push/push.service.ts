import { translatorFor } from '@cmms/shared/i18n/source-translators';
import { notificationPath } from '@cmms/shared/notification-path';
import {
  PUSH_KINDS,
  type PushKind,
  type PushSubscriptionBody,
  pushKindOf,
} from '@cmms/shared/push';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../lib/deps';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { deliverPushJob } from '../../lib/push/push-job';
import { notificationAsRead } from '../notifications/notifications.service';
import { languageOfRecipient } from '../organisation/organisation.service';
import {
  deleteDevice,
  deleteOwnSubscription,
  deleteSubscription,
  findKinds,
  findNotificationWithReader,
  listNativeDevices,
  listSubscriptions,
  saveKinds,
  saveSubscription,
} from './push.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'push'>;

/** Every kind is pushed until the user chooses. */
const kindsOf = async (deps: Pick<Deps, 'db'>, userId: string) =>
  (await findKinds(deps.db, userId)) ?? [...PUSH_KINDS];

/** GET /notifications/push: the key a browser subscribes with, and the user's kinds. */
export async function loadPushSettings(deps: Pick<Deps, 'db' | 'push'>, userId: string) {
  return { publicKey: deps.push.publicKey, kinds: await kindsOf(deps, userId) };
}

/** PUT /notifications/push: the kinds pushed to all the user's devices, web and native. */
export async function setPushKinds(deps: Deps, userId: string, kinds: PushKind[]) {
  const chosen = PUSH_KINDS.filter((kind) => kinds.includes(kind));
  await deps.db.transaction((tx) => saveKinds(tx, userId, chosen, deps.clock.now()));
  return loadPushSettings(deps, userId);
}

export const subscribeDevice = (deps: Deps, userId: string, body: PushSubscriptionBody) =>
  deps.db.transaction((tx) =>
    saveSubscription(
      tx,
      { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
      deps.clock.now(),
    ),
  );

export const unsubscribeDevice = (deps: Deps, userId: string, endpoint: string) =>
  deps.db.transaction((tx) => deleteOwnSubscription(tx, userId, endpoint));

/**
 * Pushes one notification to its reader's browsers and, when FCM is set up, their Android
 * phones, if its kind is one they chose: the text the bell shows, in their language, and the
 * page a tap opens. A subscription or device the push service says is gone is removed. When
 * every push failed, the job is retried; when some went, it is not, so nothing arrives twice.
 */
async function deliverPush(deps: Pick<Deps, 'db' | 'push'>, notificationId: string) {
  const found = await findNotificationWithReader(deps.db, notificationId);
  const none = { sent: 0, gone: 0 };
  if (found?.status !== 'Active') return none;
  const { notification } = found;
  const kind = pushKindOf(notification.type);
  if (!kind || !(await kindsOf(deps, notification.userId)).includes(kind)) return none;
  const native = deps.push.native;
  const [subscriptions, phones] = await Promise.all([
    listSubscriptions(deps.db, notification.userId),
    native ? listNativeDevices(deps.db, notification.userId) : [],
  ]);
  if (subscriptions.length === 0 && phones.length === 0) return none;
  const read = notificationAsRead(
    translatorFor(await languageOfRecipient(deps, found)),
    notification,
  );
  const url = notificationPath(read.type, found.role, read.data);
  const payload = { title: read.title, body: read.body, url, tag: read.id };
  const results = await Promise.all([
    ...subscriptions.map(async ({ id, endpoint, p256dh, auth }) => {
      const result = await deps.push.send({ endpoint, keys: { p256dh, auth } }, payload);
      if (result === 'gone') await deleteSubscription(deps.db, id);
      return result;
    }),
    ...phones.map(async ({ id, token }) => {
      if (!native) return 'failed' as const;
      // The app's tap handler reads the type and the data as the bell has them (push-target.ts).
      const data = { type: read.type, data: read.data, url };
      const result = await native(token, {
        title: read.title,
        body: read.body,
        tag: read.id,
        data,
      });
      if (result === 'gone') await deleteDevice(deps.db, id);
      return result;
    }),
  ]);
  if (results.every((result) => result === 'failed')) {
    throw new Error(`no push service took notification ${notificationId}`);
  }
  const count = (wanted: string) => results.filter((result) => result === wanted).length;
  return { sent: count('sent'), gone: count('gone') };
}

/** The job runner delivers each queued push (lib/push/push-job.ts), on any instance. */
export function handlePushDelivery(
  runner: JobRunner,
  deps: Pick<Deps, 'db' | 'push'>,
  log: FastifyBaseLogger,
) {
  runner.handle(deliverPushJob, async ({ notificationId }) => {
    const { sent, gone } = await deliverPush(deps, notificationId);
    if (gone > 0) log.info({ gone }, 'push subscriptions the push service no longer knows removed');
    if (sent > 0) log.debug({ sent, notificationId }, 'pushed');
  });
}
