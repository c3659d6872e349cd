import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, signIn, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { activityLogs } from '../activity/activity.table';
import { users } from '../users/users.table';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, ip = '10.1.1.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('signs in with the email in any case and answers the token and the presented user', async () => {
    const { user } = await createTestUser(t.database.db, {
      email: 'Dana.Cruz@Example.com',
      name: 'Dana Cruz',
      role: 'manager',
      mobile: '9876543210',
    });
    const res = await login({ email: '  DANA.CRUZ@example.COM ', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toEqual({
      id: user.id,
      name: 'Dana Cruz',
      email: 'dana.cruz@example.com',
      role: 'manager',
      mobile: '9876543210',
      picture: null,
      status: 'Active',
      approved: true,
      hasPin: false,
      permissions: expect.arrayContaining(['view_tasks', 'assign_tasks', 'manage_materials']),
      createdAt: user.createdAt.toISOString(),
      assignedSiteId: null,
      assignedSites: [],
      userSites: [],
      language: null,
    });
    expect(res.body).not.toMatch(/hash|argon/i);
  });

  it('writes a login entry in the activity log', async () => {
    const { user, email } = await createTestUser(t.database.db);
    await signIn(t.app, email);
    const entries = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.userId, user.id));
    expect(entries.map((entry) => entry.action)).toContain('login');
  });

  it('answers 400 with the field messages for a bad body', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    const invalid = await login({ email: 'nope', password: 'x' });
    expect(invalid.json().errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const { email } = await createTestUser(t.database.db);
    const wrong = await login({ email, password: 'Wrong@1234' });
    const unknown = await login({ email: 'nobody@example.com', password: 'Wrong@1234' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password.');
    }
  });

  it('refuses an account waiting for approval, saying why', async () => {
    const { email } = await createTestUser(t.database.db, { approved: false });
    const res = await login({ email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Your account is pending approval. You will receive an email once an administrator approves it.',
    );
  });

  it('refuses a deactivated account, saying why', async () => {
    const { email } = await createTestUser(t.database.db, { status: 'Inactive' });
    const res = await login({ email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Your account has been deactivated. Please contact your administrator.',
    );
  });

  it('locks an account for 15 minutes after 10 failures, then lets the real user in', async () => {
    const { email } = await createTestUser(t.database.db);
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await login({ email, password: 'Wrong@1234' })).statusCode).toBe(401);
    }
    const tenth = await login({ email, password: 'Wrong@1234' });
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    expect(tenth.headers['retry-after']).toBe('900');
    // Even the right password waits while the lock lasts...
    expect((await login({ email, password: TEST_PASSWORD })).statusCode).toBe(429);
    // ...and works once it has run out.
    clock.advanceMinutes(16);
    expect((await login({ email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('limits failures per client address across accounts', async () => {
    const ip = '10.9.9.9';
    for (let attempt = 0; attempt < 49; attempt++) {
      const res = await login(
        { email: `spray-${attempt}@example.com`, password: 'Wrong@1234' },
        ip,
      );
      expect(res.statusCode).toBe(401);
    }
    const res = await login({ email: 'spray-last@example.com', password: 'Wrong@1234' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('from this network');
    // Another address is not affected.
    const { email } = await createTestUser(t.database.db);
    expect((await login({ email, password: TEST_PASSWORD }, '10.1.2.3')).statusCode).toBe(200);
    clock.advanceMinutes(16);
  });
});

describe('an email longer than any mailbox (issue 20)', () => {
  // 3,000 characters with an @: the database refused its index row, a 500, before every text
  // field had a maximum.
  const longEmail = `${'a'.repeat(2990)}@example.com`;

  it.each([
    ['POST', '/api/auth/login', { email: longEmail, password: 'Whatever@1' }],
    ['POST', '/api/pin/verify', { email: longEmail, pin: '1234' }],
    [
      'POST',
      '/api/auth/register',
      { name: 'Long', email: longEmail, password: 'Good@Pass1', mobile: '9876543210', pin: '1234' },
    ],
    ['POST', '/api/auth/forgot-password', { email: longEmail }],
    ['GET', `/api/pin/has-pin?email=${longEmail}`, undefined],
  ] as const)('%s %s answers 400 with the email message', async (method, url, payload) => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: '10.9.9.9',
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('answers the same for a 255-character address, one past the longest', async () => {
    const res = await login({ email: `${'b'.repeat(243)}@example.com`, password: 'x' }, '10.9.9.8');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });
});

describe('sessions', () => {
  it('GET /api/auth/profile and /api/user/me answer the signed-in user', async () => {
    const { user, email } = await createTestUser(t.database.db, { name: 'Pat Lee' });
    const token = await signIn(t.app, email);
    for (const url of ['/api/auth/profile', '/api/user/me']) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().user).toMatchObject({ id: user.id, name: 'Pat Lee', email });
    }
  });

  it('refuses a missing, malformed or forged token with 401', async () => {
    const missing = await t.app.inject('/api/auth/profile');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Authentication required. Please log in.');
    const garbage = await t.app.inject({
      url: '/api/auth/profile',
      headers: bearer('abc.def.ghi'),
    });
    expect(garbage.statusCode).toBe(401);
    const { email } = await createTestUser(t.database.db);
    const token = await signIn(t.app, email);
    const [header, payload] = token.split('.');
    const forged = await t.app.inject({
      url: '/api/auth/profile',
      headers: bearer(`${header}.${payload}.${'A'.repeat(43)}`),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('logout ends the session on the server', async () => {
    const { email } = await createTestUser(t.database.db);
    const token = await signIn(t.app, email);
    const other = await signIn(t.app, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has expired. Please log in again.');
    // Only that session: the same user's other sign-in still works.
    expect(
      (await t.app.inject({ url: '/api/auth/profile', headers: bearer(other) })).statusCode,
    ).toBe(200);
  });

  it('a token issued before deactivation stops working on the next request', async () => {
    const { user, email } = await createTestUser(t.database.db);
    const token = await signIn(t.app, email);
    await t.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, user.id));
    const res = await t.app.inject({ url: '/api/user/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(
      'Your account has been deactivated. Please contact your administrator.',
    );
  });

  it('a token stops working when its lifetime (7 days by default) has passed', async () => {
    const { email } = await createTestUser(t.database.db);
    const token = await signIn(t.app, email);
    clock.advanceMinutes(7 * 24 * 60 - 1);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    clock.advanceMinutes(2);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/auth/config', () => {
  it('tells the screens that Google and super admin registration are off by default', async () => {
    const res = await t.app.inject('/api/auth/config');
    expect(res.json()).toEqual({
      googleClientId: null,
      superAdminRegistration: false,
      defaultLanguage: 'en',
      uploadMaxMb: 25,
    });
  });
});
