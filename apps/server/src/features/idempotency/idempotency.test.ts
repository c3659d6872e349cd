import { createHash, randomUUID } from 'node:crypto';
import { msg } from '@cmms/shared/i18n/message';
import { en, translatorFor } from '@cmms/shared/i18n/source-translators';
import { appliedEarlierSchema, IDEMPOTENCY_KEY_TTL_DAYS } from '@cmms/shared/idempotency';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SYSTEM_ACTOR } from '../../lib/actor';
import { requireAuth } from '../../lib/auth/require-auth';
import { conflict } from '../../lib/errors';
import { currentTransactionStart } from '../../lib/transaction-start';
import { bearer, createTestUser, type HttpMethod, signIn, signInCast } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { testConfig } from '../../test/test-config';
import { recordActivity } from '../activity/activity.service';
import { activityLogs } from '../activity/activity.table';
import { attendanceRecords } from '../attendance/attendance.table';
import { sessionAuthenticator } from '../sessions/sessions.service';
import { createSite } from '../sites/sites.service';
import { tasks } from '../work-orders/work-orders.table';
import { findKey } from './idempotency.repository';
import {
  ANSWER_BODY_MAX_BYTES,
  CLAIM_GRACE_MS,
  KEYS_KEPT_PER_USER,
  SWEEP_BATCH,
  sweepExpiredKeys,
} from './idempotency.service';
import { idempotencyKeys } from './idempotency.table';

// 09:00 local time, so "today" is 2026-06-15 wherever the tests run.
const clock = testClock(new Date(2026, 5, 15, 9, 0));
const NORTH = { latitude: 40.7128, longitude: -74.006 };
const near = { latitude: NORTH.latitude + 0.0003, longitude: NORTH.longitude, accuracy: 12 };

let t: TestApp;
let north: { id: string };
let tokens: Record<string, string> = {};
let ids: Record<string, string> = {};
let keyNumber = 0;
const newKey = () => `key-${++keyNumber}`;

/**
 * Routes to watch the hooks with. /probe counts its runs, may wait on a gate (a change still
 * being applied) and may fail (a 5xx); it writes nothing. /probe-tx writes an activity entry in a
 * transaction, as every change does: it may wait before its transaction or inside it, refuse
 * inside it (rolled back), fail after the commit, and answers whether its transaction saw the key
 * marked, and whether the handler and a service it calls saw the request's transaction hook.
 */
const probe = {
  runs: 0,
  gate: null as Promise<void> | null,
  failNext: false,
  /** Taken one per /probe-tx run: a wait before its transaction. */
  gatesBefore: [] as (Promise<void> | null)[],
  /** Taken one per /probe-tx run: a wait inside its transaction, after its write. */
  gatesInside: [] as (Promise<void> | null)[],
  /** Set while a /probe-tx run waits inside its transaction. */
  insideTx: false,
};
const opened = () => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open };
};
const PROBE_ACTION = 'idempotency_probe';
const probeTxBody = z.object({
  n: z.number(),
  fail: z.enum(['inside', 'after-commit']).optional(),
  pad: z.number().int().max(100_000).optional(),
});

