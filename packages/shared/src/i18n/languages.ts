import { z } from 'zod';

/**
 * The languages the product ships, complete (issue 32, docs/languages.md). English is the
 * source: its catalogue holds the specification's texts word for word.
 */
export const LANGUAGES = ['en', 'hi', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The organisation's default until an administrator picks another. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const languageSchema = z.enum(LANGUAGES);

/** Each language in its own words, as a language menu shows it to someone who reads only that one. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  ar: 'العربية',
};

/**
 * The tag `Intl` formats with. English keeps the US forms the specification shows ('Nov 30,
 * 2026'); Arabic keeps the Latin digits its codes and numbers are written in (CLDR's `ar`).
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-US',
  hi: 'hi-IN',
  es: 'es',
  ar: 'ar',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export type TextDirection = 'ltr' | 'rtl';
export const directionOf = (language: Language): TextDirection =>
  language === 'ar' ? 'rtl' : 'ltr';

/**
 * The first of a reader's preferred languages (BCP 47 tags, best first, as `navigator.languages`
 * or a negotiated Accept-Language give them) that the product ships: 'es-MX' is Spanish, 'hi'
 * Hindi. Null when none is shipped.
 */
export function matchLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}
