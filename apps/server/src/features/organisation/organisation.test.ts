import { en, translatorFor, withoutIsolates } from '@cmms/shared/i18n/source-translators';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import { scenario } from '../../test/scenario';

const s = await scenario({
  sites: { depot: 'Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['depot']],
    ['technician', 'technician', ['depot']],
  ],
});
afterAll(() => s.close());
const { call } = s;

type Who = keyof typeof s.tokens;
/** A request in a language of the caller's choosing (Accept-Language), signed in or not. */
const ask = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { who?: Who; language?: string; payload?: object } = {},
) =>
  s.app.inject({
    method,
    url,
    headers: {
      ...(options.who ? bearer(s.tokens[options.who]) : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const setDefault = (defaultLanguage: string) =>
  call('admin', 'PUT', '/api/organisation/settings', { defaultLanguage });
const wrongPassword = (language?: string) =>
  ask('POST', '/api/auth/login', {
    language,
    payload: { email: 'nobody@example.com', password: 'Wrong-pass1!' },
  });

describe('the organisation’s currency (issue 33)', () => {
  it('is US dollars until an administrator sets another; a body without it keeps it', async () => {
    const set = await call('admin', 'PUT', '/api/organisation/settings', {
      defaultLanguage: 'en',
      currency: 'EUR',
    });
    expect(set.json()).toEqual({ defaultLanguage: 'en', currency: 'EUR' });
    const languageOnly = await call('admin', 'PUT', '/api/organisation/settings', {
      defaultLanguage: 'en',
    });
    expect(languageOnly.json()).toEqual({ defaultLanguage: 'en', currency: 'EUR' });
    for (const currency of ['eur', 'EURO', 'XYZ1', 12]) {
      const bad = await call('admin', 'PUT', '/api/organisation/settings', {
        defaultLanguage: 'en',
        currency,
      });
      expect(bad.statusCode, String(currency)).toBe(400);
    }
    const log = (await call('admin', 'GET', '/api/activity/logs')).json();
    expect(log[0]).toMatchObject({ action: 'organisation_currency_changed' });
    await call('admin', 'PUT', '/api/organisation/settings', {
      defaultLanguage: 'en',
      currency: 'USD',
    });
  });
});

describe('the organisation’s default language', () => {
  it('is English until an administrator changes it, and the sign-in screens are told', async () => {
    expect((await call('admin', 'GET', '/api/organisation/settings')).json()).toEqual({
      defaultLanguage: 'en',
      currency: 'USD',
    });
    const changed = await setDefault('hi');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ defaultLanguage: 'hi', currency: 'USD' });
    expect((await ask('GET', '/api/auth/config')).json()).toMatchObject({ defaultLanguage: 'hi' });
    await setDefault('en');
  });

  it('is the administrators’: others are refused, and a language not shipped is bad input', async () => {
    for (const who of ['manager', 'technician'] as const) {
      expect((await call(who, 'GET', '/api/organisation/settings')).statusCode).toBe(403);
      const refused = await call(who, 'PUT', '/api/organisation/settings', {
        defaultLanguage: 'hi',
      });
      expect(refused.statusCode).toBe(403);
    }
    const french = await setDefault('fr');
    expect(french.statusCode).toBe(400);
    expect(french.json().errors.defaultLanguage).toBe(
      'Default language must be one of en, hi, es, ar',
    );
  });

  it('answers whoever asks for no language of ours in it; a browser’s own choice comes first', async () => {
    const hindi = translatorFor('hi').t('auth.invalidCredentials');
    const spanish = translatorFor('es').t('auth.invalidCredentials');
    expect(hindi).not.toBe(en('auth.invalidCredentials'));
    expect((await wrongPassword()).json().message).toBe(en('auth.invalidCredentials'));
    await setDefault('hi');
    expect((await wrongPassword()).json().message).toBe(hindi);
    expect((await wrongPassword('fr-FR, de;q=0.8')).json().message).toBe(hindi);
    expect((await wrongPassword('fr-FR, es;q=0.9, hi;q=0.5')).json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: spanish,
      error: spanish,
    });
    await setDefault('en');
  });

  it('is written in the activity log, read in each reader’s language', async () => {
    await setDefault('es');
    await setDefault('en');
    const entries = async (language: string) =>
      (await ask('GET', '/api/activity/logs?limit=2', { who: 'admin', language }))
        .json()
        .map((entry: { description: string }) => entry.description);
    expect(await entries('en')).toEqual([
      "The organisation's default language changed from Español to English",
      "The organisation's default language changed from English to Español",
    ]);
    expect(withoutIsolates((await entries('ar'))[0])).toBe(
      'تم تغيير اللغة الافتراضية للمؤسسة من Español إلى English',
    );
  });
});

describe('a signed-in user’s own language', () => {
  it('decides their answers over what their browser asks for', async () => {
    const chosen = await call('technician', 'PUT', '/api/user/me/language', { language: 'ar' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const refused = await ask('PUT', '/api/user/me/language', {
      who: 'technician',
      language: 'en-US',
      payload: { language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.language).toBe(
      translatorFor('ar').t('validation.notOneOf', {
        field: 'Language',
        choices: 'en, hi, es, ar',
      }),
    );
    // Their profile carries it to their next device.
    expect((await call('technician', 'GET', '/api/user/me')).json().user.language).toBe('ar');
    await call('technician', 'PUT', '/api/user/me/language', { language: null });
    const english = await ask('PUT', '/api/user/me/language', {
      who: 'technician',
      language: 'en-US',
      payload: { language: 'fr' },
    });
    expect(english.json().errors.language).toBe('Language must be one of en, hi, es, ar');
  });
});
