import { englishTranslator } from '@cmms/shared/i18n/source-translators';
import { createTranslator } from '@cmms/shared/i18n/translator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download';
import { installTranslator } from './i18n/i18n';
import { storageKeys } from './storage-keys';
import { scriptedFetch } from './test-fetch';
import { memoryStorageEachTest } from './test-storage';

const storage = memoryStorageEachTest();
afterEach(() => {
  vi.unstubAllGlobals();
  installTranslator(englishTranslator);
});

describe('downloadFile', () => {
  it("asks for the file in the page's language, with the stored token", async () => {
    storage.stored.set(storageKeys.token, 'a-token');
    installTranslator(createTranslator('ar', {}, englishTranslator));
    const scripted = scriptedFetch([
      { status: 403, body: { code: 'FORBIDDEN', message: 'ممنوع' } },
    ]);
    vi.stubGlobal('fetch', scripted.fetch);
    await expect(downloadFile('/attendance/pdf', { from: '2026-11-01' }, 'x.pdf')).rejects.toThrow(
      'ممنوع',
    );
    expect(scripted.calls).toEqual(['GET /api/attendance/pdf?from=2026-11-01']);
    expect(scripted.inits[0]?.headers).toEqual({
      'Accept-Language': 'ar',
      Authorization: 'Bearer a-token',
    });
  });
});
