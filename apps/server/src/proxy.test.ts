import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, gt, like, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './db/client';
import { authThrottles } from './features/auth/auth.table';
import { notifications } from './features/notifications/notifications.table';
import { workRequests } from './features/requests/requests.table';
import { sessions } from './features/sessions/sessions.table';
import { tasks } from './features/work-orders/work-orders.table';
import { liveEvents } from './lib/live/live.table';
import type { LiveEvent } from './lib/live/publish';
import { createTestUser, TEST_PASSWORD } from './test/factories';
import { type Answer, type CallOptions, call } from './test/loopback-client';
import { multipartBody } from './test/multipart';
import { findNginx, type Nginx, startNginx } from './test/nginx';
import { PROCESS } from './test/process-tag';
import { startS3Server } from './test/s3-server';
import { createScratchDatabase, type ScratchDatabase } from './test/scratch-database';
import { type ServerProcess, startServerProcess } from './test/server-process';
import { type ReceivedEvent, readStream } from './test/sse-client';

// Several instances behind a real reverse proxy (requirements/api.md#server-rules: instances side by side on one
// PostgreSQL; docs/deployment.md): nginx, configured as that page says, in front of three server
// processes on one database. Which instance answered is nginx's X-Upstream header, so the
// proxy's spreading is shown without the app saying who it is.

const driver = process.env.TEST_DB_DRIVER;
const nginxBinary = findNginx();
const WRONG = 'Wrong@1234';
/** Clients of the steady streams the stops happen under. */
const CLIENTS = 6;
const NAMES = ['A', 'B', 'C'] as const;
type Name = (typeof NAMES)[number];

