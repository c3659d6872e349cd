import { isLanguage, type Language, matchLanguage } from '@cmms/shared/i18n/languages';
import { API_BASE_URL } from '../server-url';
import { readStorage, storageKeys, writeStorage } from '../storage-keys';

/**
 * The language to show (docs/languages.md): the signed-in user's choice, kept on the server and
 * copied into their session; else the last one picked on this device; else the browser's first
 * shipped language; else the organisation's default, as this device last heard it.
 */
export function preferredLanguage(userChoice: string | null | undefined): Language {
  if (isLanguage(userChoice)) return userChoice;
  const picked = readStorage(storageKeys.language);
  if (isLanguage(picked)) return picked;
  const browser = matchLanguage(globalThis.navigator?.languages ?? []);
  if (browser) return browser;
  const organisation = readStorage(storageKeys.organisationLanguage);
  return isLanguage(organisation) ? organisation : 'en';
}

/** What a person picked on this device: kept for the sign-in page and the next visit. */
export const rememberPickedLanguage = (language: Language | null) => {
  writeStorage(storageKeys.language, language ?? '');
};

/** The organisation's default as the server last said it (GET /auth/config). */
const rememberOrganisationLanguage = (language: Language) => {
  writeStorage(storageKeys.organisationLanguage, language);
};

/** Asks the server for the organisation's default and remembers it; offline, nothing changes. */
async function refreshOrganisationLanguage() {
  try {
    const response = await fetch(`${API_BASE_URL}/auth/config`, {
      headers: { Accept: 'application/json' },
      // A page never waits long for it: a slow basement network starts in the last one heard.
      signal: AbortSignal.timeout(1500),
    });
    const config = (await response.json()) as { defaultLanguage?: unknown };
    if (isLanguage(config.defaultLanguage)) rememberOrganisationLanguage(config.defaultLanguage);
  } catch {
    // Offline, slow or an older server: the default as last heard, else English.
  }
}

/**
 * The language a page starts in. Only a device with no choice of its own and a browser that
 * asks for no shipped language needs the organisation's default from the server. Heard before,
 * it starts at once and checks again in the background for the next start; never heard, it asks
 * (for at most a second and a half) and remembers.
 */
export async function startingLanguage(userChoice: string | null | undefined): Promise<Language> {
  if (
    isLanguage(userChoice) ||
    isLanguage(readStorage(storageKeys.language)) ||
    matchLanguage(globalThis.navigator?.languages ?? [])
  ) {
    return preferredLanguage(userChoice);
  }
  if (isLanguage(readStorage(storageKeys.organisationLanguage))) {
    void refreshOrganisationLanguage();
  } else {
    await refreshOrganisationLanguage();
  }
  return preferredLanguage(userChoice);
}
