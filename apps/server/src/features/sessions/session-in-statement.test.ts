import { en } from '@cmms/shared/i18n/source-translators';
import { TOTAL_COUNT_HEADER } from '@cmms/shared/lists';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, createTestUser, signIn } from '../../test/factories';
import { scenario } from '../../test/scenario';
import { users } from '../users/users.table';
import * as sessionsRepository from './sessions.repository';

// The work order and asset lists check the session inside their page's statement, on the
// context this process last read for it (docs/database.md, "The session inside the statement").
// Each test changes the database behind the server's back, as another instance or an
// administrator would, and the next request must see it at once.

const s = await scenario({
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['technician', 'technician', ['north', 'south']],
  ],
});
afterAll(() => s.close());
const { north, south } = s.sites;
const LISTS = ['/api/tasks?limit=50', '/api/assets?limit=50'];

beforeAll(async () => {
  for (const site of [north, south]) {
    const asset = await s.newAsset('admin', { name: `Pump of ${site.id}`, siteId: site.id });
    await s.newWorkOrder('admin', {
      title: 'Fix the pump',
      description: 'It leaks',
      dueDate: '2099-01-01',
      assignedToId: s.ids.technician,
      assetId: asset.id,
      siteId: site.id,
    });
  }
});

/** A manager of both sites, signed in, whose context this process has read once. */
async function rememberedManager() {
  const { user, email } = await createTestUser(s.db, {
    role: 'manager',
    siteIds: [north.id, south.id],
  });
  const token = await signIn(s.app, email);
  for (const url of LISTS) expect((await get(url, token)).statusCode).toBe(200);
  return { user, token };
}

const get = (url: string, token: string) =>
  s.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('lists that check the session inside their statement', () => {
  let authenticate: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    authenticate = vi.spyOn(sessionsRepository, 'readOpenSession');
    return () => authenticate.mockRestore();
  });

  it('answer a remembered session without reading it on its own', async () => {
    const { email } = await createTestUser(s.db, { role: 'manager', siteIds: [north.id] });
    const token = await signIn(s.app, email);
    expect((await get(LISTS[0] as string, token)).statusCode).toBe(200);
    expect(authenticate).toHaveBeenCalledTimes(1);
    authenticate.mockClear();
    for (const url of [...LISTS, ...LISTS]) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
    }
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('refuse at once a session revoked elsewhere', async () => {
    const { user, token } = await rememberedManager();
    await s.db.execute(sql`update sessions set revoked_at = now() where user_id = ${user.id}`);
    for (const url of LISTS) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(en('account.sessionExpired'));
    }
  });

  it('refuse at once a session past its expiry in the database', async () => {
    const { user, token } = await rememberedManager();
    await s.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    for (const url of LISTS) expect((await get(url, token)).statusCode).toBe(401);
  });

  it('refuse at once a user deactivated elsewhere', async () => {
    const { user, token } = await rememberedManager();
    await s.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, user.id));
    for (const url of LISTS) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(en('account.deactivated'));
    }
  });

  it('show only the sites the user still has', async () => {
    const { user, token } = await rememberedManager();
    await s.db.execute(
      sql`delete from user_sites where user_id = ${user.id} and site_id = ${south.id}`,
    );
    for (const url of LISTS) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((row: { siteId: string }) => row.siteId)).toEqual([north.id]);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
    }
  });

  it('answer an empty list when the session is open and nothing matches', async () => {
    const { user, token } = await rememberedManager();
    await s.db.execute(sql`delete from user_sites where user_id = ${user.id}`);
    for (const url of LISTS) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('0');
    }
    // Still empty, and still open, once the fresh context is the remembered one.
    expect((await get(LISTS[0] as string, token)).json()).toEqual([]);
  });

  it('answer a closed session with 401 before a bad query’s 400', async () => {
    const { user, token } = await rememberedManager();
    expect((await get('/api/tasks?limit=-1', token)).statusCode).toBe(400);
    await s.db.execute(sql`update sessions set revoked_at = now() where user_id = ${user.id}`);
    expect((await get('/api/tasks?limit=-1', token)).statusCode).toBe(401);
  });

  it('apply a role’s permissions as they are now', async () => {
    const { token } = await rememberedManager();
    await s.db.execute(
      sql`update roles set permissions = permissions - 'view_assets' where name = 'manager'`,
    );
    try {
      expect((await get('/api/assets?limit=50', token)).statusCode).toBe(403);
    } finally {
      await s.db.execute(
        sql`update roles set permissions = permissions || '["view_assets"]'::jsonb where name = 'manager'`,
      );
    }
    expect((await get('/api/assets?limit=50', token)).statusCode).toBe(200);
  });
});
