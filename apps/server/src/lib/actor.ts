import type { Language } from '@cmms/shared/i18n/languages';

/**
 * Who is acting, the one actor type of the server: a signed-in user with what their role grants
 * and the sites assigned to them, or the system itself (start-up, demo data, schedules).
 * Policies decide from it; services record it in the activity log.
 */
export type UserActor = {
  id: string;
  name: string;
  email: string;
  role: string;
  /** What the user's role grants (all_permissions for admins; nothing for an inactive role). */
  permissions: readonly string[];
  /** The user's assigned sites (an admin's are ignored: they see every site). */
  siteIds: readonly string[];
  /** The language they chose; null follows the request's (docs/languages.md). */
  language: Language | null;
};

export type SystemActor = { system: true };

export type Actor = UserActor | SystemActor;

export const SYSTEM_ACTOR: SystemActor = { system: true };

export const isSystem = (actor: Actor): actor is SystemActor => 'system' in actor;
