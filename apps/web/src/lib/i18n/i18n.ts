import type { CatalogueGroup } from '@cmms/shared/i18n/catalogue-groups';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  intlLocaleOf,
  type Language,
} from '@cmms/shared/i18n/languages';
import type { ArgsOf, Message, MessageKey } from '@cmms/shared/i18n/message';
import {
  type CompiledCatalogue,
  createTranslator,
  type Translator,
} from '@cmms/shared/i18n/translator';
import { CATALOGUE_LOADERS } from './catalogue-loaders';

/**
 * The language the web app shows, and its translator (docs/languages.md). One language's
 * catalogue is downloaded at a time, in the parts the page needs: the sign-in page its own,
 * the app both. Screens read texts with `t`, which always speaks the current language: a change
 * of language renders the app again from its root (app/providers.tsx).
 */
const loaded = new Map<string, CompiledCatalogue>();
let current: Translator = createTranslator(DEFAULT_LANGUAGE, {});
let activeGroups: readonly CatalogueGroup[] = ['login', 'app'];
const listeners = new Set<() => void>();
/** Counts activations: a language picked while another still downloads wins over it. */
let activation = 0;
let loaders = CATALOGUE_LOADERS;

async function loadGroup(language: Language, group: CatalogueGroup) {
  const id = `${language}/${group}`;
  const known = loaded.get(id);
  if (known) return known;
  const { default: messages } = await loaders[language][group]();
  loaded.set(id, messages);
  return messages;
}

/**
 * Downloads what the page needs of a language and makes it the one the page speaks; without
 * `groups`, the parts the page has of the language it speaks now.
 */
export async function activateLanguage(
  language: Language,
  groups: readonly CatalogueGroup[] = activeGroups,
): Promise<void> {
  const mine = ++activation;
  const parts = await Promise.all(groups.map((group) => loadGroup(language, group)));
  if (mine !== activation) return;
  // Parts loaded earlier (the sign-in page's) stay: the app keeps them when it takes over.
  const all = [...loaded.entries()]
    .filter(([id]) => id.startsWith(`${language}/`))
    .map(([, messages]) => messages);
  // Dates and numbers in the reader's region of the language (an English reader in Britain).
  const locale = intlLocaleOf(language, globalThis.navigator?.languages ?? []);
  current = createTranslator(language, Object.assign({}, ...all, ...parts), undefined, locale);
  activeGroups = [...new Set([...activeGroups, ...groups])].filter((group) =>
    loaded.has(`${language}/${group}`),
  );
  const root = globalThis.document?.documentElement;
  if (root) {
    root.lang = language;
    root.dir = directionOf(language);
  }
  // The app installs under its name in this language (installable-app.ts writes the manifests).
  const manifest = globalThis.document?.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) {
    manifest.href =
      language === DEFAULT_LANGUAGE ? '/manifest.webmanifest' : `/manifest-${language}.webmanifest`;
  }
  for (const listener of listeners) listener();
}

/** The current language's text for a key: t('pm.title'), t('pm.assetsShown', { shown, total }). */
export function t<K extends MessageKey>(key: K, ...args: ArgsOf<K>): string {
  return current.t(key, ...args);
}

/** A message made elsewhere (a schema's issue, a stored one) in the current language. */
export const render = (message: Message) => current.render(message);

/** The current translator: its language, formats (dates, numbers) and `has`. */
export const translator = () => current;
export const currentLanguage = () => current.language;

export function subscribeLanguage(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Downloads catalogues through other loaders: the tests' slow network (i18n.test.ts). */
export function loadCataloguesWith(replacement: typeof CATALOGUE_LOADERS) {
  loaders = replacement;
  loaded.clear();
}

/** Speaks through a translator made elsewhere: the tests' English (apps/web/src/test-setup.ts). */
export function installTranslator(made: Translator) {
  current = made;
  for (const listener of listeners) listener();
}

/** Dates, numbers, lists and distances in the current language (shared/i18n/format.ts). */
export const formats = () => current.formats;
