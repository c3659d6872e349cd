import { SOURCE_CATALOGUES } from './catalogues.generated';
import { compileMessage } from './compile';
import { type IssueLike, issueText } from './issues';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import type { Message } from './message';
import { type CompiledCatalogue, createTranslator, type Translator } from './translator';

/**
 * Translators over every catalogue, one per language, compiling each message the first time it
 * is read: the server's (its errors, mails, PDFs, notifications and activity entries are
 * rendered in the reader's language, docs/languages.md) and the tests'. The web app never
 * imports this: it downloads one language's catalogue, compiled when built (lint holds it).
 */
function lazilyCompiled(language: Language): CompiledCatalogue {
  const sources = new Map<string, string>();
  for (const [namespace, messages] of Object.entries(SOURCE_CATALOGUES[language])) {
    for (const [key, source] of Object.entries(messages))
      sources.set(`${namespace}.${key}`, source);
  }
  const compiled = new Map<string, ReturnType<typeof compileMessage>>();
  return new Proxy({} as CompiledCatalogue, {
    has: (_target, key) => typeof key === 'string' && sources.has(key),
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      let message = compiled.get(key);
      if (message === undefined) {
        const source = sources.get(key);
        if (source === undefined) return undefined;
        message = compileMessage(source);
        compiled.set(key, message);
      }
      return message;
    },
  });
}

const english = createTranslator(DEFAULT_LANGUAGE, lazilyCompiled(DEFAULT_LANGUAGE));
const translators = new Map<Language, Translator>([[DEFAULT_LANGUAGE, english]]);
for (const language of LANGUAGES) {
  if (!translators.has(language)) {
    translators.set(language, createTranslator(language, lazilyCompiled(language), english));
  }
}

export function translatorFor(language: Language): Translator {
  return translators.get(language) ?? english;
}

/** A message in English: for the log, and for tests that read what an English reader sees. */
export const inEnglish = (message: Message) => english.render(message);
export const englishTranslator = english;

/** English text of a key, for tests and the log: en('auth.invalidPin'). */
export const en: Translator['t'] = (key, ...args) => english.t(key, ...args);

/** What an English reader is told of each issue of a failed parse: for tests of the schemas. */
export const englishIssues = (result: { error?: { issues: readonly IssueLike[] } | undefined }) =>
  result.error?.issues.map((issue) => issueText(english, issue)) ?? [];

/**
 * A text without the isolates an Arabic message puts around its values (translator.ts): for
 * tests that read what the words say.
 */
export const withoutIsolates = (text: string | undefined) => text?.replace(/[\u2068\u2069]/g, '');