/** What a service called by the handler sees, after awaiting the database like one. */
async function serviceSeesHook() {
  await t.database.db.execute(sql`select 1`);
  return Boolean(currentTransactionStart()?.hook);
}

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = testConfig();
  const sessions = sessionAuthenticator(t.database.db, {
    secret: config.jwtSecret ?? '',
    ttlHours: config.tokenTtlHours,
  });
  app.addHook('onRequest', requireAuth({ clock, sessions }));
  const signedIn = { security: [{ bearerAuth: [] }] };
  app.post(
    '/probe',
    { schema: { ...signedIn, body: z.object({ n: z.number() }).optional() } },
    async () => {
      probe.runs++;
      if (probe.gate) await probe.gate;
      if (probe.failNext) {
        probe.failNext = false;
        throw new Error('the probe fails on our side');
      }
      return { run: probe.runs };
    },
  );
  // A signed-in change whose schema does not say so: the hook checks the header itself.
  app.post('/probe-bare', async () => ({ run: ++probe.runs }));
  app.post('/probe-tx', { schema: { ...signedIn, body: probeTxBody } }, async (request) => {
    const { n, fail, pad } = request.body;
    const run = ++probe.runs;
    const handlerSaw = Boolean(currentTransactionStart()?.hook);
    const serviceSaw = await serviceSeesHook();
    const before = probe.gatesBefore.shift();
    if (before) await before;
    const inside = probe.gatesInside.shift();
    const markedInside = await t.database.db.transaction(async (tx) => {
      await recordActivity(tx, SYSTEM_ACTOR, {
        action: PROBE_ACTION,
        description: msg('users.languageFollowsBrowser', { name: `probe ${n}` }),
        type: 'system',
      });
      if (inside) {
        probe.insideTx = true;
        await inside;
        probe.insideTx = false;
      }
      if (fail === 'inside') throw conflict(msg('assets.openWork', { count: n }));
      // The key's row as this transaction sees it: marked before the change's first write.
      const [row] = await tx
        .select({ applied: idempotencyKeys.applied })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, request.auth?.actor.id ?? ''),
            eq(idempotencyKeys.key, String(request.headers['idempotency-key'])),
          ),
        );
      return row?.applied ?? null;
    });
    if (fail === 'after-commit') throw new Error('the probe fails after its commit');
    return { run, handlerSaw, serviceSaw, markedInside, pad: 'x'.repeat(pad ?? 0) };
  });
  app.post('/probe-refusal', { schema: signedIn }, async () => {
    throw conflict(msg('sites.deleteBlockedBy', { name: 'because '.repeat(2_000), blockers: '' }));
  });
};

const send = (
  who: string,
  method: HttpMethod,
  url: string,
  payload?: object,
  key?: string,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...bearer(tokens[who] ?? ''),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
      ...extra,
    },
    ...(payload ? { payload } : {}),
  });

const rowOf = (who: string, key: string) => findKey(t.database.db, { userId: ids[who] ?? '', key });

async function activityCount(action: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(activityLogs)
    .where(eq(activityLogs.action, action));
  return row?.n ?? 0;
}

beforeAll(async () => {
  // Sessions outlive the week the expiry tests move the clock by.
  t = await createTestApp({ tokenTtlHours: 24 * 365 }, { clock });
  await t.app.register(probeRoutes, { prefix: '/api' });
  const db = t.database.db;
  north = await createSite({ db }, SYSTEM_ACTOR, {
    name: 'North Plant',
    mapLocation: `${NORTH.latitude},${NORTH.longitude}`,
  });
  ({ ids, tokens } = await signInCast(t.app, db, [
    ['manager', 'manager', [north.id]],
    ['technician', 'technician', [north.id]],
    ['otherTech', 'technician', [north.id]],
    ['client', 'client', [north.id]],
    ['puncher', 'technician', [north.id]],
    ['prober', 'technician', [north.id]],
  ]));
});
afterAll(() => t.close());

const taskForm = (title: string) => ({
  title,
  description: 'It leaks',
  dueDate: '2026-06-30',
  assignedToId: ids.technician,
  siteId: north.id,
  assetId: undefined,
});

