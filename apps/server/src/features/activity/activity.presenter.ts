import type { Translator } from '@cmms/shared/i18n/translator';
import type { activityLogs } from './activity.table';

/**
 * An entry as the activity screens read it (requirements/activity.md#records): the actor by name
 * and role, the description in the reader's language. The system, which has no name of its own,
 * is named in the reader's language too.
 */
export const presentActivity =
  (translator: Translator) => (row: typeof activityLogs.$inferSelect) => {
    const at = row.createdAt.toISOString();
    // The system ('System', role 'system', no user; a custom role may be called 'system' too):
    // named in the reader's language.
    const system = row.userId === null && row.userRole === 'system' && row.userName === 'System';
    const name = system ? null : row.userName;
    return {
      id: row.id,
      action: row.action,
      description: row.message
        ? translator.renderStored(row.message, row.description)
        : row.description,
      type: row.type,
      user: name ?? translator.t('activity.systemUser'),
      role: row.userRole ?? 'system',
      userId: row.userId,
      siteId: row.siteId,
      metadata: row.metadata ?? null,
      timestamp: at,
      createdAt: at,
    };
  };
