import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS } from './test/process-tag';
import { createScratchDatabase, type ScratchDatabase } from './test/scratch-database';
import { type ServerProcess, startServerProcess } from './test/server-process';

// A write the server acknowledged (2xx) must survive the server being killed: the real server
// takes work orders from several writers at once, is killed with SIGKILL while requests are in
// flight, starts again on the same data, and every acknowledged work order must be there as
// acknowledged. On PGlite the database dies with the process (crash recovery from its WAL on the
// next start); on PostgreSQL only the server dies, so this holds the server to answering after
// the commit, never before.

const driver = process.env.TEST_DB_DRIVER;
const WRITERS = 4;
/** The kill comes once this many work orders have been acknowledged. */
const KILL_AFTER = 40;

type Acknowledged = {
  id: string;
  workOrderNumber: string;
  title: string;
  description: string;
  /** The status last acknowledged, and one sent but not answered when the server died. */
  status: string;
  statusInFlight: string | null;
};

type WorkOrderBody = {
  id: string;
  workOrderNumber: string;
  title: string;
  description: string;
  status: string;
  siteId: string;
  assetId: string | null;
  assignedToId: string;
};

async function signIn(base: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo@2026' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

type Headers = Record<string, string>;

const headersOf = (token: string): Headers => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

type Place = Pick<WorkOrderBody, 'siteId' | 'assetId' | 'assignedToId'>;

/**
 * Writes through `base` until KILL_AFTER work orders are acknowledged, then kills the server with
 * SIGKILL while the other writers' requests are still in flight.
 */
async function writeUntilKilled(server: ServerProcess, base: string, headers: Headers) {
  // A place the demo data already uses: its site, asset and assignee fit together.
  const demo = (await (
    await fetch(`${base}/api/tasks?limit=100`, { headers })
  ).json()) as WorkOrderBody[];
  const found = demo.find((task) => task.assetId);
  if (!found) throw new Error('the demo data has no work order with an asset');
  const place: Place = {
    siteId: found.siteId,
    assetId: found.assetId,
    assignedToId: found.assignedToId,
  };

  const run = randomBytes(4).toString('hex');
  const acknowledged: Acknowledged[] = [];
  let sent = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    inFlightAtKill = inFlight;
    server.child.kill('SIGKILL');
  };

  /** One request; null when the server died before answering. */
  async function send(method: string, url: string, body: unknown) {
    inFlight++;
    try {
      return await fetch(url, { method, headers, body: JSON.stringify(body) });
    } catch {
      return null;
    } finally {
      inFlight--;
    }
  }

  async function writer(w: number) {
    while (!killed) {
      const n = sent++;
      const values = {
        title: `Durable ${run} ${w}-${n}`,
        description: `Written by writer ${w}, request ${n}, before the kill`,
        dueDate: '2030-01-15',
        ...place,
        priority: 'high',
        taskType: 'inspection',
      };
      const created = await send('POST', `${base}/api/tasks`, values);
      if (!created) return;
      expect(created.status).toBe(201);
      const task = (await created.json()) as WorkOrderBody;
      const record: Acknowledged = {
        id: task.id,
        workOrderNumber: task.workOrderNumber,
        title: values.title,
        description: values.description,
        status: task.status,
        statusInFlight: null,
      };
      acknowledged.push(record);
      if (acknowledged.length >= KILL_AFTER) return kill();
      // Every other one is then changed, so updates are held to the same promise.
      if (n % 2 === 0) {
        record.statusInFlight = 'in_progress';
        const changed = await send('PATCH', `${base}/api/tasks/${task.id}/status`, {
          status: 'in_progress',
        });
        if (!changed) return;
        expect(changed.status).toBe(200);
        record.status = ((await changed.json()) as WorkOrderBody).status;
        record.statusInFlight = null;
      }
    }
  }

  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return { place, run, acknowledged, inFlightAtKill };
}

/**
 * Starts the server on `env`, writes until it is killed, starts it again on the same data and
 * reads every acknowledged work order back.
 */