describe.runIf(driver === 'postgres')('three instances behind nginx', PROCESS, () => {
  // Like Chromium for the journeys: a missing nginx fails the run and says how to get it
  // (.ci/run installs it), rather than passing without the test.
  if (!nginxBinary) {
    it('needs nginx', () => {
      throw new Error('nginx is not on PATH or in /usr/sbin: sudo apt-get install -y nginx');
    });
    return;
  }
  let scratch: ScratchDatabase | undefined;
  const dirs: string[] = [];
  const servers = new Map<Name, ServerProcess & { port: number }>();
  let nginx: Nginx | undefined;
  let database: DatabaseHandle | undefined;
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let admin = '';
  let adminId = '';
  /** What every instance is started with (a restarted one too). */
  let shared: Record<string, string> = {};

  const db = () => {
    if (!database) throw new Error('no database');
    return database.db;
  };
  const proxy = (method: string, route: string, options?: CallOptions) => {
    if (!nginx) throw new Error('nginx is not running');
    return call(nginx.port, method, route, options);
  };
  const nameOf = (upstream: string | undefined): Name | undefined =>
    [...servers].find(([, server]) => upstream === `127.0.0.1:${server.port}`)?.[0];
  /** The instance that answered (the last one nginx tried). */
  const answeredBy = (answer: Answer) => nameOf(answer.upstreams.at(-1));
  const login = (email: string, password: string, options: CallOptions = {}) =>
    proxy('POST', '/api/auth/login', { ...options, body: { email, password } });
  /** A ticket for the administrator's live stream, asked for through nginx, ready for a URL. */
  const liveTicket = async () => {
    const answer = await proxy('POST', '/api/live/ticket', { token: admin });
    expect(answer.status).toBe(200);
    return encodeURIComponent((JSON.parse(answer.body) as { ticket: string }).ticket);
  };
  /**
   * The administrator's stream through nginx, with a new ticket, as the web app opens it; with
   * `lastEventId` it resumes after that event.
   */
  const streamThroughProxy = async (lastEventId?: string | null) => {
    const resume = lastEventId ? `&lastEventId=${lastEventId}` : '';
    const stream = await readStream(
      `http://127.0.0.1:${nginx?.port}/api/live/stream?ticket=${await liveTicket()}${resume}`,
    );
    expect(stream.status).toBe(200);
    return stream;
  };
  /** The instance nginx gave a stream to (the last one it tried). */
  const holderOf = (stream: { headers: Headers }) =>
    nameOf(stream.headers.get('x-upstream')?.split(/,\s*/).at(-1));
  /**
   * What the administrator's stream must carry after `afterId`, up to `lastId`, from the table
   * every instance writes: each event in id order, but others' notifications (one reader's own)
   * and sessions ending (nobody's).
   */
  async function adminsShare(afterId: number, lastId: number) {
    const rows = await db()
      .select()
      .from(liveEvents)
      .where(and(gt(liveEvents.id, afterId), lte(liveEvents.id, lastId)))
      .orderBy(asc(liveEvents.id));
    return rows
      .filter((row) => row.topic !== 'session')
      .filter((row) => row.topic !== 'notification' || row.userId === adminId)
      .map(heard);
  }
  /** A work order made on `port` (an instance, or nginx), for the changes the streams hear of. */
  async function newWorkOrder(port: number, place: Awaited<ReturnType<typeof placeOfDemoWork>>) {
    const created = await call(port, 'POST', '/api/tasks', {
      token: admin,
      body: { ...place, title: `Live ${randomBytes(4).toString('hex')}` },
    });
    expect(created.status, created.body).toBe(201);
    return (JSON.parse(created.body) as { id: string }).id;
  }
  const portOf = (instance: Name) => servers.get(instance)?.port ?? 0;

  async function startInstance(instance: Name, env: Record<string, string>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cmms-proxy-${instance}-`));
    dirs.push(dataDir);
    const server = startServerProcess({ ...env, DATA_DIR: dataDir });
    // Registered before it is ready, so afterAll stops it whatever happens next.
    const entry = Object.assign(server, { port: 0 });
    servers.set(instance, entry);
    entry.port = await server.ready();
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase('cmms_proxy', 'migrated');
    const databaseUrl = scratch.url;
    // Files in one S3-compatible store the three share (docs/deployment.md).
    s3 = await startS3Server();
    const { storage } = s3;
    if (storage.driver !== 's3') throw new Error('the S3 test server gave no S3 configuration');
    shared = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      HOST: '127.0.0.1',
      S3_BUCKET: storage.bucket,
      S3_ENDPOINT: storage.endpoint ?? '',
      S3_ACCESS_KEY_ID: storage.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: storage.secretAccessKey ?? '',
    };
    // The first loads the demo data alone; the others start on the database it left.
    await startInstance('A', { ...shared, DEMO_DATA: '1' });
    await startInstance('B', { ...shared, DEMO_DATA: '0' });
    await startInstance('C', { ...shared, DEMO_DATA: '0' });
    nginx = await startNginx(
      nginxBinary,
      NAMES.map((instance) => servers.get(instance)?.port ?? 0),
    );
    database = await openDatabase({ driver: 'postgres', url: databaseUrl, maxConnections: 2 });
    const signedIn = await login('admin@example.com', 'Demo@2026');
    expect(signedIn.status).toBe(200);
    admin = (JSON.parse(signedIn.body) as { token: string }).token;
    adminId = (JSON.parse(signedIn.body) as { user: { id: string } }).user.id;
  }, 180_000);

  // Should the test process end before afterAll, its children end with it.
  const killAll = () => {
    nginx?.child.kill('SIGTERM');
    for (const server of servers.values()) server.child.kill('SIGKILL');
  };
  process.once('exit', killAll);

  afterAll(async () => {
    // Every process goes, whatever failed: nginx, and each server still running.
    await Promise.allSettled([
      nginx?.stop(),
      ...[...servers.values()].map(async (server) => {
        if (server.child.exitCode !== null || server.child.signalCode !== null) return;
        server.child.kill('SIGTERM');
        const killer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
        await server.exited();
        clearTimeout(killer);
      }),
    ]);
    process.off('exit', killAll);
    await s3?.close();
    await database?.close();
    await scratch?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('serves on every instance the files uploaded through another, from the shared store', async () => {
    const assets = JSON.parse((await proxy('GET', '/api/assets?limit=1', { token: admin })).body);
    const url = `/api/assets/${assets[0].id}/attachments`;
    const manual = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300_000)]);
    const upload = await proxy('POST', url, {
      token: admin,
      raw: multipartBody({ name: 'Chiller manual.pdf', bytes: manual }),
    });
    expect(upload.status, upload.body).toBe(201);
    const uploadedBy = answeredBy(upload);
    const { id } = JSON.parse(upload.body) as { id: string };
    // Each instance, asked directly, lists it and gives a link that reads the same bytes.
    for (const [name, server] of servers) {
      const listed = await call(server.port, 'GET', url, { token: admin });
      const found = (JSON.parse(listed.body) as { id: string; url: string }[]).find(
        (file) => file.id === id,
      );
      expect(found, `instance ${name}`).toBeDefined();
      const bytes = Buffer.from(await (await fetch(found?.url ?? '')).arrayBuffer());
      expect(bytes.equals(manual), `instance ${name}`).toBe(true);
    }
    // Removed through another instance than the one that stored it: gone for all.
    const other = [...servers].find(([name]) => name !== uploadedBy)?.[1];
    const removed = await call(other?.port ?? 0, 'DELETE', `/api/attachments/${id}`, {
      token: admin,
    });
    expect(removed.status).toBe(200);
    const listed = await proxy('GET', url, { token: admin });
    expect((JSON.parse(listed.body) as { id: string }[]).some((file) => file.id === id)).toBe(
      false,
    );
  });

  it('tells streams on every instance, and through nginx, of a change made on one (issue 34)', async () => {
    const place = await placeOfDemoWork(proxy, admin);
    const streams = [
      ...(await Promise.all(
        NAMES.map(async (name) =>
          readStream(
            `http://127.0.0.1:${servers.get(name)?.port}/api/live/stream?ticket=${await liveTicket()}`,
          ),
        ),
      )),
      // Through the proxy too: nginx must pass each event on as it comes, not buffer them.
      await readStream(
        `http://127.0.0.1:${nginx?.port}/api/live/stream?ticket=${await liveTicket()}`,
      ),
    ];
    for (const stream of streams) {
      expect(stream.status).toBe(200);
      await stream.waitFor((event) => event.event === 'change');
    }
    const onA = servers.get('A');
    const created = await call(onA?.port ?? 0, 'POST', '/api/tasks', {
      token: admin,
      body: { ...place, title: `Live across instances ${randomBytes(4).toString('hex')}` },
    });
    expect(created.status).toBe(201);
    const { id } = JSON.parse(created.body) as { id: string };
    for (const stream of streams) {
      await stream.waitFor(
        (event) => (event.data as { subjectId?: string }).subjectId === id,
        10_000,
      );
      await stream.close();
    }
  });

  it('a stream that drops for 30 s resumes with what it missed, in order and once', async () => {
    const place = await placeOfDemoWork(proxy, admin);
    const first = await streamThroughProxy();
    await first.waitFor((event) => event.event === 'change');
    const task = await newWorkOrder(nginx?.port ?? 0, place);
    await first.waitFor((event) => subjectOf(event) === task);
    await first.close();
    const away = Date.now();
    // Where it stopped: the last id it was given, as EventSource keeps it.
    const last = lastIdOf(first);

    // While it is away (the acceptance's 30 s of real time), changes through each instance in
    // turn: each writes its own events, and the stream comes back through whichever nginx picks.
    const missed: Heard[] = [];
    const comment = await call(portOf('A'), 'POST', `/api/tasks/${task}/comments`, {
      token: admin,
      body: { body: 'Written while the stream was away' },
    });
    expect(comment.status, comment.body).toBe(201);
    missed.push({ topic: 'task', action: 'task_commented', subjectId: task });
    await sleep(10_000);
    const started = await call(portOf('B'), 'PATCH', `/api/tasks/${task}/status`, {
      token: admin,
      body: { status: 'in_progress' },
    });
    expect(started.status, started.body).toBe(200);
    missed.push({ topic: 'task', action: 'task_updated', subjectId: task });
    await sleep(10_000);
    const another = await newWorkOrder(portOf('C'), place);
    missed.push({ topic: 'task', action: 'task_created', subjectId: another });
    await sleep(away + 30_000 - Date.now());

    const again = await streamThroughProxy(String(last));
    // Then live again: a change made after it is back comes after what it missed.
    const later = await newWorkOrder(portOf('A'), place);
    const latest = await again.waitFor((event) => subjectOf(event) === later, 10_000);
    const told = changesOf(again);
    // Exactly what the table holds after the last event it had, each once, in id order...
    expect(told).toEqual(await adminsShare(last, Number(latest.id)));
    expect(told.map((event) => event.id)).toEqual(
      [...new Set(told.map((event) => event.id))].sort((a, b) => a - b),
    );
    // ...which are the changes made while it was away, then the one after.
    const ours = [task, another, later];
    expect(
      told
        .filter((event) => event.topic === 'task' && ours.includes(event.subjectId ?? ''))
        .map(({ id: _, ...event }) => event),
    ).toEqual([...missed, { topic: 'task', action: 'task_created', subjectId: later }]);
    expect(again.events.some((event) => event.event === 'refetch')).toBe(false);
    await again.close();
  }, 90_000);

  it('spreads requests over the three instances in turn', async () => {
    const answeredByName: Record<string, number> = {};
    for (let request = 0; request < 12; request++) {
      const answer = await proxy('GET', '/api/tasks?limit=5', { token: admin });
      expect(answer.status).toBe(200);
      const instance = answeredBy(answer) ?? answer.upstreams.join();
      answeredByName[instance] = (answeredByName[instance] ?? 0) + 1;
    }
    expect(answeredByName).toEqual({ A: 4, B: 4, C: 4 });
  });

  it("keeps the request portal's limits across the instances, under the address nginx saw (issue 35)", async () => {
    const [riverside] = JSON.parse(
      (await proxy('GET', '/api/sites?search=Riverside', { token: admin })).body,
    ) as { id: string }[];
    const siteId = riverside?.id ?? '';
    const opened = await proxy('PUT', `/api/sites/${siteId}/portal`, {
      token: admin,
      body: { enabled: true, required: [] },
    });
    expect(opened.status, opened.body).toBe(200);
    const portal = (JSON.parse(opened.body) as { path: string }).path.slice('/r/'.length);
    const send = (from: string, headers: Record<string, string> = {}) =>
      proxy('POST', `/api/portal/sites/${portal}/requests`, {
        from,
        headers,
        body: { description: 'Water on the floor by the lift', urgency: 'normal' },
      });

    // One address, claiming another in each X-Forwarded-For: ten taken in all, wherever each
    // landed.
    const one: Answer[] = [];
    for (let n = 0; n < 12; n++) {
      one.push(await send('127.0.2.1', { 'x-forwarded-for': `198.51.100.${n + 1}` }));
    }
    expect(one.map((answer) => answer.status)).toEqual([...Array(10).fill(201), 429, 429]);
    expect(new Set(one.map(answeredBy))).toEqual(new Set(NAMES));

    // The site's hour: 25 addresses sending 10 each, all at once over the three instances,
    // take exactly what is left of its 200, and its administrators are told once.
    const received = () =>
      db().select({ value: count() }).from(workRequests).where(eq(workRequests.siteId, siteId));
    const [before] = await received();
    const crowd = await Promise.all(
      Array.from({ length: 250 }, (_, n) => send(`127.0.3.${(n % 25) + 1}`)),
    );
    const statuses = crowd.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(200 - (before?.value ?? 0));
    expect((await received())[0]?.value).toBe(200);
    expect(new Set(crowd.map(answeredBy))).toEqual(new Set(NAMES));
    const told = await db()
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.type, 'portal_paused')));
    expect(told[0]?.value).toBe(1);
  }, 60_000);

  it('takes a token from a sign-in on one instance on every instance, and ends it on all', async () => {
    const { email } = await createTestUser(db());
    const signedIn = await login(email, TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    const token = (JSON.parse(signedIn.body) as { token: string }).token;
    // Straight to each instance, past the proxy...
    for (const server of servers.values()) {
      expect((await call(server.port, 'GET', '/api/user/me', { token })).status).toBe(200);
    }
    // ...and through it, three requests in a row landing on three instances.
    const through = await Promise.all([0, 1, 2].map(() => proxy('GET', '/api/user/me', { token })));
    expect(through.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(through.map(answeredBy)).size).toBe(3);
    // Signed out on one instance, the token is refused on every one.
    const { port } = servers.get(answeredBy(signedIn) === 'C' ? 'A' : 'C') ?? { port: 0 };
    expect((await call(port, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    for (const server of servers.values()) {
      expect((await call(server.port, 'GET', '/api/user/me', { token })).status).toBe(401);
    }
  });

  it('locks after 10 wrong passwords in total, wherever each one landed', async () => {
    const { email } = await createTestUser(db());
    const from = '127.0.0.4';
    const tries: Answer[] = [];
    for (let attempt = 0; attempt < 10; attempt++) tries.push(await login(email, WRONG, { from }));
    expect(tries.map((answer) => answer.status)).toEqual([...Array(9).fill(401), 429]);
    expect(tries[9]?.headers['retry-after']).toBe('900');
    // About three failures on each instance: no instance alone saw ten.
    expect(new Set(tries.map(answeredBy))).toEqual(new Set(NAMES));
    // The lock holds on every instance, even for the right password.
    const after = await Promise.all([0, 1, 2].map(() => login(email, TEST_PASSWORD, { from })));
    expect(after.map((answer) => answer.status)).toEqual([429, 429, 429]);
    expect(new Set(after.map(answeredBy))).toEqual(new Set(NAMES));
  });

  it('counts attempts under the address nginx saw, whatever X-Forwarded-For the client sends', async () => {
    const { user, email } = await createTestUser(db());
    const owner = '127.0.0.3';
    const guesser = '127.0.0.2';
    expect((await login(email, TEST_PASSWORD, { from: owner })).status).toBe(200);
    // The instance recorded the owner's address, not nginx's (127.0.0.1).
    const sessionIps = await db()
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(sessionIps).toEqual([{ ip: owner }]);

    // Each guess claims another address in X-Forwarded-For; nginx appends the real one.
    const guesses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const headers = { 'x-forwarded-for': `203.0.113.${attempt + 1}` };
      guesses.push((await login(email, WRONG, { from: guesser, headers })).status);
    }
    expect(guesses).toEqual([...Array(9).fill(401), 429]);
    // Claiming the owner's address does not get the guesser in either...
    const forged = await login(email, TEST_PASSWORD, {
      from: guesser,
      headers: { 'x-forwarded-for': owner },
    });
    expect(forged.status).toBe(429);
    // ...and the owner, really at their address, is not touched.
    expect((await login(email, TEST_PASSWORD, { from: owner })).status).toBe(200);
    const keys = await db()
      .select({ key: authThrottles.key })
      .from(authThrottles)
      .where(like(authThrottles.key, `password:account:${email}%`))
      .orderBy(authThrottles.key);
    expect(keys).toEqual([
      { key: `password:account:${email}` },
      { key: `password:account:${email}:from:${guesser}` },
    ]);
  });

  it('killing an instance moves its streams to another', async () => {
    const place = await placeOfDemoWork(proxy, admin);
    const held = await streamThroughProxy();
    const holder = holderOf(held);
    const killed = holder && servers.get(holder);
    if (!holder || !killed) {
      throw new Error(`no instance named in ${held.headers.get('x-upstream')}`);
    }
    await held.waitFor((event) => event.event === 'change');
    const before = await newWorkOrder(nginx?.port ?? 0, place);
    await held.waitFor((event) => subjectOf(event) === before);

    // No SIGTERM, no preClose: the instance is gone at once, and its client only sees nginx end
    // the stream.
    killed.child.kill('SIGKILL');
    await killed.exited();
    await expect.poll(() => held.ended, { timeout: 10_000 }).toBe(true);
    const last = lastIdOf(held);
    const [first, second] = NAMES.filter((name) => name !== holder) as [Name, Name];
    // Made while the client has no stream.
    const between = await newWorkOrder(portOf(first), place);

    const moved = await streamThroughProxy(String(last));
    expect([first, second]).toContain(holderOf(moved));
    const after = await newWorkOrder(portOf(second), place);
    const latest = await moved.waitFor((event) => subjectOf(event) === after, 10_000);
    const told = changesOf(moved);
    expect(told).toEqual(await adminsShare(last, Number(latest.id)));
    expect(told.map((event) => event.id)).toEqual(
      [...new Set(told.map((event) => event.id))].sort((a, b) => a - b),
    );
    expect(
      told
        .filter((event) => event.action === 'task_created')
        .map((event) => event.subjectId)
        .filter((id) => id === between || id === after),
    ).toEqual([between, after]);
    await moved.close();

    // Back on its port, so nginx has three instances again for the cases after this one.
    const { port } = killed;
    await startInstance(holder, { ...shared, DEMO_DATA: '0', PORT: String(port) });
    // nginx may have marked it failed (a request refused while it was down): until it tries it
    // again, it leaves it out of its turn.
    const deadline = Date.now() + 30_000;
    while (answeredBy(await proxy('GET', '/api/tasks?limit=1', { token: admin })) !== holder) {
      if (Date.now() > deadline) throw new Error(`nginx did not send to ${holder} again`);
      await sleep(200);
    }
  }, 120_000);

  /** The answer as the stream records it: the method, the status, the instance. */
  const outcome = (method: string, answer: Answer): Outcome => ({
    method,
    status: answer.status,
    by: answeredBy(answer),
    // What a refusal said, for the failure message.
    ...(isOk(answer.status) ? {} : { said: answer.body.slice(0, 200) }),
  });

  it('sends reads and edits elsewhere when an instance stops on SIGTERM, and applies no write twice', async () => {
    const stopping = servers.get('B');
    if (!stopping) throw new Error('no instance B');
    const place = await placeOfDemoWork(proxy, admin);
    const run = randomBytes(4).toString('hex');
    const body = (title: string) => ({ ...place, title: `Proxy ${run} ${title}` });
    // Each client edits a work order of its own, so its edits never meet another's.
    const own = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        const created = await proxy('POST', '/api/tasks', { token: admin, body: body(`own ${c}`) });
        return (JSON.parse(created.body) as { id: string }).id;
      }),
    );
    const stream = steadyStream(async (c, n) => {
      if (n % 3 === 0) {
        const created = await proxy('POST', '/api/tasks', {
          token: admin,
          body: body(`new ${c}-${n}`),
        });
        return [outcome('POST', created)];
      }
      if (n % 3 === 1) {
        const edit = { token: admin, body: body(`own ${c}, edit ${n}`) };
        return [outcome('PUT', await proxy('PUT', `/api/tasks/${own[c]}`, edit))];
      }
      return [outcome('GET', await proxy('GET', '/api/tasks?limit=25', { token: admin }))];
    });
    try {
      await until(() => stream.answeredBy('B') >= 30);
      stopping.child.kill('SIGTERM');
      expect(await stopping.exited()).toBe(0);
      const atExit = stream.outcomes.length;
      await until(() => stream.outcomes.length >= atExit + 60);
    } finally {
      await stream.stop();
    }

    const { outcomes } = stream;
    // nginx sends a read or a PUT again when an instance refuses or drops it: none was lost.
    const resendable = outcomes.filter((entry) => entry.method !== 'POST');
    expect(
      resendable.filter((entry) => !isOk(entry.status)),
      nginx?.errors(),
    ).toEqual([]);
    // A POST is never sent twice (nginx cannot know whether the first was done). One sent on a
    // connection the kernel reset as the listener closed is a 502, rare, and was not done.
    const posts = outcomes.filter((entry) => entry.method === 'POST');
    expect(posts.filter((entry) => entry.status !== 201 && entry.status !== 502)).toEqual([]);
    const [stored] = await db()
      .select({ n: count() })
      .from(tasks)
      .where(like(tasks.title, `Proxy ${run} new %`));
    expect(stored?.n).toBe(posts.filter((entry) => entry.status === 201).length);
    // The requests went on, to the other two instances.
    expect(new Set(outcomes.slice(-30).map((entry) => entry.by))).toEqual(new Set(['A', 'C']));
  }, 120_000);

  it('loses no request when the instance is taken out of nginx before its SIGTERM', async () => {
    const stopping = servers.get('C');
    if (!stopping || !nginx) throw new Error('no instance C or no nginx');
    const place = await placeOfDemoWork(proxy, admin);
    const run = randomBytes(4).toString('hex');
    const stream = steadyStream(async (c, n) => {
      const body = { ...place, title: `Proxy ${run} ${c}-${n}` };
      const created = await proxy('POST', '/api/tasks', { token: admin, body });
      if (created.status !== 201) return [outcome('POST', created)];
      const { id } = JSON.parse(created.body) as { id: string };
      const status = { token: admin, body: { status: 'in_progress' } };
      const changed = await proxy('PATCH', `/api/tasks/${id}/status`, status);
      const read = await proxy('GET', '/api/tasks?limit=25', { token: admin });
      return [outcome('POST', created), outcome('PATCH', changed), outcome('GET', read)];
    });
    try {
      await until(() => stream.answeredBy('C') >= 20);
      await nginx.reload([stopping.port]);
      stopping.child.kill('SIGTERM');
      expect(await stopping.exited()).toBe(0);
      const atExit = stream.outcomes.length;
      await until(() => stream.outcomes.length >= atExit + 60);
    } finally {
      await stream.stop();
    }

    const { outcomes } = stream;
    expect(
      outcomes.filter((entry) => !isOk(entry.status)),
      nginx.errors(),
    ).toEqual([]);
    const [stored] = await db()
      .select({ n: count() })
      .from(tasks)
      .where(like(tasks.title, `Proxy ${run} %`));
    expect(stored?.n).toBe(outcomes.filter((entry) => entry.method === 'POST').length);
    expect(new Set(outcomes.slice(-30).map((entry) => entry.by))).toEqual(new Set(['A']));
  }, 120_000);
});

