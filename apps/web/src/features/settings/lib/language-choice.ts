import type { Language } from '@cmms/shared/i18n/languages';
import { hasPermission } from '@cmms/shared/permissions';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { preferredLanguage, rememberPickedLanguage } from '../../../lib/i18n/preferred-language';
import { currentUser, updateSessionUser } from '../../../lib/session';

/**
 * The organisation's default language reaches everyone, so only administrators set it, as the
 * server allows (organisation.policy.ts: all_permissions).
 */
export const maySetOrganisationLanguage = (permissions: readonly string[]) =>
  hasPermission(permissions, 'all_permissions');

/**
 * Makes the language the server accepted as the user's own the one the app speaks
 * (docs/languages.md): kept in the session, remembered on this device for the sign-in page, and
 * shown at once. Null follows the browser again, so the device forgets its pick too. The device
 * is written first: the session's change re-renders the app, which reads it.
 */
export async function applyLanguageChoice(
  language: Language | null,
  activate: (language: Language) => Promise<void> = activateLanguage,
): Promise<Language> {
  rememberPickedLanguage(language);
  const user = currentUser();
  if (user) updateSessionUser({ ...user, language });
  const shown = preferredLanguage(language);
  await activate(shown);
  return shown;
}