async function killMidWriteAndRestart(env: Record<string, string>) {
  const first = startServerProcess({ ...env, DEMO_DATA: '1' });
  let headers: Headers;
  let written: Awaited<ReturnType<typeof writeUntilKilled>>;
  try {
    const base = `http://127.0.0.1:${await first.ready()}`;
    headers = headersOf(await signIn(base));
    written = await writeUntilKilled(first, base, headers);
  } finally {
    // Whatever failed, the server does not outlive the test.
    if (!first.child.killed) first.child.kill('SIGKILL');
  }
  const { place, run, acknowledged, inFlightAtKill } = written;
  expect(await first.exited()).toBe(null);
  expect(first.child.signalCode).toBe('SIGKILL');
  // The kill came with other writers' requests still unanswered.
  expect(inFlightAtKill).toBeGreaterThan(0);
  // Answers already on their way when the signal came count too: they were acknowledged.
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

  const again = startServerProcess(env);
  try {
    const base = `http://127.0.0.1:${await again.ready()}`;
    // The session from before the kill is still open.
    const found: Acknowledged[] = [];
    for (const record of acknowledged) {
      const res = await fetch(`${base}/api/tasks/${record.id}`, { headers });
      if (res.status !== 200) continue;
      const task = (await res.json()) as WorkOrderBody;
      expect(task).toMatchObject({
        id: record.id,
        workOrderNumber: record.workOrderNumber,
        title: record.title,
        description: record.description,
        ...place,
      });
      expect([record.status, record.statusInFlight]).toContain(task.status);
      found.push(record);
    }
    expect(found.map((record) => record.workOrderNumber)).toEqual(
      acknowledged.map((record) => record.workOrderNumber),
    );
    // The server still takes writes after its recovery.
    const after = await fetch(`${base}/api/tasks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `Durable ${run} after`,
        description: 'Written after the restart',
        dueDate: '2030-01-15',
        ...place,
      }),
    });
    expect(after.status).toBe(201);
  } finally {
    again.child.kill('SIGTERM');
    await again.exited();
  }
}

// Keyed changes (issue 29, item 18): a phone's queue sends each change with an Idempotency-Key
// and sends the ones that got no answer again after the server comes back. Each must then be
// applied exactly once: the ones whose transaction the kill rolled back run again, the ones that
// committed are answered as applied (or replayed), and none is left "unknown".

type KeyedRequest = { method: string; url: string; body: string; key: string };
/** More writers than above: more changes caught in flight, at every stage of their request. */
const KEYED_WRITERS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keyed writers, as writeUntilKilled: work orders created and every other one set in progress,
 * each request with a key of its own. Answers what was acknowledged and what got no answer.
 */
async function writeKeyedUntilKilled(server: ServerProcess, base: string, headers: Headers) {
  const demo = (await (
    await fetch(`${base}/api/tasks?limit=100`, { headers })
  ).json()) as WorkOrderBody[];
  const found = demo.find((task) => task.assetId);
  if (!found) throw new Error('the demo data has no work order with an asset');
  const place: Place = {
    siteId: found.siteId,
    assetId: found.assetId,
    assignedToId: found.assignedToId,
  };
  const run = randomBytes(4).toString('hex');
  const titles: string[] = [];
  const started: { taskId: string }[] = [];
  const unanswered: KeyedRequest[] = [];
  let acknowledged = 0;
  let sent = 0;
  let killed = false;

  async function send(request: KeyedRequest) {
    try {
      return await fetch(`${base}${request.url}`, {
        method: request.method,
        headers: { ...headers, 'idempotency-key': request.key },
        body: request.body,
      });
    } catch {
      unanswered.push(request);
      return null;
    }
  }

  async function writer(w: number) {
    while (!killed) {
      const n = sent++;
      const title = `Keyed ${run} ${w}-${n}`;
      titles.push(title);
      const values = { title, description: 'A keyed change', dueDate: '2030-01-15', ...place };
      const created = await send({
        method: 'POST',
        url: '/api/tasks',
        body: JSON.stringify(values),
        key: randomUUID(),
      });
      if (!created) return;
      expect(created.status).toBe(201);
      const task = (await created.json()) as WorkOrderBody;
      if (++acknowledged >= KILL_AFTER && !killed) {
        killed = true;
        server.child.kill('SIGKILL');
        return;
      }
      if (n % 2 === 0) {
        started.push({ taskId: task.id });
        const changed = await send({
          method: 'PATCH',
          url: `/api/tasks/${task.id}/status`,
          body: JSON.stringify({ status: 'in_progress' }),
          key: randomUUID(),
        });
        if (!changed) return;
        expect(changed.status).toBe(200);
      }
    }
  }

  await Promise.all(Array.from({ length: KEYED_WRITERS }, (_, w) => writer(w)));
  return { titles, started, unanswered };
}

/**
 * Sends a change again, as the phone's queue does: after a 409 with Retry-After it waits and
 * sends it again; anything else is the change's answer.
 */
async function resendUntilAnswered(base: string, headers: Headers, request: KeyedRequest) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await fetch(`${base}${request.url}`, {
      method: request.method,
      headers: { ...headers, 'idempotency-key': request.key },
      body: request.body,
    });
    const retryAfter = res.headers.get('retry-after');
    if (res.status !== 409 || retryAfter === null || Date.now() > deadline) {
      return { status: res.status, replayed: res.headers.get('idempotent-replayed') === 'true' };
    }
    await res.arrayBuffer();
    await sleep(Number(retryAfter) * 1000);
  }
}

async function killKeyedWritersAndResend(env: Record<string, string>) {
  const first = startServerProcess({ ...env, DEMO_DATA: '1' });
  let headers: Headers;
  let written: Awaited<ReturnType<typeof writeKeyedUntilKilled>>;
  try {
    const base = `http://127.0.0.1:${await first.ready()}`;
    headers = headersOf(await signIn(base));
    written = await writeKeyedUntilKilled(first, base, headers);
  } finally {
    if (!first.child.killed) first.child.kill('SIGKILL');
  }
  expect(await first.exited()).toBe(null);
  const { titles, started, unanswered } = written;
  // The kill came with other writers' changes unanswered.
  expect(unanswered.length).toBeGreaterThan(0);

  const again = startServerProcess(env);
  try {
    const base = `http://127.0.0.1:${await again.ready()}`;
    const answers = await Promise.all(
      unanswered.map((request) => resendUntilAnswered(base, headers, request)),
    );
    // Each is applied (run now, replayed, or answered as applied earlier): none is refused or
    // left for a person to check.
    for (const [i, answer] of answers.entries()) {
      const request = unanswered[i];
      expect(answer.status, `${request?.method} ${request?.url}`).toBeLessThan(300);
    }
    // Exactly once: every work order sent, answered or not, exists once.
    for (const title of titles) {
      const res = await fetch(`${base}/api/tasks?limit=100&search=${encodeURIComponent(title)}`, {
        headers,
      });
      const matches = ((await res.json()) as WorkOrderBody[]).filter((t) => t.title === title);
      expect(matches, title).toHaveLength(1);
    }
    for (const { taskId } of started) {
      const task = (await (
        await fetch(`${base}/api/tasks/${taskId}`, { headers })
      ).json()) as WorkOrderBody;
      expect(task.status).toBe('in_progress');
    }
  } finally {
    again.child.kill('SIGTERM');
    await again.exited();
  }
}

/** A directory of its own, made when the test runs (not in the project that skips it). */
function withTempDir(prefix: string) {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}

describe.runIf(driver === 'pglite')('acknowledged writes on the embedded database', PROCESS, () => {
  const dataDir = withTempDir('cmms-durable-');

  it('survive a SIGKILL of the server in the middle of a write loop', async () => {
    await killMidWriteAndRestart({ DATA_DIR: dataDir() });
  }, 180_000);
});

describe.runIf(driver === 'pglite')('keyed changes on the embedded database', PROCESS, () => {
  const dataDir = withTempDir('cmms-keyed-');

  it('in flight at a SIGKILL are applied exactly once when sent again', async () => {
    await killKeyedWritersAndResend({ DATA_DIR: dataDir() });
  }, 180_000);
});

describe.runIf(driver === 'postgres')('acknowledged writes on PostgreSQL', PROCESS, () => {
  const dataDir = withTempDir('cmms-durable-pg-');
  let database: ScratchDatabase | undefined;
  afterAll(() => database?.drop());

  it('survive a SIGKILL of the server in the middle of a write loop', async () => {
    database = await createScratchDatabase('cmms_durable', 'migrated');
    // DATA_DIR keeps the generated token secret across the restart, as it does for one instance.
    await killMidWriteAndRestart({ DATABASE_URL: database.url, DATA_DIR: dataDir() });
  }, 180_000);
});

describe.runIf(driver === 'postgres')('keyed changes on PostgreSQL', PROCESS, () => {
  const dataDir = withTempDir('cmms-keyed-pg-');
  let database: ScratchDatabase | undefined;
  afterAll(() => database?.drop());

  it('in flight at a SIGKILL are applied exactly once when sent again', async () => {
    database = await createScratchDatabase('cmms_keyed', 'migrated');
    await killKeyedWritersAndResend({ DATABASE_URL: database.url, DATA_DIR: dataDir() });
  }, 180_000);
});
