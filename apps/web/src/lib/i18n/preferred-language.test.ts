import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage-keys';
import { scriptedFetch } from '../test-fetch';
import { memoryStorageEachTest } from '../test-storage';
import { preferredLanguage, startingLanguage } from './preferred-language';

const storage = memoryStorageEachTest();
afterEach(() => {
  vi.unstubAllGlobals();
});

const browserAsks = (...languages: string[]) => vi.stubGlobal('navigator', { languages });

describe('preferredLanguage', () => {
  it("takes the user's choice first, then this device's, then the browser's, then the organisation's", () => {
    browserAsks('es-MX', 'en');
    storage.stored.set(storageKeys.language, 'hi');
    storage.stored.set(storageKeys.organisationLanguage, 'ar');
    expect(preferredLanguage('ar')).toBe('ar');
    expect(preferredLanguage(null)).toBe('hi');
    storage.stored.delete(storageKeys.language);
    expect(preferredLanguage(null)).toBe('es');
    browserAsks('fr-FR');
    expect(preferredLanguage(null)).toBe('ar');
    storage.stored.delete(storageKeys.organisationLanguage);
    expect(preferredLanguage(null)).toBe('en');
  });
});

describe('startingLanguage', () => {
  it('asks nobody when the browser asks for a shipped language', async () => {
    browserAsks('hi-IN');
    const scripted = scriptedFetch([]);
    vi.stubGlobal('fetch', scripted.fetch);
    expect(await startingLanguage(null)).toBe('hi');
    expect(scripted.calls).toEqual([]);
  });

  it("asks the server for the organisation's default once and remembers it", async () => {
    browserAsks('fr-FR');
    const scripted = scriptedFetch([{ status: 200, body: { defaultLanguage: 'ar' } }]);
    vi.stubGlobal('fetch', scripted.fetch);
    expect(await startingLanguage(null)).toBe('ar');
    expect(scripted.calls).toEqual(['GET /api/auth/config']);
    expect(scripted.inits[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(storage.stored.get(storageKeys.organisationLanguage)).toBe('ar');
  });

  it('starts at once in the default heard before and refreshes it for the next start', async () => {
    browserAsks('fr-FR');
    storage.stored.set(storageKeys.organisationLanguage, 'es');
    let answer: (response: Response) => void = () => undefined;
    const slow = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', () => slow);
    expect(await startingLanguage(null)).toBe('es');
    answer(new Response(JSON.stringify({ defaultLanguage: 'hi' })));
    await vi.waitFor(() => expect(storage.stored.get(storageKeys.organisationLanguage)).toBe('hi'));
  });

  it('starts in English when the server cannot be reached and nothing was heard', async () => {
    browserAsks('fr-FR');
    vi.stubGlobal('fetch', scriptedFetch([new TypeError('Failed to fetch')]).fetch);
    expect(await startingLanguage(null)).toBe('en');
  });
});
