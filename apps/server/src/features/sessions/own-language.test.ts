import { en, translatorFor } from '@cmms/shared/i18n/source-translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// A signed-in user's own language (docs/languages.md) travels with their session: every answer
// is written in it, whatever language the browser asks for.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const { email } = await createTestUser(t.database.db);
  return signIn(t.app, email);
}

const setLanguage = (token: string, language: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/me/language',
    headers: bearer(token),
    payload: { language },
  });

const languageOf = async (token: string) =>
  (await t.app.inject({ url: '/api/user/me', headers: bearer(token) })).json().user.language;

/** A refusal of the caller's own: checking a PIN on an account that has none. */
const checkPin = (token: string, acceptLanguage: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pin/check',
    headers: { ...bearer(token), 'accept-language': acceptLanguage },
    payload: { pin: '1234' },
  });

describe('PUT /api/user/me/language', () => {
  it('sets the language, which then answers every request, whatever the browser asks', async () => {
    const token = await signedIn();
    const before = await checkPin(token, 'en-US,en;q=0.9');
    expect(before.json().message).toBe(en('account.noPinSet'));

    const res = await setLanguage(token, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'ar' });
    expect(await languageOf(token)).toBe('ar');

    const refused = await checkPin(token, 'en-US,en;q=0.9');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(translatorFor('ar').t('account.noPinSet'));
    expect(refused.json().message).not.toBe(en('account.noPinSet'));

    // An answer that carries a message too.
    const pin = await t.app.inject({
      method: 'POST',
      url: '/api/pin/set',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { pin: '4826' },
    });
    expect(pin.json()).toEqual({ success: true, message: translatorFor('ar').t('account.pinSet') });
  });

  it('clears the choice with null: the browser decides again', async () => {
    const token = await signedIn();
    expect((await setLanguage(token, 'hi')).statusCode).toBe(200);
    const cleared = await setLanguage(token, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ language: null });
    expect(await languageOf(token)).toBeNull();
    expect((await checkPin(token, 'es-MX,es;q=0.9')).json().message).toBe(
      translatorFor('es').t('account.noPinSet'),
    );
    expect((await checkPin(token, 'en')).json().message).toBe(en('account.noPinSet'));
  });

  it('refuses a language the product does not ship, and keeps the one chosen', async () => {
    const token = await signedIn();
    await setLanguage(token, 'hi');
    const res = await setLanguage(token, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(await languageOf(token)).toBe('hi');
  });

  it('is for signed-in users only', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me/language',
      payload: { language: 'es' },
    });
    expect(res.statusCode).toBe(401);
  });
});
