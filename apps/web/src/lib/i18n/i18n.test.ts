import { LANGUAGES } from '@cmms/shared/i18n/languages';
import { englishTranslator } from '@cmms/shared/i18n/source-translators';
import type { CompiledCatalogue } from '@cmms/shared/i18n/translator';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_LOADERS } from './catalogue-loaders';
import {
  activateLanguage,
  currentLanguage,
  formats,
  installTranslator,
  loadCataloguesWith,
} from './i18n';

type Loaded = { default: CompiledCatalogue };
const pending = new Map<string, (loaded: Loaded) => void>();

/** Each catalogue part arrives when the test says so, as a slow network would deliver it. */
const part = (id: string) => () =>
  new Promise<Loaded>((resolve) => {
    pending.set(id, resolve);
  });
const arrive = (id: string) => pending.get(id)?.({ default: {} });

beforeAll(() => {
  loadCataloguesWith(
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        { login: part(`${language}/login`), app: part(`${language}/app`) },
      ]),
    ) as typeof CATALOGUE_LOADERS,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  pending.clear();
  installTranslator(englishTranslator);
});
afterAll(() => loadCataloguesWith(CATALOGUE_LOADERS));

describe('activateLanguage', () => {
  it('keeps the language picked last when an earlier pick downloads after it', async () => {
    const hindi = activateLanguage('hi', ['login']);
    const arabic = activateLanguage('ar', ['login']);
    arrive('ar/login');
    await arabic;
    arrive('hi/login');
    await hindi;
    expect(currentLanguage()).toBe('ar');
  });

  it('writes dates in the region the browser asks for, in English and Spanish', async () => {
    vi.stubGlobal('navigator', { languages: ['en-GB', 'en'] });
    const english = activateLanguage('en', ['login']);
    arrive('en/login');
    await english;
    // The day before the month, as Britain writes it (ICU versions differ on the comma).
    expect(formats().day('2026-11-30')).toMatch(/^Mon,? 30 Nov 2026$/);

    vi.stubGlobal('navigator', { languages: ['es-MX'] });
    const spanish = activateLanguage('es', ['login']);
    arrive('es/login');
    await spanish;
    expect(formats().locale).toBe('es-MX');
  });
});
