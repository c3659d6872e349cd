import { type NotificationType, readableDates } from '@cmms/shared/notifications';
import type { DbOrTx } from '../../db/client';
import { insertNotification } from './notifications.repository';

export type NotifyOptions = {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** Extra fields the client navigates with (taskId, siteId, leaveId, ...). */
  data?: Record<string, unknown>;
};

/**
 * Notifies one user. Other features call this inside the transaction of the change it reports,
 * so a notification exists exactly when its change does. Calendar dates in its texts are
 * written as the screens write them ('due Mon, Nov 30, 2026', not 'due 2026-11-30'); the data
 * keeps the machine's form.
 */
export function notifyUser(tx: DbOrTx, options: NotifyOptions) {
  return insertNotification(tx, {
    userId: options.userId,
    type: options.type,
    title: readableDates(options.title),
    body: readableDates(options.body),
    data: { type: options.type, ...options.data },
  });
}
