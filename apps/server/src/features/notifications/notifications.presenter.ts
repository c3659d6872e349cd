import type { NotificationType } from '@cmms/shared/notifications';
import type { notifications } from './notifications.table';

/** The notification as the client reads it (requirements/notifications.md#records): data as JSON text. */
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
