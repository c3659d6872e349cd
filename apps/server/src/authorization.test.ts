import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from './features/sites/sites.service';
import { SYSTEM_ACTOR } from './lib/actor';
import { bearer, createTestUser, signIn } from './test/factories';
import {
  CALLERS,
  type Caller,
  pathOf,
  ROUTES,
  SITE_EDITORS,
  STAFF_VIEWERS,
} from './test/route-table';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
const roleOf = (caller: Caller) => (caller === 'custom' ? 'surveyor' : caller);
const tokens = {} as Record<Caller, string>;
const emails = {} as Record<Caller, string>;
const userIds = {} as Record<Caller, string>;
let homeSite: { id: string };
let otherSite: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  homeSite = await createSite({ db }, SYSTEM_ACTOR, { name: 'Home' });
  otherSite = await createSite({ db }, SYSTEM_ACTOR, { name: 'Elsewhere' });
  const admin = await createTestUser(db, { role: 'admin' });
  const adminToken = await signIn(t.app, admin.email);
  await t.app.inject({
    method: 'POST',
    url: '/api/roles',
    headers: bearer(adminToken),
    payload: { name: 'surveyor', permissions: ['view_sites', 'update_sites'] },
  });
  for (const caller of CALLERS) {
    const role = roleOf(caller);
    const siteIds = ['admin', 'superadmin'].includes(role) ? [] : [homeSite.id];
    const { user, email } = await createTestUser(db, { role, siteIds });
    emails[caller] = email;
    userIds[caller] = user.id;
    tokens[caller] = await signIn(t.app, email);
  }
});
afterAll(() => t.close());

const request = (method: string, path: string, token?: string, body?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: pathOf(path),
    ...(token ? { headers: bearer(token) } : {}),
    ...(body ? { payload: body } : {}),
  });

describe('the route inventory', () => {
  it('has a row for every API route', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const missing = routes.filter((route) => !(route in ROUTES));
    expect(missing, 'routes without a row in ROUTES').toEqual([]);
    const stale = Object.keys(ROUTES).filter((route) => !routes.includes(route));
    expect(stale, 'rows for routes that no longer exist').toEqual([]);
  });
});

describe.each(Object.entries(ROUTES))('%s', (route, row) => {
  const [method = 'GET', path = '/'] = route.split(' ');
  if (row.access === 'public') {
    it('answers without a token', async () => {
      const res = await request(
        method,
        path,
        undefined,
        row.body?.({ callerId: '', siteId: homeSite.id, ownRole: '' }),
      );
      expect([401, 403]).not.toContain(res.statusCode);
    });
    return;
  }
  it('refuses a request without a token with 401', async () => {
    expect(
      (
        await request(
          method,
          path,
          undefined,
          row.body?.({ callerId: '', siteId: homeSite.id, ownRole: '' }),
        )
      ).statusCode,
    ).toBe(401);
  });
  const allowed = row.access === 'signed-in' ? CALLERS : row.access;
  it.each(CALLERS)('for %s', async (caller) => {
    const token = row.ownSession ? await signIn(t.app, emails[caller]) : tokens[caller];
    const res = await request(
      method,
      path,
      token,
      row.body?.({ callerId: userIds[caller], siteId: homeSite.id, ownRole: roleOf(caller) }),
    );
    if (allowed.includes(caller)) expect([401, 403], res.body).not.toContain(res.statusCode);
    else expect(res.statusCode, res.body).toBe(403);
  });
});

describe('records outside the caller’s sites answer 404', () => {
  it.each(['manager', 'supervisor', 'technician', 'client', 'custom'] as const)(
    'for %s',
    async (caller) => {
      expect((await request('GET', `/api/sites/${otherSite.id}`, tokens[caller])).statusCode).toBe(
        404,
      );
      if (SITE_EDITORS.includes(caller)) {
        const res = await request('PUT', `/api/sites/${otherSite.id}`, tokens[caller], {
          name: 'Taken',
        });
        expect(res.statusCode).toBe(404);
      }
      if (STAFF_VIEWERS.includes(caller)) {
        expect(
          (await request('GET', `/api/sites/${otherSite.id}/staff`, tokens[caller])).statusCode,
        ).toBe(404);
      }
      expect((await request('GET', `/api/sites/${homeSite.id}`, tokens[caller])).statusCode).toBe(
        200,
      );
    },
  );
});
