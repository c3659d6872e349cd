import type { Translator } from '@cmms/shared/i18n/translator';
import type { NotificationType } from '@cmms/shared/notifications';
import type { notifications } from './notifications.table';

/**
 * The notification as the client reads it (requirements/notifications.md#records): data as JSON
 * text, title and body in the reader's language.
 */
export const presentNotification =
  (translator: Translator) => (row: typeof notifications.$inferSelect) => ({
    id: row.id,
    type: row.type as NotificationType,
    title: row.message ? translator.renderStored(row.message.title, row.title) : row.title,
    body: row.message ? translator.renderStored(row.message.body, row.body) : row.body,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    data: JSON.stringify(row.data),
  });
