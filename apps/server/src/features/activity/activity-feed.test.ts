import type { ActivityEntry } from '@cmms/shared/activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';

// GET /api/activity: an entry about a record reaches only those who may see the record
// (issue 15: a technician read, in the feed, the work orders of others that GET /tasks/{id}
// hides from them).

const s = await scenario({
  sites: { plant: 'Plant' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['plant']],
    ['mine', 'technician', ['plant']],
    ['theirs', 'technician', ['plant']],
    ['housekeeping', 'housekeeping', ['plant']],
    ['nobody', 'greeter', ['plant']],
  ],
});
afterAll(() => s.close());
type Who = keyof typeof s.ids;
const { call, ids } = s;
const site = s.sites.plant;

/** The work orders the caller's feed has entries about. */
async function workOrdersInFeed(who: Who) {
  const res = await call(who, 'GET', '/api/activity?type=task&limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return new Set((res.json() as ActivityEntry[]).map((entry) => entry.metadata?.taskId));
}

const taskIds: Record<string, string> = {};
beforeAll(async () => {
  const asset = await s.newAsset('admin', { name: 'Pump', siteId: site.id });
  for (const who of ['mine', 'theirs'] as const) {
    const task = await s.newWorkOrder('manager', {
      title: `Work of ${who}`,
      description: 'Check it',
      dueDate: '2099-01-01',
      assignedToId: ids[who],
      assetId: asset.id,
      siteId: site.id,
    });
    taskIds[who] = task.id;
  }
  // The other technician works on theirs: an entry by a technician of the same site.
  const done = await call('theirs', 'PATCH', `/api/tasks/${taskIds.theirs}/status`, {
    status: 'completed',
  });
  expect(done.statusCode, done.body).toBe(200);
});

describe('GET /api/activity', () => {
  it('shows a technician the entries about their own work orders only', async () => {
    expect((await call('mine', 'GET', `/api/tasks/${taskIds.theirs}`)).statusCode).toBe(404);
    const feed = await workOrdersInFeed('mine');
    expect(feed.has(taskIds.mine)).toBe(true);
    expect(feed.has(taskIds.theirs)).toBe(false);
    expect(await workOrdersInFeed('theirs')).toEqual(new Set([taskIds.theirs]));
  });

  it('shows those who see the site’s work orders every entry about them', async () => {
    for (const who of ['manager', 'housekeeping'] as const) {
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
