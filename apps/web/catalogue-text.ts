import fs from 'node:fs';
// By path, not as @cmms/shared/...: the build's and the scripts' Node loads these files itself.
import type { Language } from '../../packages/shared/src/i18n/languages.ts';
import type { MessageKey } from '../../packages/shared/src/i18n/message.ts';

/**
 * A text of a language's catalogue, read from its file when something is built outside the web
 * app's bundle: the web manifests (installable-app.ts), the native projects (native-projects.ts).
 * Only texts without values: nothing formats them.
 */
export function catalogueText(language: Language, key: MessageKey): string {
  const [namespace, ...rest] = key.split('.');
  const file = new URL(
    `../../packages/shared/locales/${language}/${namespace}.json`,
    import.meta.url,
  );
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const text = messages[rest.join('.')];
  if (typeof text !== 'string') throw new Error(`${language}: no text for ${key}`);
  return text;
}
