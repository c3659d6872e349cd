import type { Translator } from '@cmms/shared/i18n/translator';
import type { activityLogs } from './activity.table';

/**
 * An entry as the activity screens read it (requirements/activity.md#records): the actor by name
 * and role, the description in the reader's language.
 */
export const presentActivity =
  (translator: Translator) => (row: typeof activityLogs.$inferSelect) => {
    const at = row.createdAt.toISOString();
    return {
      id: row.id,
      action: row.action,
      description: row.message ? translator.render(row.message) : row.description,
      type: row.type,
      user: row.userName ?? 'System',
      role: row.userRole ?? 'system',
      userId: row.userId,
      siteId: row.siteId,
      metadata: row.metadata ?? null,
      timestamp: at,
      createdAt: at,
    };
  };
