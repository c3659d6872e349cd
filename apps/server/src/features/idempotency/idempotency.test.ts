import { IDEMPOTENCY_KEY_TTL_DAYS, idempotencyTexts } from '@cmms/shared/idempotency';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SYSTEM_ACTOR } from '../../lib/actor';
import { requireAuth } from '../../lib/auth/require-auth';
import { bearer, type HttpMethod, signInCast } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { testConfig } from '../../test/test-config';
import { activityLogs } from '../activity/activity.table';
import { attendanceRecords } from '../attendance/attendance.table';
import { sessionAuthenticator } from '../sessions/sessions.service';
import { createSite } from '../sites/sites.service';
import { tasks } from '../work-orders/work-orders.table';
import { claimKey, findKey } from './idempotency.repository';
import { UNANSWERED_AFTER_MS } from './idempotency.service';
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
 * A route to watch the hooks with: it counts its runs, may wait on a gate (a change still being
 * applied) and may fail (a 5xx).
 */
const probe = { runs: 0, gate: null as Promise<void> | null, failNext: false };
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = testConfig();
  const sessions = sessionAuthenticator(t.database.db, {
    secret: config.jwtSecret ?? '',
    ttlHours: config.tokenTtlHours,
  });
  app.addHook('onRequest', requireAuth({ clock, sessions }));
  app.post(
    '/probe',
    { schema: { security: [{ bearerAuth: [] }], body: z.object({ n: z.number() }).optional() } },
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
      message: idempotencyTexts.reused('POST', '/api/probe'),
      error: idempotencyTexts.reused('POST', '/api/probe'),
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
        expect(res.json().message).toBe(idempotencyTexts.badKey);
        expect(res.json().errors).toEqual({ 'idempotency-key': idempotencyTexts.badKey });
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

  it('never runs again once its answer is overdue: 409 telling the user to check', async () => {
    // What a process that died between the change and its answer leaves behind.
    const key = newKey();
    const now = clock.now();
    await claimKey(t.database.db, {
      userId: ids.technician ?? '',
      key,
      method: 'POST',
      path: '/api/probe',
      bodyHash: await bodyHashOf({ n: 3 }),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 7 * 86_400_000),
    });
    const runs = probe.runs;
    const soon = await send('technician', 'POST', '/api/probe', { n: 3 }, key);
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toBe(idempotencyTexts.inProgress);
    clock.advanceSeconds(UNANSWERED_AFTER_MS / 1000 + 1);
    const late = await send('technician', 'POST', '/api/probe', { n: 3 }, key);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(idempotencyTexts.unknownOutcome);
    expect(late.headers['retry-after']).toBeUndefined();
    expect(probe.runs).toBe(runs);
  });
});

/** The hash the server keeps: SHA-256 of the body as sent (inject sends JSON.stringify). */
async function bodyHashOf(body: object) {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

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

  it(`forgets a key after ${IDEMPOTENCY_KEY_TTL_DAYS} days, and the user's expired keys when a new one is stored`, async () => {
    const [old, other, fresh] = [newKey(), newKey(), newKey()];
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
    // Storing `old` afresh removed `other`, expired too; another user's rows are theirs.
    expect(await rowOf('otherTech', other)).toBeNull();
    await send('otherTech', 'POST', '/api/probe', { n: 1 }, fresh);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, ids.otherTech ?? ''),
          sql`${idempotencyKeys.expiresAt} <= ${clock.now()}`,
        ),
      );
    expect(left?.n).toBe(0);
  });
});

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