async function addTask(title: string) {
  const asset = await send('manager', 'POST', '/api/assets', { name: 'Pump', siteId: north.id });
  const res = await send('manager', 'POST', '/api/tasks', {
    ...taskForm(title),
    assetId: asset.json().id,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string };
}

describe('a keyed change sent twice', () => {
  it('creates one work order and replays the first answer, marked as replayed', async () => {
    const asset = await send('manager', 'POST', '/api/assets', { name: 'Valve', siteId: north.id });
    const form = { ...taskForm('Replace the valve'), assetId: asset.json().id };
    const key = newKey();
    const first = await send('manager', 'POST', '/api/tasks', form, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send('manager', 'POST', '/api/tasks', form, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    const [made] = await t.database.db
      .select({ n: count() })
      .from(tasks)
      .where(eq(tasks.title, 'Replace the valve'));
    expect(made?.n).toBe(1);
  });

  it('keeps the answer as JSON when the first was sent compressed', async () => {
    const asset = await send('manager', 'POST', '/api/assets', { name: 'Fan', siteId: north.id });
    const form = {
      ...taskForm('Balance the fan'),
      description: 'Vibrates. '.repeat(300),
      assetId: asset.json().id,
    };
    const key = newKey();
    const first = await send('manager', 'POST', '/api/tasks', form, key, {
      'accept-encoding': 'gzip',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await send('manager', 'POST', '/api/tasks', form, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toMatchObject({
      title: 'Balance the fan',
      description: form.description.trim(),
    });
  });

  it('changes a status once: a replay after someone else’s change does not apply it again', async () => {
    const task = await addTask('Fix the pump');
    const key = newKey();
    const url = `/api/tasks/${task.id}/status`;
    const before = await activityCount('task_completed');
    const done = await send('technician', 'PATCH', url, { status: 'completed' }, key);
    expect(done.statusCode, done.body).toBe(200);
    const reopened = await send('manager', 'PATCH', url, { status: 'in_progress' });
    expect(reopened.json().status).toBe('in_progress');
    const replay = await send('technician', 'PATCH', url, { status: 'completed' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().status).toBe('completed');
    expect(await activityCount('task_completed')).toBe(before + 1);
    const now = await send('manager', 'GET', `/api/tasks/${task.id}`);
    expect(now.json().status).toBe('in_progress');
  });

  it('punches in and out once each; the replays answer as the first did', async () => {
    const body = { siteId: north.id, location: near };
    const [inKey, outKey] = [newKey(), newKey()];
    const punchIn = await send('technician', 'POST', '/api/attendance/check-in', body, inKey);
    expect(punchIn.statusCode, punchIn.body).toBe(201);
    // Without the key this would be "Already punched in today" (409).
    const inAgain = await send('technician', 'POST', '/api/attendance/check-in', body, inKey);
    expect(inAgain.statusCode).toBe(201);
    expect(inAgain.headers['idempotent-replayed']).toBe('true');
    expect(inAgain.json()).toEqual(punchIn.json());
    const punchOut = await send('technician', 'POST', '/api/attendance/check-out', body, outKey);
    expect(punchOut.statusCode, punchOut.body).toBe(200);
    const outAgain = await send('technician', 'POST', '/api/attendance/check-out', body, outKey);
    expect(outAgain.statusCode).toBe(200);
    expect(outAgain.json()).toEqual(punchOut.json());
    const [records] = await t.database.db
      .select({ n: count() })
      .from(attendanceRecords)
      .where(eq(attendanceRecords.userId, ids.technician ?? ''));
    expect(records?.n).toBe(1);
  });

  it('replays a refusal too: the first answer is the answer', async () => {
    const key = newKey();
    const body = { siteId: north.id, location: { ...near, latitude: NORTH.latitude + 0.045 } };
    const first = await send('otherTech', 'POST', '/api/attendance/check-in', body, key);
    expect(first.statusCode).toBe(400);
    const again = await send('otherTech', 'POST', '/api/attendance/check-in', body, key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });
});

describe('keys', () => {
  it('belong to their user: the same key from another user is another change', async () => {
    const key = newKey();
    const mine = await send('technician', 'POST', '/api/probe', { n: 1 }, key);
    const theirs = await send('otherTech', 'POST', '/api/probe', { n: 1 }, key);
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().run).toBe(mine.json().run + 1);
    const mineAgain = await send('technician', 'POST', '/api/probe', { n: 1 }, key);
    expect(mineAgain.headers['idempotent-replayed']).toBe('true');
    expect(mineAgain.json()).toEqual(mine.json());
  });

  it('answer 422 to another body, method or path under a key already used', async () => {
    const key = newKey();
    expect((await send('technician', 'POST', '/api/probe', { n: 1 }, key)).statusCode).toBe(200);
    const runs = probe.runs;
    const otherBody = await send('technician', 'POST', '/api/probe', { n: 2 }, key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      code: 'UNPROCESSABLE_ENTITY',
      message: en('idempotency.reused', { method: 'POST', path: '/api/probe' }),
      error: en('idempotency.reused', { method: 'POST', path: '/api/probe' }),
    });
    const otherPath = await send(
      'technician',
      'POST',
      '/api/attendance/check-in',
      { siteId: north.id, location: near },
      key,
    );
    expect(otherPath.statusCode).toBe(422);
    expect(probe.runs).toBe(runs);
  });

  it('refuse a malformed header with 400 in the error shape, on every kind of route', async () => {
    for (const key of ['', 'has space', 'x'.repeat(101), 'ünïcode', 'a,b']) {
      for (const url of ['/api/probe', '/api/probe-bare', '/api/notifications/read-all']) {
        const method = url.startsWith('/api/probe') ? 'POST' : 'PUT';
        const res = await send('technician', method, url, { n: 1 }, key);
        expect(res.statusCode, `${url} ${JSON.stringify(key)}`).toBe(400);
        expect(res.json().message).toBe(en('idempotency.badKey'));
        expect(res.json().errors).toEqual({ 'idempotency-key': en('idempotency.badKey') });
      }
    }
    const longest = 'aZ0_-:.'.repeat(14).slice(0, 100);
    expect((await send('technician', 'POST', '/api/probe', { n: 1 }, longest)).statusCode).toBe(
      200,
    );
  });

  it('are ignored on reads and on public calls', async () => {
    const stored = async () =>
      (await t.database.db.select({ n: count() }).from(idempotencyKeys))[0]?.n;
    const before = await stored();
    for (const key of ['bad key!', newKey()]) {
      const read = await send('technician', 'GET', '/api/tasks', undefined, key);
      expect(read.statusCode).toBe(200);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'idempotency-key': key },
        payload: { email: 'nobody@example.com', password: 'wrong' },
      });
      expect(login.statusCode).toBe(401);
    }
    expect(await stored()).toBe(before);
  });
});

describe('the order of the hooks', () => {
  it('takes a key only after authentication, authorization and validation passed', async () => {
    const task = await addTask('Check the order');
    const url = `/api/tasks/${task.id}/status`;
    const key = newKey();
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { 'idempotency-key': key },
      payload: { status: 'completed' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await send('client', 'PATCH', url, { status: 'completed' }, key)).statusCode).toBe(403);
    expect(await rowOf('client', key)).toBeNull();
    expect((await send('technician', 'PATCH', url, { status: 'done' }, key)).statusCode).toBe(400);
    expect(await rowOf('technician', key)).toBeNull();
    // The key is still free: the valid request runs, it is neither replayed nor a 422.
    const res = await send('technician', 'PATCH', url, { status: 'completed' }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowOf('technician', key)).toMatchObject({ method: 'PATCH', path: url });
  });
});

describe('a change still being applied', () => {
  it('answers a duplicate arriving meanwhile 409 with Retry-After, then replays the answer', async () => {
    const key = newKey();
    let open = () => {};
    probe.gate = new Promise((resolve) => {
      open = resolve;
    });
    const runs = probe.runs;
    const first = send('technician', 'POST', '/api/probe', { n: 7 }, key);
    await expect.poll(() => probe.runs).toBe(runs + 1);
    const duplicate = await send('technician', 'POST', '/api/probe', { n: 7 }, key);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(
      'This change is still being applied; try again in a moment.',
    );
    expect(duplicate.headers['retry-after']).toBe('1');
    probe.gate = null;
    open();
    expect((await first).statusCode).toBe(200);
    const later = await send('technician', 'POST', '/api/probe', { n: 7 }, key);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(probe.runs).toBe(runs + 1);
  });
});

/** The hash the server keeps: SHA-256 of the body as sent (inject sends JSON.stringify). */
const bodyHashOf = (body: object) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

describe('answers that are not kept', () => {
  it('gives the key back on a 5xx, so the retry runs again', async () => {
    const key = newKey();
    probe.failNext = true;
    const failed = await send('technician', 'POST', '/api/probe', { n: 5 }, key);
    expect(failed.statusCode).toBe(500);
    expect(await rowOf('technician', key)).toBeNull();
    const runs = probe.runs;
    const retry = await send('technician', 'POST', '/api/probe', { n: 5 }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(probe.runs).toBe(runs + 1);
  });

  it(`forgets a key after ${IDEMPOTENCY_KEY_TTL_DAYS} days: it runs again, and the sweep deletes the rest`, async () => {
    const [old, other] = [newKey(), newKey()];
    await send('otherTech', 'POST', '/api/probe', { n: 1 }, old);
    await send('otherTech', 'POST', '/api/probe', { n: 1 }, other);
    clock.advanceMinutes(IDEMPOTENCY_KEY_TTL_DAYS * 24 * 60 - 1);
    const within = await send('otherTech', 'POST', '/api/probe', { n: 1 }, old);
    expect(within.headers['idempotent-replayed']).toBe('true');
    clock.advanceMinutes(2);
    const runs = probe.runs;
    const after = await send('otherTech', 'POST', '/api/probe', { n: 1 }, old);
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(probe.runs).toBe(runs + 1);
    expect(await rowOf('otherTech', other)).not.toBeNull();
    await sweepExpiredKeys({ db: t.database.db, clock });
    expect(await rowOf('otherTech', other)).toBeNull();
    expect(await rowOf('otherTech', old)).not.toBeNull();
    expect(await expiredCount()).toBe(0);
  });
});

const expiredCount = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.expiresAt} <= ${clock.now()}`)
  )[0]?.n;

describe('the API description', () => {
  it('documents the header on signed-in changes only, bounded', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const headerOf = (path: string, method: string) =>
      (doc.paths[path][method].parameters ?? []).find(
        (p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key',
      );
    for (const [path, method] of [
      ['/api/tasks/{id}/status', 'patch'],
      ['/api/attendance/check-in', 'post'],
      ['/api/checklists/{id}/progress', 'put'],
      ['/api/tasks/{id}', 'delete'],
    ] as const) {
      expect(headerOf(path, method), `${method} ${path}`).toMatchObject({
        required: false,
        schema: { type: 'string', maxLength: 100 },
      });
    }
    expect(headerOf('/api/tasks', 'get')).toBeUndefined();
    expect(headerOf('/api/auth/login', 'post')).toBeUndefined();
  });

  it('lets the mobile wrapper send the header and read the replay mark (CORS)', async () => {
    const cors = await createTestApp({ corsOrigins: ['capacitor://localhost'] });
    try {
      const preflight = await cors.app.inject({
        method: 'OPTIONS',
        url: '/api/attendance/check-in',
        headers: {
          origin: 'capacitor://localhost',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,idempotency-key',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(String(preflight.headers['access-control-allow-headers'])).toContain(
        'idempotency-key',
      );
      const answer = await cors.app.inject({
        url: '/health',
        headers: { origin: 'capacitor://localhost' },
      });
      expect(String(answer.headers['access-control-expose-headers'])).toContain(
        'Idempotent-Replayed',
      );
    } finally {
      await cors.close();
    }
  });
});

/** The row a process leaves when it dies holding a key: no answer, taken by it. */
async function leaveClaim(who: string, key: string, request: { path: string; body: object }) {
  const now = clock.now();
  await t.database.db.insert(idempotencyKeys).values({
    userId: ids[who] ?? '',
    key,
    method: 'POST',
    path: request.path,
    bodyHash: bodyHashOf(request.body),
    claim: randomUUID(),
    claimedBy: 'a-process-that-died',
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_DAYS * 86_400_000),
  });
}

const onPostgres = () => t.database.kind === 'postgres';

/**
 * Sends a repeat of a key a dead process held. PGlite is opened by one process at a time, so
 * that process's keys are free at once; on PostgreSQL its instance may be alive, so the repeat
 * is told to try again until CLAIM_GRACE_MS has passed since the key was taken.
 */
async function sendAfterDeadClaim(...args: Parameters<typeof send>) {
  if (onPostgres()) {
    const soon = await send(...args);
    expect(soon.statusCode, soon.body).toBe(409);
    expect(soon.json().message).toBe(en('idempotency.inProgress'));
    expect(soon.headers['retry-after']).toBe('1');
    clock.advanceSeconds(CLAIM_GRACE_MS / 1000 + 1);
  }
  return send(...args);
}

/** How many entries a probe wrote, by its name ('probe 102'): their English, as stored. */
const probeCount = async (probe: string) => {
  const description = en('users.languageFollowsBrowser', { name: probe });
  return (
    await t.database.db
      .select({ n: count() })
      .from(activityLogs)
      .where(and(eq(activityLogs.action, PROBE_ACTION), eq(activityLogs.description, description)))
  )[0]?.n;
};

describe('a change its server died in (issue 29, item 18)', () => {
  it('runs again when it never committed: the key goes to the repeat, which applies it once', async () => {
    const body = { siteId: north.id, location: near };
    const key = newKey();
    // The process took the key and died before its transaction committed.
    await leaveClaim('puncher', key, { path: '/api/attendance/check-in', body });
    const repeat = await sendAfterDeadClaim(
      'puncher',
      'POST',
      '/api/attendance/check-in',
      body,
      key,
    );
    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBeUndefined();
    const again = await send('puncher', 'POST', '/api/attendance/check-in', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(repeat.json());
    const [records] = await t.database.db
      .select({ n: count() })
      .from(attendanceRecords)
      .where(eq(attendanceRecords.userId, ids.puncher ?? ''));
    expect(records?.n).toBe(1);
  });

  it('answers "applied" when it committed but its answer was never stored, and never runs it twice', async () => {
    const task = await addTask('Seal the joint');
    const url = `/api/tasks/${task.id}/status`;
    const key = newKey();
    const before = await activityCount('task_completed');
    const done = await send('technician', 'PATCH', url, { status: 'completed' }, key);
    expect(done.statusCode, done.body).toBe(200);
    expect(await rowOf('technician', key)).toMatchObject({ applied: true });
    // The process died after the commit, before the answer was written.
    await t.database.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, claimedBy: 'a-process-that-died' })
      .where(and(eq(idempotencyKeys.userId, ids.technician ?? ''), eq(idempotencyKeys.key, key)));
    await send('manager', 'PATCH', url, { status: 'in_progress' });
    const repeat = await sendAfterDeadClaim(
      'technician',
      'PATCH',
      url,
      { status: 'completed' },
      key,
    );
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(appliedEarlierSchema.parse(repeat.json())).toEqual({
      applied: true,
      message: en('idempotency.appliedEarlier'),
    });
    expect(await activityCount('task_completed')).toBe(before + 1);
    expect((await send('manager', 'GET', `/api/tasks/${task.id}`)).json().status).toBe(
      'in_progress',
    );
  });

  it('marks the key in the change’s own transaction: applied only when it commits', async () => {
    const [kept, refused] = [newKey(), newKey()];
    const ok = await send('prober', 'POST', '/api/probe-tx', { n: 101 }, kept);
    expect(ok.statusCode, ok.body).toBe(200);
    // The mark is the transaction's first statement, so the change saw it; it committed with it.
    expect(ok.json()).toMatchObject({ markedInside: true });
    expect(await rowOf('prober', kept)).toMatchObject({ applied: true, responseStatus: 200 });
    const no = await send('prober', 'POST', '/api/probe-tx', { n: 102, fail: 'inside' }, refused);
    expect(no.statusCode).toBe(409);
    expect(await rowOf('prober', refused)).toMatchObject({ applied: false, responseStatus: 409 });
    expect(await probeCount('probe 102')).toBe(0);
    // Without a key nothing is marked, and nothing hooks the transaction.
    const plain = await send('prober', 'POST', '/api/probe-tx', { n: 103 });
    expect(plain.json()).toMatchObject({
      markedInside: null,
      handlerSaw: false,
      serviceSaw: false,
    });
  });

  it('runs the route handler and the services it calls in the request’s hook context', async () => {
    const res = await send('prober', 'POST', '/api/probe-tx', { n: 104 }, newKey());
    expect(res.json()).toMatchObject({ handlerSaw: true, serviceSaw: true });
    // The context ends with the request: the test's own code has none.
    expect(currentTransactionStart()).toBeNull();
  });

  it('refuses to commit a request whose key went to a repeat meanwhile', async () => {
    const key = newKey();
    const body = { n: 105 };
    const slow = opened();
    probe.gatesBefore.push(slow.gate);
    const runs = probe.runs;
    const first = send('prober', 'POST', '/api/probe-tx', body, key);
    await expect.poll(() => probe.runs).toBe(runs + 1);
    // The first request holds the key longer than the grace before its transaction begins.
    clock.advanceSeconds(CLAIM_GRACE_MS / 1000 + 1);
    const repeat = await send('prober', 'POST', '/api/probe-tx', body, key);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBeUndefined();
    slow.open();
    const late = await first;
    expect(late.statusCode).toBe(409);
    expect(late.headers['retry-after']).toBe('1');
    expect(await probeCount('probe 105')).toBe(1);
    const replay = await send('prober', 'POST', '/api/probe-tx', body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(repeat.json());
  });

  it('keeps a key whose change committed before a 5xx: the retry answers "applied", no second run', async () => {
    const key = newKey();
    const body = { n: 106, fail: 'after-commit' };
    const failed = await send('prober', 'POST', '/api/probe-tx', body, key);
    expect(failed.statusCode).toBe(500);
    const retry = await send('prober', 'POST', '/api/probe-tx', body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual({ applied: true, message: en('idempotency.appliedEarlier') });
    expect(await probeCount('probe 106')).toBe(1);
  });

  it.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
    'answers a repeat 409 at once while the change’s transaction runs (its row is locked), past the grace too',
    async () => {
      const key = newKey();
      const body = { n: 107 };
      const inside = opened();
      probe.gatesInside.push(inside.gate);
      const first = send('prober', 'POST', '/api/probe-tx', body, key);
      await expect.poll(() => probe.insideTx).toBe(true);
      clock.advanceSeconds(CLAIM_GRACE_MS / 1000 + 1);
      const repeat = await send('prober', 'POST', '/api/probe-tx', body, key);
      expect(repeat.statusCode).toBe(409);
      expect(repeat.headers['retry-after']).toBe('1');
      inside.open();
      expect((await first).statusCode).toBe(200);
      const later = await send('prober', 'POST', '/api/probe-tx', body, key);
      expect(later.headers['idempotent-replayed']).toBe('true');
      expect(await probeCount('probe 107')).toBe(1);
    },
  );

  it('still answers "may or may not" for a key taken before commits were recorded', async () => {
    // A row from migration 0023: no claim, no answer; its change may have committed.
    const key = newKey();
    await leaveClaim('prober', key, { path: '/api/probe-tx', body: { n: 108 } });
    await t.database.db
      .update(idempotencyKeys)
      .set({ claim: null, claimedBy: null })
      .where(and(eq(idempotencyKeys.userId, ids.prober ?? ''), eq(idempotencyKeys.key, key)));
    clock.advanceSeconds(CLAIM_GRACE_MS / 1000 + 1);
    const res = await send('prober', 'POST', '/api/probe-tx', { n: 108 }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(en('idempotency.unknownOutcome'));
    expect(res.headers['retry-after']).toBeUndefined();
    expect(await probeCount('probe 108')).toBe(0);
  });

  it('warns when a keyed change succeeds without a transaction to mark its key', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      await send('prober', 'POST', '/api/probe', { n: 1 }, newKey());
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatchObject({ method: 'POST', url: '/api/probe' });
      warn.mockClear();
      await send('prober', 'POST', '/api/probe-tx', { n: 109 }, newKey());
      await send('prober', 'POST', '/api/probe', { n: 1 });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('a bounded store (issue 29, item 17)', () => {
  it(`keeps an answer over ${ANSWER_BODY_MAX_BYTES} bytes as its status only, replayed as applied`, async () => {
    const [small, large] = [newKey(), newKey()];
    const whole = await send('prober', 'POST', '/api/probe-tx', { n: 110, pad: 6_000 }, small);
    expect((await rowOf('prober', small))?.responseBody).toBe(whole.body);
    const body = { n: 111, pad: 40_000 };
    const first = await send('prober', 'POST', '/api/probe-tx', body, large);
    expect(first.statusCode).toBe(200);
    expect(first.body.length).toBeGreaterThan(40_000);
    expect(await rowOf('prober', large)).toMatchObject({ responseStatus: 200, responseBody: null });
    const replay = await send('prober', 'POST', '/api/probe-tx', body, large);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(replay.json()).toEqual({ applied: true, message: en('idempotency.appliedEarlier') });
    // Said in the language of the request that asks again (issue 32).
    const spanish = await send('prober', 'POST', '/api/probe-tx', body, large, {
      'accept-language': 'es',
    });
    expect(spanish.json()).toEqual({
      applied: true,
      message: translatorFor('es').t('idempotency.appliedEarlier'),
    });
    expect(await probeCount('probe 111')).toBe(1);
  });

  it('keeps a large refusal as its code and message', async () => {
    const key = newKey();
    const first = await send('prober', 'POST', '/api/probe-refusal', undefined, key);
    expect(first.statusCode).toBe(409);
    expect(first.body.length).toBeGreaterThan(ANSWER_BODY_MAX_BYTES);
    const replay = await send('prober', 'POST', '/api/probe-refusal', undefined, key);
    expect(replay.statusCode).toBe(409);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const refusal = replay.json();
    expect(refusal.code).toBe('CONFLICT');
    expect(refusal.message).toBe(first.json().message.slice(0, 1_000));
    expect(replay.body.length).toBeLessThan(ANSWER_BODY_MAX_BYTES);
  });

  it(`keeps a user's newest ${KEYS_KEPT_PER_USER} keys, and one still being applied`, async () => {
    const { user, email } = await createTestUser(t.database.db, { role: 'technician' });
    const token = await signIn(t.app, email);
    const start = clock.now().getTime() - 86_400_000;
    const expiresAt = new Date(start + IDEMPOTENCY_KEY_TTL_DAYS * 86_400_000);
    const row = (i: number, answered: boolean) => ({
      userId: user.id,
      key: `old-${i}`,
      method: 'POST',
      path: '/api/probe',
      bodyHash: 'x',
      responseStatus: answered ? 200 : null,
      responseBody: answered ? '{}' : null,
      createdAt: new Date(start + i * 1000),
      expiresAt,
    });
    // The oldest is unanswered; then KEYS_KEPT_PER_USER answered ones.
    await t.database.db.insert(idempotencyKeys).values(row(0, false));
    for (let i = 1; i <= KEYS_KEPT_PER_USER; i += 250) {
      const batch = Array.from({ length: 250 }, (_, j) => row(i + j, true));
      await t.database.db.insert(idempotencyKeys).values(batch);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { ...bearer(token), 'idempotency-key': 'newest' },
      payload: { n: 1 },
    });
    expect(res.statusCode).toBe(200);
    const keysOf = async () =>
      (
        await t.database.db
          .select({ key: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.userId, user.id))
      ).map((r) => r.key);
    const kept = await keysOf();
    // The newest KEYS_KEPT_PER_USER (the new key and 999 answered) and the unanswered one.
    expect(kept).toHaveLength(KEYS_KEPT_PER_USER + 1);
    expect(kept).toContain('newest');
    expect(kept).toContain('old-0');
    expect(kept).not.toContain('old-1');
    expect(kept).toContain('old-2');
  });

  it('sweeps expired keys in batches, on several instances at once', async () => {
    const { user } = await createTestUser(t.database.db, { role: 'technician' });
    const now = clock.now().getTime();
    const row = (key: string, expiresAt: number) => ({
      userId: user.id,
      key,
      method: 'POST',
      path: '/api/probe',
      bodyHash: 'x',
      responseStatus: 200,
      responseBody: '{}',
      createdAt: new Date(expiresAt - IDEMPOTENCY_KEY_TTL_DAYS * 86_400_000),
      expiresAt: new Date(expiresAt),
    });
    const expired = Math.round(SWEEP_BATCH * 2.5);
    for (let i = 0; i < expired; i += 500) {
      await t.database.db
        .insert(idempotencyKeys)
        .values(Array.from({ length: 500 }, (_, j) => row(`gone-${i + j}`, now - 1000 - i - j)));
    }
    await t.database.db
      .insert(idempotencyKeys)
      .values([row('live-1', now + 60_000), row('live-2', now + 1)]);
    const deps = { db: t.database.db, clock };
    const [a, b] = await Promise.all([sweepExpiredKeys(deps), sweepExpiredKeys(deps)]);
    expect(a + b).toBeGreaterThanOrEqual(expired);
    expect(await expiredCount()).toBe(0);
    const left = await t.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(left.map((r) => r.key).sort()).toEqual(['live-1', 'live-2']);
  });

  it('sweeps when the server starts', async () => {
    const other = await createTestApp();
    try {
      const { user } = await createTestUser(other.database.db, { role: 'technician' });
      const past = new Date(Date.now() - 60_000);
      await other.database.db.insert(idempotencyKeys).values({
        userId: user.id,
        key: 'expired',
        method: 'POST',
        path: '/api/probe',
        bodyHash: 'x',
        createdAt: past,
        expiresAt: past,
      });
      await other.app.ready();
      await expect
        .poll(
          async () => (await other.database.db.select({ n: count() }).from(idempotencyKeys))[0]?.n,
        )
        .toBe(0);
    } finally {
      await other.close();
    }
  });
});
