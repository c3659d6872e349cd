import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from './demo/demo-data';
import { bearer, createTestUser, signIn, signInCast, TEST_PASSWORD } from './test/factories';
import {
  type Caller,
  checkResponse,
  collectIds,
  describeRequest,
  emptyKnown,
  type FuzzRequest,
  type FuzzResponse,
  type Known,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  poolNameOfPath,
  requestsFor,
} from './test/openapi-fuzz';
import { createTestApp } from './test/test-app';

/**
 * Fuzzing from the API's own description (issue 20): for every operation of /api/openapi.json,
 * requests built from its schemas and then broken (test/openapi-fuzz.ts), sent as an admin, a
 * manager of one site, a supervisor, a technician, a client, with no token and with forged
 * tokens. No answer may be a 5xx, carry a stack trace or SQL, or break the error shape; a secured
 * operation answers 401 to a caller without a valid token; and the server stays healthy.
 *
 * `npm test` sends FUZZ_RUNS (default 40) requests per operation with a fixed seed;
 * `npm run fuzz` (bench/fuzz.mjs) sends thousands with a new seed, over real HTTP.
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run <this file>.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20_020);
const OVER_HTTP = process.env.FUZZ_HTTP === '1';
const ON_POSTGRES = process.env.TEST_DB_DRIVER === 'postgres';
/** The share of operations that must answer 2xx at least once (see the last test). */
const REACHED_SHARE = RUNS >= 40 ? 0.6 : 0;

/** Reads first, then creates, edits, deletes; signing out ends sessions, so it comes last. */
const rank = (operation: Operation) =>
  operation.path === '/api/auth/logout'
    ? 9
    : ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].indexOf(operation.method);

