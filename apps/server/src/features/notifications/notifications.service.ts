import type { NotificationType } from '@cmms/shared/notifications';
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
 * so a notification exists exactly when its change does.
 */
export function notifyUser(tx: DbOrTx, options: NotifyOptions) {
  return insertNotification(tx, {
    userId: options.userId,
    type: options.type,
    title: options.title,
    body: options.body,
    data: { type: options.type, ...options.data },
  });
}
