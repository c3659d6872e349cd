import { ALL_PERMISSIONS, type Permission } from '@cmms/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from './features/sites/sites.service';
import { SYSTEM_ACTOR } from './lib/actor';
import { bearer, createTestUser, signIn } from './test/factories';
import { meets, pathOf, ROUTES, requirementOf } from './test/route-table';
import { createTestApp, type TestApp } from './test/test-app';

// Issue 29, item 2: the document-002 modules (materials, attendance, checklists, PM) decided by
// role name, so a custom role holding only view_sites read the inventory, punched in and ticked
// checklists, and an inspector holding view_pm was refused the PM list. Generated from the
// catalogue: for each permission, a custom role holding exactly it, assigned to a site, gets past
// authorization on exactly the routes the catalogue says that permission opens (route-table.ts,
// `needs`), and is refused with 403 everywhere else.

let t: TestApp;
const callers = new Map<Permission, { id: string; email: string; token: string }>();
let siteId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  siteId = (await createSite({ db }, SYSTEM_ACTOR, { name: 'Only Site' })).id;
  const admin = await createTestUser(db, { role: 'admin' });
  const adminToken = await signIn(t.app, admin.email);
  for (const permission of ALL_PERMISSIONS) {
    const name = `only ${permission}`;
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: bearer(adminToken),
      payload: { name, permissions: [permission] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const { user, email } = await createTestUser(db, { role: name, siteIds: [siteId] });
    callers.set(permission, { id: user.id, email, token: await signIn(t.app, email) });
  }
}, 120_000);
afterAll(() => t.close());

const restricted = Object.entries(ROUTES).filter(([, row]) => requirementOf(row) !== 'public');

describe.each(ALL_PERMISSIONS)('a custom role holding only %s', (permission) => {
  it('gets past authorization exactly where the catalogue says', async () => {
    const caller = callers.get(permission);
    if (!caller) throw new Error(`no caller for ${permission}`);
    const wrong: string[] = [];
    for (const [route, row] of restricted) {
      const [method = 'GET', path = '/'] = route.split(' ');
      // A call that ends its session would sign this caller out for the rest.
      const token = row.ownSession ? await signIn(t.app, caller.email) : caller.token;
      const res = await t.app.inject({
        method: method as 'GET',
        url: pathOf(path),
        headers: bearer(token),
        ...(row.body
          ? { payload: row.body({ callerId: caller.id, siteId, ownRole: `only ${permission}` }) }
          : {}),
      });
      const allowed = meets(requirementOf(row), [permission]);
      const passed = res.statusCode !== 401 && res.statusCode !== 403;
      if (allowed !== passed) {
        wrong.push(`${route}: ${res.statusCode} (${allowed ? 'should pass' : 'should be 403'})`);
      } else if (!allowed) {
        expect(res.statusCode, route).toBe(403);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a default role whose list an admin edited', () => {
  it('loses what the removed permissions granted', async () => {
    const admin = await createTestUser(t.database.db, { role: 'admin' });
    const adminToken = await signIn(t.app, admin.email);
    const roles = (
      await t.app.inject({ method: 'GET', url: '/api/roles', headers: bearer(adminToken) })
    ).json() as { id: string; name: string; permissions: string[] }[];
    const technicianRole = roles.find((role) => role.name === 'technician');
    if (!technicianRole) throw new Error('no technician role');
    const { email } = await createTestUser(t.database.db, {
      role: 'technician',
      siteIds: [siteId],
    });
    const token = await signIn(t.app, email);
    const calls = [
      ['GET', '/api/materials'],
      ['POST', '/api/materials/requests'],
      ['POST', '/api/attendance/check-in'],
      ['POST', '/api/attendance/leave'],
      ['PATCH', pathOf('/api/pm/{id}/status')],
    ] as const;
    const statuses = async () =>
      Promise.all(
        calls.map(async ([method, url]) => {
          const res = await t.app.inject({ method, url, headers: bearer(token), payload: {} });
          return res.statusCode;
        }),
      );
    expect((await statuses()).filter((status) => status === 403)).toEqual([]);
    const removed = ['view_materials', 'request_materials', 'view_attendance', 'view_pm'];
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${technicianRole.id}`,
      headers: bearer(adminToken),
      payload: {
        name: 'technician',
        permissions: technicianRole.permissions.filter((p) => !removed.includes(p)),
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await statuses()).toEqual(calls.map(() => 403));
  });
});
