import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, signIn, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { sessions } from '../sessions/sessions.table';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const verifyPin = (email: string, pin: string) =>
  t.app.inject({ method: 'POST', url: '/api/pin/verify', payload: { email, pin } });
const hasPin = async (email: string) =>
  (await t.app.inject(`/api/pin/has-pin?email=${encodeURIComponent(email)}`)).json().hasPin;

describe('GET /api/pin/has-pin', () => {
  it('answers true only for an account with a PIN, and false for unknown emails', async () => {
    const withPin = await createTestUser(t.database.db, { pin: '4321' });
    const without = await createTestUser(t.database.db);
    expect(await hasPin(withPin.email.toUpperCase())).toBe(true);
    expect(await hasPin(without.email)).toBe(false);
    expect(await hasPin('nobody@example.com')).toBe(false);
  });
});

describe('POST /api/pin/verify', () => {
  it('signs in with the right PIN', async () => {
    const { user, email } = await createTestUser(t.database.db, { pin: '2468' });
    const res = await verifyPin(email, '2468');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, hasPin: true });
    expect(res.json().token).toBeTruthy();
  });

  it('checks the PIN format', async () => {
    const res = await verifyPin('a@example.com', '12a4');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ pin: 'PIN must be exactly 4 digits' });
  });

  it('refuses a wrong PIN, an account without a PIN and an unknown email alike', async () => {
    const withPin = await createTestUser(t.database.db, { pin: '2468' });
    const without = await createTestUser(t.database.db);
    for (const [email, pin] of [
      [withPin.email, '0000'],
      [without.email, '2468'],
      ['nobody-pin@example.com', '2468'],
    ] as const) {
      const res = await verifyPin(email, pin);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or PIN');
    }
  });

  it('refuses a pending account with the right PIN, saying why', async () => {
    const { email } = await createTestUser(t.database.db, { pin: '1357', approved: false });
    const res = await verifyPin(email, '1357');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('pending approval');
  });

  it('locks PIN sign-in after 5 wrong PINs in a row; a password sign-in ends the lock', async () => {
    const { email } = await createTestUser(t.database.db, { pin: '1111' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await verifyPin(email, '9999')).statusCode).toBe(401);
    }
    const fifth = await verifyPin(email, '9999');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(
      'Too many incorrect PIN attempts. PIN sign-in is locked; try again in 15 minutes, or sign in with your password.',
    );
    // The right PIN does not get through the lock.
    expect((await verifyPin(email, '1111')).statusCode).toBe(429);
    await signIn(t.app, email, TEST_PASSWORD);
    expect((await verifyPin(email, '1111')).statusCode).toBe(200);
  });

  it('the lock ends by itself after 15 minutes', async () => {
    const { email } = await createTestUser(t.database.db, { pin: '2222' });
    for (let attempt = 1; attempt <= 5; attempt++) await verifyPin(email, '9999');
    expect((await verifyPin(email, '2222')).statusCode).toBe(429);
    clock.advanceMinutes(14);
    expect((await verifyPin(email, '2222')).statusCode).toBe(429);
    clock.advanceMinutes(2);
    expect((await verifyPin(email, '2222')).statusCode).toBe(200);
  });

  it('a success resets the count: wrong PINs must be in a row to lock', async () => {
    const { email } = await createTestUser(t.database.db, { pin: '3333' });
    for (let attempt = 1; attempt <= 4; attempt++) await verifyPin(email, '9999');
    expect((await verifyPin(email, '3333')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await verifyPin(email, '9999')).statusCode).toBe(401);
    }
  });
});

describe('setting and removing a PIN', () => {
  it('needs a signed-in user', async () => {
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/pin/set',
      payload: { pin: '1234' },
    });
    expect(set.statusCode).toBe(401);
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/pin/remove' });
    expect(remove.statusCode).toBe(401);
  });

  it('POST /api/pin/set sets the PIN, checks its format, and DELETE /api/pin/remove removes it', async () => {
    const { email } = await createTestUser(t.database.db);
    const token = await signIn(t.app, email);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/pin/set',
      headers: bearer(token),
      payload: { pin: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.pin).toBe('PIN must be exactly 4 digits');

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/pin/set',
      headers: bearer(token),
      payload: { pin: '8642' },
    });
    expect(set.json()).toEqual({ success: true, message: 'PIN set successfully' });
    expect(await hasPin(email)).toBe(true);
    expect((await verifyPin(email, '8642')).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/pin/remove',
      headers: bearer(token),
    });
    expect(removed.json()).toEqual({ success: true, message: 'PIN removed successfully' });
    expect(await hasPin(email)).toBe(false);
    expect((await verifyPin(email, '8642')).statusCode).toBe(401);
  });

  it('POST /api/auth/set-pin sets one’s own PIN and refuses another user’s', async () => {
    const me = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    const token = await signIn(t.app, me.email);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-pin',
      headers: bearer(token),
      payload: { userId: me.user.id, pin: '5555' },
    });
    expect(own.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-pin',
      headers: bearer(token),
      payload: { userId: other.user.id, pin: '5555' },
    });
    expect(theirs.statusCode).toBe(403);
    expect(await hasPin(other.email)).toBe(false);
  });
});

describe('POST /api/pin/check', () => {
  const check = (token: string, pin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pin/check',
      headers: bearer(token),
      payload: { pin },
    });

  it('checks the caller’s own PIN without opening a session', async () => {
    const { user, email } = await createTestUser(t.database.db, { pin: '7531' });
    const token = await signIn(t.app, email);
    const sessionsBefore = await t.database.db.$count(sessions, eq(sessions.userId, user.id));
    expect((await check(token, '7531')).json()).toEqual({ valid: true });
    expect(await t.database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(sessionsBefore);
    const wrong = await check(token, '0000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Incorrect PIN. Please try again.');
    // The session is untouched by a wrong PIN.
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it('shares the PIN lock: 5 wrong in a row lock it', async () => {
    const { email } = await createTestUser(t.database.db, { pin: '8642' });
    const token = await signIn(t.app, email);
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await check(token, '0000')).statusCode).toBe(400);
    expect((await check(token, '0000')).statusCode).toBe(429);
    expect((await check(token, '8642')).statusCode).toBe(429);
    expect((await verifyPin(email, '8642')).statusCode).toBe(429);
  });

  it('needs a token, and says so when there is no PIN', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/pin/check', payload: { pin: '1234' } }))
        .statusCode,
    ).toBe(401);
    const { email } = await createTestUser(t.database.db);
    const res = await check(await signIn(t.app, email), '1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No PIN is set for this account.');
  });
});