/** One seed per operation, from the run's seed: an operation's requests do not depend on others. */
function seedOf(operation: Operation) {
  let hash = SEED | 0;
  for (const char of `${operation.method} ${operation.path}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  }
  return hash | 0;
}

const t = await createTestApp();
const doc = (await t.app.inject('/api/openapi.json')).json() as OpenApiDocument;
const operations = operationsOf(doc).sort((a, b) => rank(a) - rank(b));

const pools: Known = emptyKnown();
let callers: fc.Arbitrary<Caller>;
const anonymous = new Set(['anonymous', 'forged']);
let adminEmail = '';
let send: (request: FuzzRequest) => Promise<FuzzResponse>;
let sent = 0;
/** Answers by operation and status, printed with FUZZ_STATS=1 (bench/fuzz.mjs sets it). */
const statuses = new Map<string, Map<number, number>>();
const startedAt = Date.now();

async function sendOverHttp(port: number, agent: http.Agent, request: FuzzRequest) {
  return new Promise<FuzzResponse>((resolve, reject) => {
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.payload !== undefined)
      headers['content-length'] = Buffer.byteLength(request.payload);
    const outgoing = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.payload);
  });
}

beforeAll(async () => {
  const db = t.database.db;
  await loadDemoData(db);

  // The cast signs in; the demo's own people are the records the fuzz may change or delete.
  const first = await signInCast(t.app, db, [['admin', 'admin', []]]);
  const sites = await t.app.inject({
    url: '/api/sites',
    headers: bearer(first.tokens.admin ?? ''),
  });
  const siteId = (sites.json() as { id: string }[])[0]?.id;
  if (!siteId) throw new Error('the demo data has no site');
  const rest = await signInCast(t.app, db, [
    ['manager', 'manager', [siteId]],
    ['supervisor', 'supervisor', [siteId]],
    ['technician', 'technician', [siteId]],
    ['client', 'client', [siteId]],
  ]);
  const ids = { ...first.ids, ...rest.ids };
  const tokens = { ...first.tokens, ...rest.tokens };
  const admin = await t.app.inject({
    url: '/api/auth/profile',
    headers: bearer(tokens.admin ?? ''),
  });
  adminEmail = admin.json().user.email;

  // Every list the admin can read gives the ids the requests use; then the details of a few.
  const read = async (url: string) => {
    const res = await t.app.inject({ url, headers: bearer(tokens.admin ?? '') });
    return res.statusCode === 200 && res.headers['content-type']?.toString().includes('json')
      ? (res.json() as unknown)
      : null;
  };
  for (const operation of operations) {
    if (operation.method !== 'GET' || operation.pathParams.length > 0) continue;
    const limit = operation.queryParams.some((p) => p.name === 'limit') ? '?limit=100' : '';
    collectIds(pools, await read(`${operation.path}${limit}`), poolNameOfPath(operation.path));
  }
  for (const operation of operations) {
    if (operation.method !== 'GET' || operation.pathParams.length !== 1) continue;
    const [param] = operation.pathParams;
    if (param?.name !== 'id') continue;
    const owner = poolNameOfPath(operation.path.slice(0, operation.path.indexOf('{')));
    for (const id of [...(pools.ids.get(owner) ?? [])].slice(0, 3)) {
      const answer = await read(operation.path.replace('{id}', id));
      collectIds(pools, answer, poolNameOfPath(operation.path));
    }
  }
  // The cast and the default roles are not for the fuzz to change: it would lock itself out.
  const roles = ((await read('/api/roles')) ?? []) as { id: string; isDefault: boolean }[];
  const kept = [...Object.values(ids), ...roles.filter((r) => r.isDefault).map((r) => r.id)];
  for (const pool of pools.ids.values()) for (const id of kept) pool.delete(id);

  const token = (key: string) => `Bearer ${tokens[key] ?? ''}`;
  const adminToken = tokens.admin ?? '';
  const [, payload = ''] = adminToken.split('.');
  const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const forged = [
    'Bearer ',
    'Bearer not-a-token',
    'Bearer a.b.c',
    `Bearer ${adminToken.slice(0, -2)}${adminToken.endsWith('AA') ? 'BB' : 'AA'}`,
    `Bearer ${none}.${payload}.`,
    `Basic ${Buffer.from(`${adminEmail}:Test@1234`).toString('base64')}`,
    `bearer ${'x'.repeat(5000)}`,
  ];
  callers = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.constantFrom(
        ...['admin', 'manager', 'supervisor', 'technician', 'client'].map((key) => ({
          key,
          authorization: token(key),
        })),
      ),
    },
    { weight: 1, arbitrary: fc.constant({ key: 'anonymous' }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...forged)
        .map((authorization) => ({ key: 'forged', authorization })),
    },
  );

  if (OVER_HTTP) {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    send = (request) => sendOverHttp(port, agent, request);
  } else {
    send = async (request) => {
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      return { statusCode: res.statusCode, headers: res.headers, body: res.body };
    };
  }
  console.info(
    `API fuzz: ${operations.length} operations × ${RUNS} requests, seed ${SEED}` +
      (OVER_HTTP ? ', over HTTP' : ', through app.inject'),
  );
}, 120_000);

afterAll(async () => {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (process.env.FUZZ_STATS === '1') {
    for (const [name, counts] of statuses) {
      const line = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      console.info(`${name.padEnd(48)} ${line.join(' ')}`);
    }
  }
  const reached = [...statuses.values()].filter((counts) =>
    [...counts.keys()].some((status) => status >= 200 && status < 300),
  ).length;
  console.info(
    `API fuzz: ${sent} requests in ${seconds} s (seed ${SEED}); ${reached} of ` +
      `${operations.length} operations answered 2xx at least once`,
  );
  await t.close();
});

describe('malformed requests from the OpenAPI document', () => {
  it('covers every operation', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(pools.ids.get('site')?.size).toBeGreaterThan(0);
    expect(pools.ids.get('user')?.size).toBeGreaterThan(0);
  });

  for (const operation of operations) {
    const name = `${operation.method} ${operation.path}`;
    it(
      name,
      async () => {
        const seed = seedOf(operation);
        const requests = requestsFor(operation, callers, pools).map((request) =>
          Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) }),
        );
        let failure = '';
        const details = await fc.check(
          fc.asyncProperty(requests, async (request) => {
            sent++;
            const response = await send(request);
            const counts = statuses.get(name) ?? new Map<number, number>();
            counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
            statuses.set(name, counts);
            if (process.env.FUZZ_DEBUG && name.includes(process.env.FUZZ_DEBUG)) {
              console.info(
                `${describeRequest(request)}\n→ ${response.statusCode} ${response.body.slice(0, 300)}\n`,
              );
            }
            const problems = checkResponse(
              operation,
              request,
              response,
              anonymous.has(request.who),
            );
            if (problems.length > 0) {
              failure = `${problems.join('; ')}\n\n${describeRequest(request)}\n\n→ ${response.statusCode} ${response.body.slice(0, 600)}`;
              return false;
            }
            return true;
          }),
          { seed, numRuns: RUNS },
        );
        if (details.failed) {
          // The smallest failing request fast-check found (it shrinks), and how to run it again.
          const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
          const env = [
            `FUZZ_SEED=${SEED}`,
            `FUZZ_RUNS=${RUNS}`,
            ...(OVER_HTTP ? ['FUZZ_HTTP=1'] : []),
            ...(ON_POSTGRES ? ['TEST_DATABASE_URL=...'] : []),
          ];
          throw new Error(
            `${failure || error}\n\nRun seed ${SEED}, operation seed ${details.seed}, ` +
              `after ${details.numRuns} requests, shrunk ${details.numShrinks} times. Again: ` +
              `${env.join(' ')} npx vitest run --project server-${ON_POSTGRES ? 'postgres' : 'pglite'} ` +
              `apps/server/src/api-fuzz.test.ts -t '${name}'`,
          );
        }
        // The server answers after every operation's requests.
        const health = await send({ who: 'health', method: 'GET', url: '/health', headers: {} });
        expect(health.statusCode, health.body).toBe(200);
      },
      20_000 + RUNS * 400,
    );
  }

  it('leaves the server healthy: health, and a normal sign-in still works', async () => {
    const health = await t.app.inject('/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const token = await signIn(t.app, adminEmail);
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.email).toBe(adminEmail);
    const sites = await t.app.inject({ url: '/api/sites', headers: bearer(token) });
    expect(sites.statusCode).toBe(200);
    // And a new account from another address (the fuzz's failed sign-ins count against its own).
    const { email } = await createTestUser(t.database.db, { role: 'technician' });
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: '203.0.113.7',
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  // A fuzz whose requests all stop at the validator proves little: most operations must have
  // been carried out at least once (a 2xx), so that their services met the requests too.
  it('reached the services, not only the validator', () => {
    const done = [...statuses.values()].filter((counts) =>
      [...counts.keys()].some((status) => status >= 200 && status < 300),
    );
    expect(done.length).toBeGreaterThanOrEqual(Math.floor(operations.length * REACHED_SHARE));
  });
});
