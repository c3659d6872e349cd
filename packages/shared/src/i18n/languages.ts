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

/**
 * The `Intl` tag for a reader: a browser that asks for a regional English or Spanish ('en-GB',
 * 'es-MX') gets that region's dates and numbers ('30 Nov 2026'); any other reader the language's
 * tag above. Hindi and Arabic keep theirs: a regional Arabic ('ar-EG') would write Arabic-Indic
 * digits, where the product's codes and numbers are Latin.
 */
export function intlLocaleOf(language: Language, tags: readonly string[] = []): string {
  if (language !== 'en' && language !== 'es') return INTL_LOCALES[language];
  for (const tag of tags) {
    const [primary, region] = tag.trim().replace('_', '-').split('-');
    if (primary?.toLowerCase() !== language) continue;
    if (!region) break;
    try {
      return (
        Intl.DateTimeFormat.supportedLocalesOf(tag.trim().replace('_', '-'))[0] ??
        INTL_LOCALES[language]
      );
    } catch {
      break;
    }
  }
  return INTL_LOCALES[language];
}

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
