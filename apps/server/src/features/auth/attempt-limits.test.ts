import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';

// Issue 20, finding 4: nobody but the owner can keep the owner out (docs/decisions.md,
// "Attempt limits").

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const OWNER_HOME = '10.20.0.1';
const WRONG = 'Wrong@1234';

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
const verifyPin = (email: string, pin: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pin/verify',
    payload: { email, pin },
    remoteAddress: ip,
  });

/** An account whose owner has signed in from OWNER_HOME before. */
async function ownerAtHome(pin?: string) {
  const { email } = await createTestUser(t.database.db, pin ? { pin } : {});
  expect((await login(email, TEST_PASSWORD, OWNER_HOME)).statusCode).toBe(200);
  return email;
}

describe('password sign-in limits', () => {
  it('an attacker at one address locks only that address out; the owner at home gets in', async () => {
    const email = await ownerAtHome();
    const statuses = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      statuses.push((await login(email, WRONG, '10.66.0.1')).statusCode);
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9)).toEqual(Array(21).fill(429));
    // The attacker's address stays locked even with the right password...
    const attacker = await login(email, TEST_PASSWORD, '10.66.0.1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().message).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    // ...while the owner, from where they signed in before, is let in at once.
    expect((await login(email, TEST_PASSWORD, OWNER_HOME)).statusCode).toBe(200);
  });

  it('a guesser spread over many addresses gets 10 tries, then waits that double, never a lock', async () => {
    const email = await ownerAtHome();
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await login(email, WRONG, `10.70.0.${attempt}`)).statusCode).toBe(401);
    }
    const tenth = await login(email, WRONG, '10.70.0.10');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toBe(
      'Too many failed sign-in attempts for this account. Please try again in 1 second.',
    );
    expect(tenth.headers['retry-after']).toBe('1');
    // Within the wait every new address is refused before its guess is even checked.
    expect((await login(email, TEST_PASSWORD, '10.70.0.11')).statusCode).toBe(429);
    const waits = [];
    for (let attempt = 12; attempt <= 16; attempt++) {
      clock.advanceSeconds(Number(waits.at(-1) ?? 1));
      const res = await login(email, WRONG, `10.70.0.${attempt}`);
      expect(res.statusCode).toBe(429);
      waits.push(res.headers['retry-after']);
    }
    expect(waits).toEqual(['2', '4', '8', '16', '32']);
    // The owner at home is never slowed by it.
    expect((await login(email, TEST_PASSWORD, OWNER_HOME)).statusCode).toBe(200);
    // The owner from a new address waits what is left, then gets in.
    expect((await login(email, TEST_PASSWORD, '10.71.0.1')).statusCode).toBe(429);
    clock.advanceSeconds(32);
    expect((await login(email, TEST_PASSWORD, '10.71.0.1')).statusCode).toBe(200);
  });

  it('the waits stop growing at 15 minutes, and the count runs out after a day', async () => {
    const email = await ownerAtHome();
    let retryAfter = 0;
    for (let attempt = 1; attempt <= 25; attempt++) {
      clock.advanceSeconds(retryAfter);
      const res = await login(email, WRONG, `10.72.0.${attempt}`);
      retryAfter = Number(res.headers['retry-after'] ?? 0);
    }
    expect(retryAfter).toBe(900);
    clock.advanceMinutes(24 * 60);
    expect((await login(email, WRONG, '10.72.1.1')).statusCode).toBe(401);
  });

  it('an address spraying many accounts is stopped, but not for accounts that signed in there', async () => {
    const office = '10.80.0.1';
    const { email: colleague } = await createTestUser(t.database.db);
    expect((await login(colleague, TEST_PASSWORD, office)).statusCode).toBe(200);
    const { email: newcomer } = await createTestUser(t.database.db);
    for (let attempt = 0; attempt < 50; attempt++) {
      await login(`spray-${attempt}@example.com`, WRONG, office);
    }
    const refused = await login(newcomer, TEST_PASSWORD, office);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('from this network');
    expect((await login(colleague, TEST_PASSWORD, office)).statusCode).toBe(200);
    clock.advanceMinutes(16);
  });

  it('the owner’s own mistakes at home still lock them there, for 15 minutes', async () => {
    const email = await ownerAtHome();
    for (let attempt = 1; attempt <= 10; attempt++) await login(email, WRONG, OWNER_HOME);
    expect((await login(email, TEST_PASSWORD, OWNER_HOME)).statusCode).toBe(429);
    clock.advanceMinutes(16);
    expect((await login(email, TEST_PASSWORD, OWNER_HOME)).statusCode).toBe(200);
  });
});

describe('PIN sign-in limits', () => {
  it('wrong PINs from elsewhere do not lock the owner’s PIN at home', async () => {
    const email = await ownerAtHome('4826');
    for (let attempt = 1; attempt <= 12; attempt++) await verifyPin(email, '0000', '10.90.0.1');
    const attacker = await verifyPin(email, '4826', '10.90.0.1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().message).toBe(
      'Too many incorrect PIN attempts. PIN sign-in is locked; try again in 15 minutes, or sign in with your password.',
    );
    expect((await verifyPin(email, '4826', OWNER_HOME)).statusCode).toBe(200);
  });

  it('PIN guesses spread over addresses wait longer each time, up to an hour', async () => {
    const email = await ownerAtHome('7391');
    let retryAfter = 0;
    for (let attempt = 1; attempt <= 20; attempt++) {
      clock.advanceSeconds(retryAfter);
      const res = await verifyPin(email, '0000', `10.91.0.${attempt}`);
      retryAfter = Number(res.headers['retry-after'] ?? 0);
      if (attempt === 5) {
        expect(res.json().message).toBe(
          'Too many incorrect PIN attempts for this account. Try again in 1 second, or sign in with your password.',
        );
      }
    }
    expect(retryAfter).toBe(3600);
    expect((await verifyPin(email, '7391', '10.91.1.1')).statusCode).toBe(429);
    expect((await verifyPin(email, '7391', OWNER_HOME)).statusCode).toBe(200);
  });
});

describe('the address the limits count under', () => {
  it('behind a trusted proxy is the one the proxy added, and junk there falls back to the peer', async () => {
    const proxied = await createTestApp({ trustProxy: true }, { clock });
    try {
      const { email } = await createTestUser(proxied.database.db);
      const attempt = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: WRONG },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // A client writing a new address of its own before the proxy's does not get fresh tries.
      for (let n = 1; n <= 9; n++) {
        expect((await attempt(`192.0.2.${n}, 203.0.113.7`)).statusCode).toBe(401);
      }
      const tenth = await attempt('192.0.2.99, 203.0.113.7');
      expect(tenth.json().message).toBe(
        'Too many failed sign-in attempts. Please try again in 15 minutes.',
      );
      // A value that is no address (here far longer than any index row) is never a key.
      const junk = await attempt('x'.repeat(3000));
      expect(junk.statusCode).toBe(429);
      expect(junk.json().message).toContain('for this account');
    } finally {
      await proxied.close();
    }
  });
});
