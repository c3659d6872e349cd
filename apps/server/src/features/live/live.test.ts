import { Writable } from 'node:stream';
import type { WorkOrderInput } from '@cmms/shared/work-orders';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sweepLiveEvents } from '../../lib/live/hub';
import { scenario } from '../../test/scenario';
import { readStream } from '../../test/sse-client';
import { testClock } from '../../test/test-clock';
import { testConfig } from '../../test/test-config';

// Live updates on one instance (issue 34): a tab's stream hears of each change it may see as it
// commits, and nothing else; it resumes from Last-Event-ID.
const clock = testClock(new Date('2026-06-15T12:00:00Z'));
const s = await scenario({
  clock,
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['technician', 'technician', ['north']],
    ['otherTech', 'technician', ['north']],
    ['southManager', 'manager', ['south']],
  ],
});
const { call, ids } = s;
const { north } = s.sites;
let base = '';
beforeAll(async () => {
  base = await s.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => s.close());

const pump = await s.newAsset('admin', { name: 'Pump 3', siteId: north.id });
const newTask = (fields: Partial<WorkOrderInput> = {}) =>
  s.newWorkOrder('manager', {
    title: 'Fix the pump',
    description: 'It leaks',
    dueDate: '2026-06-22',
    assignedToId: ids.technician,
    assetId: pump.id,
    siteId: north.id,
    ...fields,
  });

async function ticketOf(who: keyof typeof ids) {
  const res = await call(who, 'POST', '/api/live/ticket');
  expect(res.statusCode).toBe(200);
  return res.json().ticket as string;
}
async function streamOf(who: keyof typeof ids, headers: Record<string, string> = {}) {
  const stream = await readStream(
    `${base}/api/live/stream?ticket=${encodeURIComponent(await ticketOf(who))}`,
    headers,
  );
  expect(stream.status).toBe(200);
  await stream.waitFor((event) => event.event === 'change');
  return stream;
}
type Change = { topic: string; action: string; subjectId: string | null; userId: string | null };
const changes = (stream: { events: { event: string; data: unknown }[] }) =>
  stream.events
    .filter((event) => event.event === 'change')
    .map((event) => event.data as Change)
    .filter((change) => change.topic !== 'ready');

describe('the live stream', () => {
  it('opens with a ticket, never with the token in its URL; a bad or old ticket is a 401', async () => {
    expect((await s.app.inject({ method: 'POST', url: '/api/live/ticket' })).statusCode).toBe(401);
    const ticket = await ticketOf('manager');
    expect(ticket).not.toContain(s.tokens.manager);
    const stream = await readStream(`${base}/api/live/stream?ticket=${ticket}`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const ready = await stream.waitFor((event) => event.event === 'change');
    expect(ready.data).toMatchObject({ topic: 'ready' });
    expect(ready.id).toMatch(/^\d+$/);
    await stream.close();

    const forged = await s.app.inject({
      method: 'GET',
      url: `/api/live/stream?ticket=${ticket.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    clock.advanceSeconds(61);
    const old = await s.app.inject({ method: 'GET', url: `/api/live/stream?ticket=${ticket}` });
    expect(old.statusCode).toBe(401);
    const none = await s.app.inject({ method: 'GET', url: '/api/live/stream' });
    expect(none.statusCode).toBe(400);
  });

  it('tells each tab what it may see: the assignee and the site’s manager, not a colleague or another site', async () => {
    const streams = {
      manager: await streamOf('manager'),
      technician: await streamOf('technician'),
      otherTech: await streamOf('otherTech'),
      southManager: await streamOf('southManager'),
      admin: await streamOf('admin'),
    };
    const task = await newTask();
    const isTask = (event: { data: unknown }) =>
      (event.data as Change).topic === 'task' && (event.data as Change).subjectId === task.id;
    await streams.manager.waitFor(isTask);
    await streams.admin.waitFor(isTask);
    await streams.technician.waitFor(isTask);
    // The assignee's bell: their notification, theirs only.
    await streams.technician.waitFor(
      (event) =>
        (event.data as Change).topic === 'notification' &&
        (event.data as Change).userId === ids.technician,
    );
    // A later change on the same instance arrives after the first: by then the others had theirs.
    await call('manager', 'POST', `/api/tasks/${task.id}/comments`, { body: 'Parts are here' });
    await streams.manager.waitFor(
      (event) => isTask(event) && (event.data as Change).action === 'task_commented',
    );
    expect(changes(streams.otherTech)).toEqual([]);
    expect(changes(streams.southManager)).toEqual([]);
    expect(changes(streams.manager).some((change) => change.topic === 'notification')).toBe(false);
    for (const stream of Object.values(streams)) await stream.close();
  });

  it('resumes from Last-Event-ID with what it missed, in order and once; too far back, refetch', async () => {
    const first = await streamOf('manager');
    const task = await newTask();
    const heard = await first.waitFor((event) => (event.data as Change).subjectId === task.id);
    await first.close();
    // Missed while away: a comment and a status change.
    await call('manager', 'POST', `/api/tasks/${task.id}/comments`, { body: 'One' });
    await call('manager', 'PATCH', `/api/tasks/${task.id}/status`, { status: 'in_progress' });
    const again = await streamOf('manager', { 'last-event-id': String(heard.id) });
    const missed = changes(again).filter((change) => change.subjectId === task.id);
    expect(missed.map((change) => change.action)).toEqual(['task_commented', 'task_updated']);
    const eventIds = again.events.map((event) => Number(event.id));
    expect(eventIds).toEqual([...eventIds].sort((a, b) => a - b));
    expect(new Set(eventIds).size).toBe(eventIds.length);
    expect(eventIds.every((id) => id > Number(heard.id))).toBe(true);
    await again.close();

    // Away longer than the window: the event it stopped at is too old to resume from.
    await s.db.execute(
      sql`update live_events set created_at = now() - interval '6 minutes' where id = ${Number(heard.id)}`,
    );
    const stale = await readStream(
      `${base}/api/live/stream?ticket=${encodeURIComponent(await ticketOf('manager'))}`,
      { 'last-event-id': String(heard.id) },
    );
    await stale.waitFor((event) => event.event === 'refetch');
    await stale.close();

    const lost = await readStream(
      `${base}/api/live/stream?ticket=${encodeURIComponent(await ticketOf('manager'))}`,
      { 'last-event-id': '999999999' },
    );
    await lost.waitFor((event) => event.event === 'refetch');
    await lost.close();
  });
});

describe('a stream and its session', () => {
  it('ends when its session does: a logout, on whichever instance it came', async () => {
    const extra = await s.addCast([['leaver', 'technician', ['north']]]);
    const stream = await readStream(
      `${base}/api/live/stream?ticket=${encodeURIComponent((await extra.call('leaver', 'POST', '/api/live/ticket')).json().ticket)}`,
    );
    await stream.waitFor((event) => event.event === 'change');
    const other = await streamOf('manager');
    const admin = await streamOf('admin');
    expect((await extra.call('leaver', 'POST', '/api/auth/logout')).statusCode).toBe(200);
    await expect.poll(() => stream.ended).toBe(true);
    // Another person's stream goes on, and nobody, an administrator neither, hears of the logout.
    expect(other.ended).toBe(false);
    const later = await newTask({ title: 'After the logout' });
    await admin.waitFor((event) => (event.data as Change).subjectId === later.id);
    expect(changes(admin).filter((change) => change.topic === 'session')).toEqual([]);
    await other.close();
    await admin.close();
  });
});

describe('a work order assigned to someone else', () => {
  it('is heard by its former assignee too, whose list must lose it', async () => {
    const task = await newTask({ title: 'Handed over' });
    const former = await streamOf('technician');
    const res = await call('manager', 'PUT', `/api/tasks/${task.id}`, {
      title: task.title,
      description: task.description,
      dueDate: task.dueDate,
      status: 'pending',
      priority: task.priority,
      siteId: north.id,
      assetId: pump.id,
      assignedToId: ids.otherTech,
    });
    expect(res.statusCode).toBe(200);
    const heard = await former.waitFor(
      (event) =>
        (event.data as Change).subjectId === task.id &&
        (event.data as Change).action === 'task_updated',
    );
    expect(heard).toBeTruthy();
    // A later change of it is the new assignee's alone.
    const watcher = await streamOf('otherTech');
    await call('manager', 'POST', `/api/tasks/${task.id}/comments`, { body: 'Yours now' });
    await watcher.waitFor(
      (event) =>
        (event.data as Change).subjectId === task.id &&
        (event.data as Change).action === 'task_commented',
    );
    await former.close();
    expect(
      changes(former).filter(
        (change) => change.subjectId === task.id && change.action === 'task_commented',
      ),
    ).toEqual([]);
    await watcher.close();
  });
});

describe('two instances on one database', () => {
  it('a change made through one reaches a stream held on the other, through the database', async () => {
    const other = await buildApp({ config: testConfig(), db: s.db, clock });
    try {
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      const ticket = await ticketOf('technician');
      const stream = await readStream(
        `${otherBase}/api/live/stream?ticket=${encodeURIComponent(ticket)}`,
      );
      expect(stream.status).toBe(200);
      await stream.waitFor((event) => event.event === 'change');
      const task = await newTask();
      await stream.waitFor((event) => (event.data as Change).subjectId === task.id);
      await stream.close();
    } finally {
      await other.close();
    }
  });

  it('ends its streams when it stops, so their clients go to another instance', async () => {
    const other = await buildApp({ config: testConfig(), db: s.db, clock });
    const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await readStream(
      `${otherBase}/api/live/stream?ticket=${encodeURIComponent(await ticketOf('manager'))}`,
    );
    await stream.waitFor((event) => event.event === 'change');
    await other.close();
    await expect.poll(() => stream.ended).toBe(true);
  });
});

describe('the logs', () => {
  it('never hold the token or the ticket: the stream is asked for by its path alone', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(
      { config: testConfig(), db: s.db, clock },
      { logger: pino({ level: 'info' }, sink) },
    );
    try {
      const loggedBase = await logged.listen({ port: 0, host: '127.0.0.1' });
      const asked = await fetch(`${loggedBase}/api/live/ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.tokens.manager}` },
      });
      const { ticket } = (await asked.json()) as { ticket: string };
      const stream = await readStream(
        `${loggedBase}/api/live/stream?ticket=${encodeURIComponent(ticket)}`,
      );
      await stream.waitFor((event) => event.event === 'change');
      await stream.close();
    } finally {
      await logged.close();
    }
    const all = lines.join('\n');
    expect(all).toContain('/api/live/ticket');
    expect(all).not.toContain(s.tokens.manager);
    expect(all).not.toContain('ticket=');
  });
});

describe('the events kept', () => {
  it('are swept once no stream can resume from them: after 10 minutes', async () => {
    await newTask();
    await s.db.execute(sql`update live_events set created_at = now() - interval '11 minutes'`);
    await newTask();
    await sweepLiveEvents(s.db);
    const count = async (where: ReturnType<typeof sql>) => {
      const result = (await s.db.execute(
        sql`select count(*)::int as n from live_events where ${where}`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    };
    expect(await count(sql`true`)).toBeGreaterThan(0);
    expect(await count(sql`created_at < now() - interval '10 minutes'`)).toBe(0);
  });
});
