import { msg } from '@cmms/shared/i18n/message';
import { en, translatorFor } from '@cmms/shared/i18n/source-translators';
import { readableDay } from '@cmms/shared/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../lib/actor';
import { bearer, createTestUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSite } from '../sites/sites.service';
import { notifyUser } from './notifications.service';

let t: TestApp;
let me: { id: string; token: string };
let other: { id: string; token: string };
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['me', 'other'] as const) {
    const { user, email } = await createTestUser(t.database.db);
    const token = await signIn(t.app, email);
    if (who === 'me') me = { id: user.id, token };
    else other = { id: user.id, token };
  }
  for (let i = 1; i <= 3; i++) {
    const row = await notifyUser(t.database.db, {
      userId: me.id,
      type: 'task_assignment',
      title: msg('notifications.siteAssignedTitle'),
      body: msg('notifications.siteAssignedBody', { site: `Filter ${i}` }),
      data: { taskId: `task-${i}` },
    });
    ids.push(row.id);
  }
  await notifyUser(t.database.db, {
    userId: other.id,
    type: 'site_assignment',
    title: msg('notifications.siteAssignedTitle'),
    body: msg('notifications.siteAssignedBody', { site: 'Harbor View Towers' }),
  });
});
afterAll(() => t.close());

const get = (url: string, token = me.token) => t.app.inject({ url, headers: bearer(token) });
const put = (url: string, token = me.token) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token) });

describe('notifications', () => {
  it('need a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PUT', '/api/notifications/read-all'],
      ['PUT', `/api/notifications/${ids[0]}/read`],
      ['POST', '/api/notifications/register-device'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('GET /api/notifications lists only the caller’s, newest first, paged with X-Total-Count', async () => {
    const res = await get('/api/notifications?limit=2&offset=0');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const page = res.json();
    expect(page).toHaveLength(2);
    expect(page[0]).toMatchObject({ type: 'task_assignment', read: false });
    expect(JSON.parse(page[0].data)).toMatchObject({ type: 'task_assignment' });
    const rest = (await get('/api/notifications?limit=2&offset=2')).json();
    expect(rest).toHaveLength(1);
    const seen = [...page, ...rest].map((n: { id: string }) => n.id);
    expect(new Set(seen)).toEqual(new Set(ids));
  });

  it('rejects a bad page size', async () => {
    const res = await get('/api/notifications?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.limit).toBe('limit must be at least 1');
  });

  it('marks one read; another user’s notification answers 404 and stays unread', async () => {
    const theirs = (await get('/api/notifications', other.token)).json()[0].id;
    const denied = await put(`/api/notifications/${theirs}/read`);
    expect(denied.statusCode).toBe(404);
    expect((await get('/api/notifications/unread-count', other.token)).json()).toEqual({
      count: 1,
    });

    const res = await put(`/api/notifications/${ids[0]}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[0], read: true });
    expect((await get('/api/notifications/unread-count')).json()).toEqual({ count: 2 });
    expect((await get('/api/notifications?filter=read')).json()).toHaveLength(1);
    expect((await get('/api/notifications?filter=unread')).json()).toHaveLength(2);
  });

  it('mark-all-read affects only the caller', async () => {
    const res = await put('/api/notifications/read-all');
    expect(res.json()).toEqual({ updated: 2 });
    expect((await get('/api/notifications/unread-count')).json()).toEqual({ count: 0 });
    expect((await get('/api/notifications/unread-count', other.token)).json()).toEqual({
      count: 1,
    });
  });

  it('answers 404 for an id that does not exist and 400 for one that is not an id', async () => {
    expect(
      (await put('/api/notifications/7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f/read')).statusCode,
    ).toBe(404);
    expect((await put('/api/notifications/not-an-id/read')).statusCode).toBe(400);
  });

  it('registers a device, and a token moves to whoever registers it last', async () => {
    const payload = { deviceToken: `web-${Date.now()}-abcdef`, platform: 'web' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/register-device',
      headers: bearer(me.token),
      payload,
    });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/register-device',
      headers: bearer(other.token),
      payload,
    });
    expect(again.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/register-device',
      headers: bearer(me.token),
      payload: { deviceToken: 'x', platform: 'fax' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      deviceToken: en('notifications.deviceTokenRequired'),
      platform: en('notifications.platformInvalid'),
    });
  });
});

describe('the dates in a notification (issue 30)', () => {
  it('are written as the screens write them, where the notification is made', async () => {
    const db = t.database.db;
    const site = await createSite({ db }, SYSTEM_ACTOR, { name: 'Harbor' });
    const admin = await createTestUser(db, { role: 'admin' });
    const worker = await createTestUser(db, { role: 'technician', siteIds: [site.id] });
    const adminToken = await signIn(t.app, admin.email);
    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });
    const asset = (await call('/api/assets', { name: 'Boiler', siteId: site.id })).json();
    const due = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const task = await call('/api/tasks', {
      title: 'Boiler check',
      description: 'Yearly',
      dueDate: due,
      assignedToId: worker.user.id,
      assetId: asset.id,
      siteId: site.id,
    });
    expect(task.statusCode, task.body).toBe(201);

    const token = await signIn(t.app, worker.email);
    const [note] = (await get('/api/notifications', token)).json();
    expect(note.type).toBe('task_assignment');
    expect(note.body).toContain(`due ${readableDay(due)}.`);
    expect(note.body).not.toContain(due);
    // The data keeps the machine's form.
    expect(JSON.parse(note.data)).toMatchObject({ taskId: task.json().id });
  });

  it('are written so wherever a feature gives a calendar day', async () => {
    const row = await notifyUser(t.database.db, {
      userId: other.id,
      type: 'leave_approval',
      title: msg('attendance.leaveApproved'),
      body: msg('attendance.leaveDecidedBody', {
        leave: msg('attendance.leaveOf', {
          type: 'Casual',
          oneDay: false,
          start: { day: '2026-12-01' },
          end: { day: '2026-12-03' },
        }),
        approved: true,
        name: 'Ana',
        hasNote: false,
        note: '',
      }),
    });
    expect(row.body).toBe(
      'Your Casual leave from Tue, Dec 1, 2026 to Thu, Dec 3, 2026 was approved by Ana',
    );
  });
});

describe('a notification kept as a message (issue 32)', () => {
  it('is read in the language of whoever reads it', async () => {
    const { user, email } = await createTestUser(t.database.db);
    const token = await signIn(t.app, email);
    const site = 'Harbor View Towers';
    await notifyUser(t.database.db, {
      userId: user.id,
      type: 'site_assignment',
      title: msg('notifications.siteAssignedTitle'),
      body: msg('notifications.siteAssignedBody', { site }),
    });
    const read = async (language: string) => {
      const res = await t.app.inject({
        url: '/api/notifications',
        headers: { ...bearer(token), 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      return res.json()[0] as { title: string; body: string };
    };

    const arabic = translatorFor('ar');
    expect(await read('ar')).toMatchObject({
      title: arabic.t('notifications.siteAssignedTitle'),
      body: arabic.t('notifications.siteAssignedBody', { site }),
    });
    expect((await read('ar')).title).not.toBe(en('notifications.siteAssignedTitle'));
    expect((await read('ar')).body).toContain(site);
    expect(await read('en-US')).toMatchObject({
      title: 'New site assignment',
      body: 'You have been assigned to Harbor View Towers.',
    });
  });

  it("answers a missing one in the caller's language", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f/read',
      headers: { ...bearer(me.token), 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(translatorFor('hi').t('notifications.notFound'));
  });
});