type Outcome = { method: string; status: number; by: Name | undefined; said?: string };

/** A change as a test expects it: what was done, to which record. */
type Heard = Pick<LiveEvent, 'topic' | 'action' | 'subjectId'>;
/** An event as the tests compare them, the stream's and the table's alike: a change and its id. */
const heard = (event: LiveEvent) => ({
  id: event.id,
  topic: event.topic,
  action: event.action,
  subjectId: event.subjectId,
});
/** The changes a stream was told of, in the order they came (not its `ready`). */
const changesOf = (stream: { events: ReceivedEvent[] }) =>
  stream.events
    .filter((event) => event.event === 'change')
    .map((event) => heard(event.data as LiveEvent))
    .filter((event) => event.topic !== 'ready');
/** The id of the last event a stream was given: what its client resumes from. */
const lastIdOf = (stream: { events: ReceivedEvent[] }) =>
  Number(stream.events.findLast((event) => event.id !== null)?.id);
const subjectOf = (event: ReceivedEvent) =>
  event.event === 'change' ? (event.data as LiveEvent).subjectId : null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const isOk = (status: number) => status >= 200 && status <= 299;

/**
 * CLIENTS clients sending `step` through the proxy in a loop, as a working day has them, until
 * stopped; every answer is recorded (a request that failed outright as status 0).
 */
function steadyStream(step: (client: number, n: number) => Promise<Outcome[]>) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let n = 0; running; n++) {
      try {
        outcomes.push(...(await step(client, n)));
      } catch (error) {
        outcomes.push({ method: 'any', status: 0, by: undefined, said: String(error) });
      }
    }
  });
  return {
    outcomes,
    answeredBy: (instance: Name) => outcomes.filter((entry) => entry.by === instance).length,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** A site, asset and assignee that fit together, from a work order of the demo data. */
async function placeOfDemoWork(
  proxy: (method: string, route: string, options?: CallOptions) => Promise<Answer>,
  token: string,
) {
  const answer = await proxy('GET', '/api/tasks?limit=100', { token });
  const demo = JSON.parse(answer.body) as {
    siteId: string;
    assetId: string | null;
    assignedToId: string;
  }[];
  const found = demo.find((task) => task.assetId);
  if (!found) throw new Error('the demo data has no work order with an asset');
  return {
    siteId: found.siteId,
    assetId: found.assetId,
    assignedToId: found.assignedToId,
    description: 'Written while an instance stops',
    dueDate: '2030-01-15',
    priority: 'high',
    taskType: 'inspection',
  };
}

async function until(condition: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
