import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../lib/actor';
import { callAs, type HttpMethod, signInCast } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSite } from '../sites/sites.service';

// GET /api/activity: an entry about a record reaches only those who may see the record
// (issue 15: a technician read, in the feed, the work orders of others that GET /tasks/{id}
// hides from them).

let t: TestApp;
let tokens: Record<string, string> = {};
let ids: Record<string, string> = {};
const taskIds: Record<string, string> = {};

const call = (who: string, method: HttpMethod, url: string, payload?: object) =>
  callAs(t.app, tokens, who, method, url, payload);

/** The work orders the caller's feed has entries about. */
async function workOrdersInFeed(who: string) {
  const res = await call(who, 'GET', '/api/activity?type=task&limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return new Set(
    (res.json() as { metadata: { taskId?: string } | null }[]).map(
      (entry) => entry.metadata?.taskId,
    ),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const site = await createSite({ db: t.database.db }, SYSTEM_ACTOR, { name: 'Plant' });
  ({ ids, tokens } = await signInCast(t.app, t.database.db, [
    ['admin', 'admin', []],
    ['manager', 'manager', [site.id]],
    ['mine', 'technician', [site.id]],
    ['theirs', 'technician', [site.id]],
    ['housekeeping', 'housekeeping', [site.id]],
    ['nobody', 'greeter', [site.id]],
  ]));
  const asset = await call('admin', 'POST', '/api/assets', { name: 'Pump', siteId: site.id });
  for (const who of ['mine', 'theirs']) {
    const res = await call('manager', 'POST', '/api/tasks', {
      title: `Work of ${who}`,
      description: 'Check it',
      dueDate: '2099-01-01',
      assignedToId: ids[who],
      assetId: asset.json().id,
      siteId: site.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    taskIds[who] = res.json().id;
  }
  // The other technician works on theirs: an entry by a technician of the same site.
  const done = await call('theirs', 'PATCH', `/api/tasks/${taskIds.theirs}/status`, {
    status: 'completed',
  });
  expect(done.statusCode, done.body).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/activity', () => {
  it('shows a technician the entries about their own work orders only', async () => {
    expect((await call('mine', 'GET', `/api/tasks/${taskIds.theirs}`)).statusCode).toBe(404);
    const feed = await workOrdersInFeed('mine');
    expect(feed.has(taskIds.mine)).toBe(true);
    expect(feed.has(taskIds.theirs)).toBe(false);
    expect(await workOrdersInFeed('theirs')).toEqual(new Set([taskIds.theirs]));
  });

  it('shows those who see the site’s work orders every entry about them', async () => {
    for (const who of ['manager', 'housekeeping']) {
      const feed = await workOrdersInFeed(who);
      expect(feed.has(taskIds.mine) && feed.has(taskIds.theirs), who).toBe(true);
    }
  });

  it('shows a role that may not read work orders no entry about one', async () => {
    expect((await call('nobody', 'GET', '/api/tasks')).statusCode).toBe(403);
    expect((await workOrdersInFeed('nobody')).size).toBe(0);
    const assets = await call('nobody', 'GET', '/api/activity?type=asset');
    expect(assets.json()).toEqual([]);
  });

  it('keeps the total in step with what is shown', async () => {
    const res = await call('mine', 'GET', '/api/activity?type=task&limit=1');
    const all = await workOrdersInFeed('mine');
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(all.size);
    const everything = await call('mine', 'GET', '/api/activity?type=task&limit=100');
    expect(Number(res.headers['x-total-count'])).toBe(everything.json().length);
  });
});
