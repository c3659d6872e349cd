import http from 'node:http';
import { msg } from '@cmms/shared/i18n/message';
import { en, translatorFor } from '@cmms/shared/i18n/source-translators';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
const SUPER_ADMIN_KEY = 'correct-horse-battery-staple';

let t: TestApp;
let jwksServer: http.Server;
let googleKey: SigningKey;
let strangerKey: SigningKey;

/** A local stand-in for Google's published key set (GOOGLE_JWKS_URL points here). */
async function startJwks(jwk: JWK) {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  jwksServer = await startJwks({ ...(await exportJWK(google.publicKey)), kid: 'k1', alg: 'RS256' });
  const address = jwksServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await createTestApp({
    googleClientId: GOOGLE_CLIENT_ID,
    googleJwksUrl: `http://127.0.0.1:${port}/certs`,
    superAdminKey: SUPER_ADMIN_KEY,
  });
});
afterAll(async () => {
  await t.close();
  jwksServer.close();
});

const valid = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  mobile: '98765 43210',
  password: 'Strong@123',
};
const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/register', () => {
  it('creates an account waiting for approval, with the PIN of step 2', async () => {
    const res = await register({ ...valid, pin: '4826' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: 'Registration successful. Your account is pending approval by an administrator.',
      userId: body.user.id,
      user: {
        id: body.userId,
        name: 'Ravi Kumar',
        email: 'ravi.kumar@example.com',
        approved: false,
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: valid.email, password: valid.password },
    });
    expect(login.statusCode).toBe(403);
    const pin = await t.app.inject(`/api/pin/has-pin?email=${valid.email}`);
    expect(pin.json().hasPin).toBe(true);
  });

  it('refuses the same email again, in any case, with 409', async () => {
    const res = await register({ ...valid, email: 'RAVI.KUMAR@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists.');
  });

  it.each([
    [{ name: ' ' }, 'name', 'Name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ mobile: '' }, 'mobile', 'Contact number is required'],
    [{ mobile: '12345' }, 'mobile', 'Please enter a valid contact number (10-15 digits)'],
    [{ mobile: '98765x3210' }, 'mobile', 'Please enter a valid contact number (10-15 digits)'],
    [{ password: 'Ab1!' }, 'password', 'Password must be at least 8 characters long'],
    [
      { password: 'alllowercase1!' },
      'password',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [{ pin: '12' }, 'pin', 'PIN must be exactly 4 digits'],
  ])('answers 400 for %j with the spec message', async (change, field, message) => {
    const res = await register({ ...valid, email: 'other@example.com', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('POST /api/auth/register-superadmin', () => {
  const admin = { name: 'Root Admin', email: 'root@example.com', password: 'Super@Admin1' };
  const registerSuper = (payload: Record<string, unknown>, ip = '10.2.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register-superadmin',
      payload,
      remoteAddress: ip,
    });

  it('requires the key', async () => {
    const res = await registerSuper({ ...admin, superAdminKey: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.superAdminKey).toBe('Super Admin Key is required');
  });

  it('refuses a wrong key and creates nothing', async () => {
    const res = await registerSuper({ ...admin, superAdminKey: 'guess' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Invalid Super Admin Key');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('with the right key creates an approved super admin and signs them in', async () => {
    const res = await registerSuper({ ...admin, superAdminKey: SUPER_ADMIN_KEY });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'superadmin', approved: true, status: 'Active' });
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer(res.json().token) });
    expect(me.json().user.email).toBe(admin.email);
  });

  it('limits key guesses per address', async () => {
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await registerSuper({ ...admin, superAdminKey: 'x' }, '10.2.0.9')).statusCode).toBe(
        403,
      );
    }
    expect((await registerSuper({ ...admin, superAdminKey: 'x' }, '10.2.0.9')).statusCode).toBe(
      429,
    );
  });

  it('is refused when no key is configured', async () => {
    const bare = await createTestApp();
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/auth/register-superadmin',
      payload: { ...admin, superAdminKey: SUPER_ADMIN_KEY },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Super admin registration is not enabled on this server.');
    await bare.close();
  });
});

describe('POST /api/auth/google-register', () => {
  const idToken = (
    claims: Record<string, unknown>,
    options: { key?: SigningKey; audience?: string; issuer?: string } = {},
  ) =>
    new SignJWT({
      email_verified: true,
      name: 'Mina Park',
      picture: 'https://example.com/m.png',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
      .setSubject(String(claims.sub ?? 'google-123'))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(options.key ?? googleKey);
  const googleRegister = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/google-register', payload });

  it('creates a pending account from a valid ID token', async () => {
    const credential = await idToken({ email: 'mina@example.com', sub: 'google-mina' });
    const res = await googleRegister({
      credential,
      email: 'mina@example.com',
      googleId: 'google-mina',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      name: 'Mina Park',
      email: 'mina@example.com',
      approved: false,
    });
  });

  it('refuses a token for another audience, signed by another key, or from another issuer', async () => {
    const tokens = [
      await idToken({ email: 'a1@example.com' }, { audience: 'someone-else' }),
      await idToken({ email: 'a2@example.com' }, { key: strangerKey }),
      await idToken({ email: 'a3@example.com' }, { issuer: 'https://evil.example' }),
    ];
    for (const credential of tokens) {
      const res = await googleRegister({ credential });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Google sign-in could not be verified. Please try again.');
    }
  });

  it('refuses an unverified email and details that do not match the token', async () => {
    const unverified = await idToken({ email: 'b1@example.com', email_verified: false });
    expect((await googleRegister({ credential: unverified })).statusCode).toBe(400);
    const credential = await idToken({ email: 'b2@example.com', sub: 'google-b2' });
    const mismatch = await googleRegister({ credential, email: 'someone.else@example.com' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(
      'The Google account details do not match the sign-in token.',
    );
  });

  it('refuses an email that already has an account', async () => {
    const { email } = await createTestUser(t.database.db);
    const credential = await idToken({ email, sub: 'google-dup' });
    expect((await googleRegister({ credential })).statusCode).toBe(409);
  });

  it('answers 503, not 500, when Google’s keys cannot be fetched', async () => {
    const offline = await createTestApp({
      googleClientId: GOOGLE_CLIENT_ID,
      // A port nothing listens on: the key set fetch fails as it would without network.
      googleJwksUrl: 'http://127.0.0.1:9/certs',
    });
    const credential = await idToken({ email: 'offline@example.com' });
    const res = await offline.app.inject({
      method: 'POST',
      url: '/api/auth/google-register',
      payload: { credential },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Google sign-in is unavailable right now. Please try again later or register with the form.',
    );
    await offline.close();
  });

  it('reports the client id to the screens', async () => {
    const res = await t.app.inject('/api/auth/config');
    expect(res.json()).toEqual({
      googleClientId: GOOGLE_CLIENT_ID,
      superAdminRegistration: true,
      defaultLanguage: 'en',
      uploadMaxMb: 25,
    });
  });
});

describe('registration in the language the caller asks for', () => {
  const hi = translatorFor('hi');
  const ar = translatorFor('ar');
  const asking = (language: string, payload: Record<string, unknown>, url = '/api/auth/register') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'accept-language': language },
      remoteAddress: '10.2.7.1',
    });

  it('answers a registration in Hindi, and refuses a taken email and a bad number in Arabic', async () => {
    const account = { ...valid, email: 'priya.sharma@example.com' };
    const created = await asking('hi-IN,hi;q=0.9,en;q=0.5', account);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(hi.t('account.registered'));
    expect(created.json().message).not.toBe(en('account.registered'));

    const taken = await asking('ar', account);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ar.t('account.emailTaken'));

    const badNumber = await asking('ar', { ...valid, email: 'x@example.com', mobile: '12345' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().errors.mobile).toBe(ar.t('account.contactInvalid'));
  });

  it("says how long a lock lasts in the caller's words", async () => {
    const guess = {
      name: 'Root',
      email: 'root2@example.com',
      password: 'Super@Admin1',
      superAdminKey: 'x',
    };
    let last = await asking('hi', guess, '/api/auth/register-superadmin');
    for (let attempt = 1; attempt < 10; attempt++) {
      last = await asking('hi', guess, '/api/auth/register-superadmin');
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(
      hi.render(
        msg('account.lockSuperAdminKey', { wait: msg('account.waitMinutes', { count: 15 }) }),
      ),
    );
    expect(last.json().message).toContain('15');
  });
});
