import type { NotificationType } from '@cmms/shared/notifications';
import type { DbOrTx } from '../../db/client';
import { insertNotification } from './notifications.repository';
import type { notifications } from './notifications.table';

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

/** The notification as the client reads it (doc 000 §3): data as JSON text. */
export function presentNotification(row: typeof notifications.$inferSelect) {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    data: JSON.stringify(row.data),
  };
}
