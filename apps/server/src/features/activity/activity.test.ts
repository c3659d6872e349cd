import { msg } from '@cmms/shared/i18n/message';
import { en, translatorFor } from '@cmms/shared/i18n/source-translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../lib/actor';
import { bearer, createTestUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordActivity } from './activity.service';

let t: TestApp;
let admin: { id: string; token: string };
let tech: { id: string; token: string };
let other: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const make = async (role: string) => {
    const { user, email } = await createTestUser(t.database.db, { role });
    return { id: user.id, token: await signIn(t.app, email) };
  };
  admin = await make('admin');
  tech = await make('technician');
  other = await make('technician');
});
afterAll(() => t.close());

const log = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/activity/log', headers: bearer(token), payload });
const logs = (token: string, query = '') =>
  t.app.inject({ url: `/api/activity/logs${query}`, headers: bearer(token) });

describe('POST /api/activity/log', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/activity/log', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('records the entry as the caller, whatever userId the body names', async () => {
    const res = await log(tech.token, {
      userId: other.id,
      action: 'checklist_saved',
      description: 'Saved the lobby checklist',
      type: 'checklist',
      metadata: { checklistId: 'c1' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ logged: true });
    const mine = (await logs(tech.token, '?type=client_report')).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      userId: tech.id,
      action: 'checklist_saved',
      role: 'technician',
      type: 'client_report',
    });
    expect(mine[0].metadata).toEqual({
      checklistId: 'c1',
      source: 'client',
      reportedType: 'checklist',
    });
    expect((await logs(other.token, '?type=client_report')).json()).toHaveLength(0);
  });

  it("never passes a report off as the server's record (issue 20)", async () => {
    const forged = {
      action: 'task_deleted',
      description: 'Work order WO-000001 deleted',
      type: 'task',
    };
    expect((await log(tech.token, forged)).statusCode).toBe(201);
    expect((await log(tech.token, { ...forged, type: 'admin_notification' })).statusCode).toBe(201);
    const feed = (
      await t.app.inject({ url: '/api/activity?limit=100', headers: bearer(admin.token) })
    ).json() as { description: string }[];
    expect(feed.map((entry) => entry.description)).not.toContain(forged.description);
    const notified = (await logs(admin.token, '?type=admin_notification&limit=100')).json() as {
      description: string;
    }[];
    expect(notified.map((entry) => entry.description)).not.toContain(forged.description);
    const task = (await logs(admin.token, `?type=task&userId=${tech.id}`)).json();
    expect(task).toEqual([]);
  });

  it('ignores the types the spec never logs', async () => {
    for (const type of ['login', 'refresh', 'clear', 'data_fresh']) {
      const res = await log(tech.token, { action: 'x', description: 'y', type });
      expect(res.json()).toEqual({ logged: false });
    }
    expect((await logs(tech.token, '?type=refresh')).json()).toHaveLength(0);
  });

  it('checks the body', async () => {
    const res = await log(tech.token, { action: '', description: '', type: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['action', 'description', 'type']);
  });

  // Found by the API fuzz (api-fuzz.test.ts): "\ud800" as the type went into the metadata as
  // reportedType, and PostgreSQL's jsonb refuses an unpaired surrogate: a 500.
  it('refuses text that is not valid Unicode with 400, and writes nothing', async () => {
    const before = (await logs(tech.token, '?type=client_report')).headers['x-total-count'];
    for (const [payload, field] of [
      [{ action: 'a', description: 'd', type: '\ud800' }, 'type'],
      [{ action: 'a', description: 'x\udfffy', type: 'asset' }, 'description'],
      [
        { action: 'a', description: 'd', type: 'asset', metadata: { note: ['\ud83d'] } },
        'metadata.note.0',
      ],
      [{ action: 'a', description: 'd', type: 'asset', metadata: { '\udc00': 1 } }, 'metadata'],
      [{ action: 'a', description: 'd', type: 'asset', metadata: { 'a\u0000': 1 } }, 'metadata'],
    ] as const) {
      const res = await log(tech.token, payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
    }
    // A surrogate pair (an emoji) is valid text.
    expect(
      (await log(tech.token, { action: 'a', description: '👩‍🔧', type: 'asset' })).statusCode,
    ).toBe(201);
    const after = (await logs(tech.token, '?type=client_report')).headers['x-total-count'];
    expect(Number(after)).toBe(Number(before) + 1);
  });

  it('bounds the metadata in depth and size, however deep the body nests', async () => {
    const entry = { action: 'a', description: 'd', type: 'asset' };
    // Written out by hand: JSON.stringify itself would overflow the stack on it.
    const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const tooDeep = await t.app.inject({
      method: 'POST',
      url: '/api/activity/log',
      headers: { ...bearer(tech.token), 'content-type': 'application/json' },
      payload: `{"action":"a","description":"d","type":"asset","metadata":${deep}}`,
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().errors).toEqual({
      metadata: en('activity.metadataTooDeep', { depth: 10 }),
    });
    const tooBig = await log(tech.token, { ...entry, metadata: { note: 'n'.repeat(10_001) } });
    expect(tooBig.json().errors).toEqual({
      metadata: en('activity.metadataTooLarge', { chars: 10_000 }),
    });
    let nested: unknown = 'ok';
    for (let level = 0; level < 9; level++) nested = { a: nested };
    expect((await log(tech.token, { ...entry, metadata: { nested } })).statusCode).toBe(201);
  });
});

describe('GET /api/activity/logs and /api/activity/recent', () => {
  it('show a technician only their own entries, even when asking for someone else’s', async () => {
    const res = await logs(tech.token, `?userId=${admin.id}`);
    expect(res.statusCode).toBe(200);
    for (const entry of res.json()) expect(entry.userId).toBe(tech.id);
    for (const entry of (
      await t.app.inject({ url: '/api/activity/recent', headers: bearer(tech.token) })
    ).json()) {
      expect(entry.userId).toBe(tech.id);
    }
  });

  it('show an admin everyone’s entries, filtered by user when asked, with a total', async () => {
    const all = await logs(admin.token, '?limit=100');
    const users = new Set(all.json().map((entry: { userId: string }) => entry.userId));
    expect(users.has(tech.id) && users.has(other.id)).toBe(true);
    const techOnly = await logs(admin.token, `?userId=${tech.id}`);
    expect(Number(techOnly.headers['x-total-count'])).toBe(techOnly.json().length);
    for (const entry of techOnly.json()) expect(entry.userId).toBe(tech.id);
  });

  it('refuses a user id that is not one, with 400 and not a failed query', async () => {
    const res = await logs(admin.token, '?userId=-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ userId: en('activity.invalidUserId') });
    const arabic = await t.app.inject({
      url: '/api/activity/logs?userId=-1',
      headers: { ...bearer(admin.token), 'accept-language': 'ar' },
    });
    expect(arabic.json().errors).toEqual({
      userId: translatorFor('ar').t('activity.invalidUserId'),
    });
  });

  it('type=admin_notification gives admins the events they are told about, not their own', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'New Person',
        email: 'new.person@example.com',
        mobile: '9876501234',
        password: 'Sign@Up123',
      },
    });
    const res = await logs(admin.token, '?type=admin_notification');
    const actions = res.json().map((entry: { action: string }) => entry.action);
    expect(actions).toContain('user_signup');
    expect(actions).not.toContain('login');
  });
});

describe('the system, as each reader names it (issue 32)', () => {
  it("is 'System' in English and the reader's own word in Arabic", async () => {
    await recordActivity(t.database.db, SYSTEM_ACTOR, {
      action: 'probe',
      description: msg('users.languageFollowsBrowser', { name: 'The server' }),
      type: 'language_probe',
    });
    const read = async (language: string) => {
      const res = await t.app.inject({
        url: '/api/activity/logs?type=language_probe',
        headers: { ...bearer(admin.token), 'accept-language': language },
      });
      return res.json()[0] as { user: string; role: string };
    };
    expect(await read('en')).toMatchObject({ user: 'System', role: 'system' });
    expect(await read('ar')).toMatchObject({
      user: translatorFor('ar').t('activity.systemUser'),
      role: 'system',
    });
  });
});
