import type { Notification } from '@cmms/shared/notifications';
import type { PortalReceipt, SitePortal, WorkRequest } from '@cmms/shared/requests';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';
import { runRequestEscalations } from './requests.escalation';

// Requests left undecided (issue 35 with issue 34's rules, docs/requests.md "Escalation"): a
// site's rule tells its supervisors N hours after a request came, its managers at 2N, once each;
// a decided request, or one older than the rule, is left alone. The clock is the test's.
const clock = testClock(new Date('2026-06-15T08:00:00Z'));
const s = await scenario({
  clock,
  sites: { north: 'North Plant', south: 'South Depot', east: 'East Yard' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['southManager', 'manager', ['south']],
  ],
});
afterAll(() => s.close());
const { call, sites } = s;
const deps = { db: s.db, clock };
const portalOf = (siteId: string) => `/api/sites/${siteId}/portal`;

async function openPortal(siteId: string) {
  const res = await call('admin', 'PUT', portalOf(siteId), { enabled: true });
  return (res.json() as SitePortal).path.replace('/r/', '');
}
const tokens = {
  north: await openPortal(sites.north.id),
  south: await openPortal(sites.south.id),
  east: await openPortal(sites.east.id),
};

let from = 0;
async function report(site: keyof typeof tokens, description: string): Promise<PortalReceipt> {
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/portal/sites/${tokens[site]}/requests`,
    remoteAddress: `10.8.0.${++from}`,
    payload: { description, urgency: 'normal' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const setHours = (untriagedHours: unknown, siteId = sites.north.id) =>
  call('admin', 'PUT', portalOf(siteId), { untriagedHours });

/** The reminders a user was told of, about one request. */
async function remindersOf(
  who: 'manager' | 'supervisor' | 'southManager' | 'admin',
  number: string,
) {
  const res = await call(who, 'GET', '/api/notifications?limit=100');
  return (res.json() as Notification[]).filter(
    (notification) =>
      notification.title === 'Request waiting for a decision' && notification.body.includes(number),
  );
}

async function requestIdOf(receipt: PortalReceipt) {
  const res = await call('admin', 'GET', '/api/requests?status=all&limit=100');
  const found = (res.json() as WorkRequest[]).find((request) => request.number === receipt.number);
  if (!found) throw new Error(`${receipt.number} is not in the inbox`);
  return found.id;
}

describe('the rule', () => {
  it('is off until set, set by administrators only, and refused when not whole hours of a week', async () => {
    const before = await call('admin', 'GET', portalOf(sites.north.id));
    expect(before.json()).toMatchObject({ untriagedHours: null });
    expect(
      (await call('manager', 'PUT', portalOf(sites.north.id), { untriagedHours: 4 })).statusCode,
    ).toBe(403);
    for (const wrong of [0, -1, 1.5, 169, '4', true]) {
      const res = await setHours(wrong);
      expect(res.statusCode, String(wrong)).toBe(400);
      expect(res.json()).toMatchObject({
        errors: {
          untriagedHours: 'Enter whole hours from 1 to 168 (a week), or leave it empty',
        },
      });
    }
    const set = await setHours(4);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ enabled: true, untriagedHours: 4 });
    // A body without it, as the switch sends, keeps it.
    await call('admin', 'PUT', portalOf(sites.north.id), { required: ['location'] });
    expect((await call('admin', 'GET', portalOf(sites.north.id))).json()).toMatchObject({
      untriagedHours: 4,
      required: ['location'],
    });
    await call('admin', 'PUT', portalOf(sites.north.id), { required: [] });
  });
});

describe('an undecided request', () => {
  it('is told to the supervisors at N hours, not a minute before, and to the managers at 2N, once', async () => {
    await setHours(4);
    const leak = await report('north', 'Water under the sink on floor 2');
    clock.advanceMinutes(4 * 60 - 1);
    expect(await runRequestEscalations(deps)).toBe(0);
    clock.advanceMinutes(1);
    expect(await runRequestEscalations(deps)).toBe(1);
    expect(await runRequestEscalations(deps)).toBe(0);
    const told = await remindersOf('supervisor', leak.number);
    expect(told).toHaveLength(1);
    expect(told[0]?.type).toBe('work_request');
    expect(told[0]?.body).toBe(
      `${leak.number} at North Plant has waited 4 hours to be accepted or rejected: Water under the sink on floor 2`,
    );
    expect(JSON.parse(told[0]?.data ?? '{}')).toMatchObject({ siteId: sites.north.id });
    expect(await remindersOf('manager', leak.number)).toHaveLength(0);

    clock.advanceMinutes(4 * 60);
    expect(await runRequestEscalations(deps)).toBe(1);
    expect(await remindersOf('manager', leak.number)).toHaveLength(1);
    expect(await remindersOf('supervisor', leak.number)).toHaveLength(1);
    expect(await remindersOf('southManager', leak.number)).toHaveLength(0);
    clock.advanceMinutes(24 * 60);
    expect(await runRequestEscalations(deps)).toBe(0);

    const log = await call('admin', 'GET', '/api/activity/logs?limit=100');
    const entries = (log.json() as { action: string; description: string }[]).filter(
      (entry) => entry.action === 'request_escalated' && entry.description.includes(leak.number),
    );
    expect(entries.map((entry) => entry.description).sort()).toEqual([
      `Request ${leak.number} escalated to the site's managers: not decided 8 hours after it came`,
      `Request ${leak.number} escalated to the site's supervisors: not decided 4 hours after it came`,
    ]);
  });

  it('is left alone once decided', async () => {
    await setHours(2);
    const decided = await report('north', 'Broken blind in room 12');
    await call('manager', 'POST', `/api/requests/${await requestIdOf(decided)}/reject`, {
      reason: 'Already fixed',
    });
    clock.advanceMinutes(5 * 60);
    await runRequestEscalations(deps);
    expect(await remindersOf('supervisor', decided.number)).toHaveLength(0);
    expect(await remindersOf('manager', decided.number)).toHaveLength(0);
  });

  it('older than the rule is not escalated, and a rule turned off escalates nothing', async () => {
    await setHours(null);
    const old = await report('north', 'Flickering light in the lobby');
    clock.advanceMinutes(10 * 60);
    // Set now: the request's 1-hour and 2-hour steps came before the rule did.
    await setHours(1);
    expect(await runRequestEscalations(deps)).toBe(0);
    expect(await remindersOf('supervisor', old.number)).toHaveLength(0);
    await setHours(null);
    const fresh = await report('north', 'Door does not close');
    clock.advanceMinutes(3 * 60);
    expect(await runRequestEscalations(deps)).toBe(0);
    expect(await remindersOf('supervisor', fresh.number)).toHaveLength(0);
  });

  it('at a site with no supervisor goes to its managers, and when it has none to the administrators', async () => {
    await setHours(1, sites.south.id);
    const dock = await report('south', 'Dock door stuck open');
    clock.advanceMinutes(60);
    expect(await runRequestEscalations(deps)).toBe(1);
    expect(await remindersOf('southManager', dock.number)).toHaveLength(1);
    clock.advanceMinutes(60);
    // Step 2 would tell the managers again: nothing more.
    expect(await runRequestEscalations(deps)).toBe(1);
    expect(await remindersOf('southManager', dock.number)).toHaveLength(1);

    // East Yard has nobody: its administrators are told.
    await setHours(1, sites.east.id);
    const gate = await report('east', 'Gate barrier will not lift');
    clock.advanceMinutes(60);
    expect(await runRequestEscalations(deps)).toBe(1);
    expect(await remindersOf('admin', gate.number)).toHaveLength(1);
  });
});

describe('two instances at once', () => {
  it('escalate each step once', async () => {
    await setHours(null, sites.east.id);
    await setHours(1);
    const receipts = await Promise.all(
      [1, 2, 3].map((n) => report('north', `Race ${n}: tap dripping`)),
    );
    clock.advanceMinutes(60);
    const made = await Promise.all([runRequestEscalations(deps), runRequestEscalations(deps)]);
    expect(made[0] + made[1]).toBe(3);
    for (const receipt of receipts) {
      expect(await remindersOf('supervisor', receipt.number)).toHaveLength(1);
    }
  });
});
