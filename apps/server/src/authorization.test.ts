import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from './features/sites/sites.service';
import { SYSTEM_ACTOR } from './lib/actor';
import { bearer, createTestUser, signIn } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Who may call what, route by route. Every API route must appear here: one that does not fails
 * the inventory test below, so a new route cannot ship without a decision about who may call it.
 *
 * 'public': answers without a token. 'signed-in': any signed-in user (the route itself limits
 * what they see). A list of roles: exactly those get past authorization; others get 403.
 * 'custom' is a custom role holding view_sites and update_sites only.
 */
type Caller =
  | 'admin'
  | 'superadmin'
  | 'manager'
  | 'supervisor'
  | 'technician'
  | 'housekeeping'
  | 'client'
  | 'custom';
const CALLERS: Caller[] = [
  'admin',
  'superadmin',
  'manager',
  'supervisor',
  'technician',
  'housekeeping',
  'client',
  'custom',
];
type Access = 'public' | 'signed-in' | Caller[];

const ADMINS: Caller[] = ['admin', 'superadmin'];
const SITE_VIEWERS: Caller[] = [...CALLERS];
const SITE_EDITORS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor', 'custom'];
const STAFF_VIEWERS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor', 'client'];
const ASSIGNERS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor', 'client'];
const WORK_MANAGERS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor'];
// Housekeeping reads the work orders and assets of its sites (docs/permissions.md).
const WORK_VIEWERS: Caller[] = [...WORK_MANAGERS, 'technician', 'housekeeping', 'client'];
const STATUS_SETTERS: Caller[] = [...WORK_MANAGERS, 'technician'];
// Checklists (doc 002 §6, @cmms/shared/checklists checklistRules): the client only reads.
const CHECKLIST_MANAGERS: Caller[] = ['admin', 'superadmin', 'manager'];
const CHECKLIST_ASSIGNERS: Caller[] = [...CHECKLIST_MANAGERS, 'supervisor'];
const CHECKLIST_RECORDERS: Caller[] = CALLERS.filter((caller) => caller !== 'client');
// Attendance (doc 002 §6, @cmms/shared/attendance attendanceRules): the client only reads.
const PUNCHERS: Caller[] = CALLERS.filter((caller) => caller !== 'client');
const LEAVE_APPROVERS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor'];
// Preventive maintenance (doc 002 §6, @cmms/shared/pm pmRules).
const PM_MANAGERS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor'];
const PM_VIEWERS: Caller[] = [...PM_MANAGERS, 'client'];
const PM_STATUS_SETTERS: Caller[] = [...PM_MANAGERS, 'technician'];
// Materials (doc 002 §6): everyone with a site (all but admins here have one); managers decide.
const MATERIAL_USERS: Caller[] = [...CALLERS];
const MATERIAL_MANAGERS: Caller[] = ['admin', 'superadmin', 'manager'];

const GHOST = '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f';
const unique = () => randomUUID().slice(0, 8);

/** body: what to send (given the caller's user id); ownSession: the call ends the session it uses. */
type Row = { access: Access; body?: (callerId: string) => object; ownSession?: boolean };
const ROUTES: Record<string, Row> = {
  'GET /health': { access: 'public' },
  'GET /api/wakeup': { access: 'public' },
  'GET /api': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/logout': { access: 'signed-in', ownSession: true },
  'GET /api/auth/profile': { access: 'signed-in' },
  'GET /api/user/me': { access: 'signed-in' },
  'GET /api/auth/config': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/google-register': { access: 'public' },
  'POST /api/auth/register-superadmin': { access: 'public' },
  'POST /api/auth/forgot-password': { access: 'public' },
  'POST /api/auth/verify-reset-code': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },
  'POST /api/pin/verify': { access: 'public' },
  'GET /api/pin/has-pin': { access: 'public' },
  'POST /api/pin/set': { access: 'signed-in', body: () => ({ pin: '2468' }) },
  'POST /api/auth/set-pin': {
    access: 'signed-in',
    body: (callerId) => ({ userId: callerId, pin: '2468' }),
  },
  'POST /api/pin/check': { access: 'signed-in', body: () => ({ pin: '2468' }) },
  'DELETE /api/pin/remove': { access: 'signed-in' },
  'GET /api/notifications': { access: 'signed-in' },
  'GET /api/notifications/unread-count': { access: 'signed-in' },
  'PUT /api/notifications/read-all': { access: 'signed-in' },
  'PUT /api/notifications/{id}/read': { access: 'signed-in' },
  'POST /api/notifications/register-device': { access: 'signed-in' },
  'POST /api/activity/log': { access: 'signed-in' },
  'GET /api/activity/logs': { access: 'signed-in' },
  'GET /api/activity/recent': { access: 'signed-in' },
  'GET /api/activity': { access: 'signed-in' },
  'GET /api/dashboard/stats': { access: 'signed-in' },
  // Sites, users and roles: the rows this table exists for.
  'GET /api/sites': { access: SITE_VIEWERS },
  'GET /api/sites/{id}': { access: SITE_VIEWERS },
  'GET /api/sites/{id}/staff': { access: STAFF_VIEWERS },
  'POST /api/sites': { access: SITE_EDITORS, body: () => ({ name: `Site ${unique()}` }) },
  'PUT /api/sites/{id}': { access: SITE_EDITORS, body: () => ({ name: 'Renamed' }) },
  'DELETE /api/sites/{id}': { access: ADMINS },
  'GET /api/users': { access: ADMINS },
  'GET /api/users/for-assignment': { access: ASSIGNERS },
  'GET /api/users/{id}/sites': { access: ADMINS },
  'POST /api/users': {
    access: ADMINS,
    body: () => ({ name: 'New', email: `n-${unique()}@example.com`, password: 'Good@Pass1' }),
  },
  'PUT /api/users/{id}': { access: ADMINS, body: () => ({ name: 'Edited', role: 'technician' }) },
  'DELETE /api/users/{id}': { access: ADMINS },
  'PATCH /api/users/{id}/status': { access: ADMINS, body: () => ({ status: 'Active' }) },
  'PATCH /api/users/{id}/approve': { access: ADMINS, body: () => ({ role: 'technician' }) },
  'DELETE /api/users/{id}/reject': { access: ADMINS },
  'POST /api/users/{id}/assign-sites': { access: ADMINS, body: () => ({ siteIds: [] }) },
  'GET /api/roles': { access: ADMINS },
  'POST /api/roles': { access: ADMINS, body: () => ({ name: `role-${unique()}` }) },
  'PUT /api/roles/{id}': { access: ADMINS, body: () => ({ name: 'x' }) },
  'DELETE /api/roles/{id}': { access: ADMINS },
  // Assets and work orders (doc 001 §6, @cmms/shared/work-rules).
  'GET /api/assets': { access: WORK_VIEWERS },
  'GET /api/assets/export': { access: WORK_MANAGERS },
  'GET /api/assets/{id}': { access: WORK_VIEWERS },
  'POST /api/assets': {
    access: WORK_MANAGERS,
    body: () => ({ name: 'Pump', siteId: homeSite.id }),
  },
  'PUT /api/assets/{id}': { access: STATUS_SETTERS, body: () => ({ status: 'On Hold' }) },
  'DELETE /api/assets/{id}': { access: WORK_MANAGERS },
  'GET /api/tasks': { access: WORK_VIEWERS },
  'GET /api/tasks/export': { access: WORK_MANAGERS },
  'GET /api/tasks/{id}': { access: WORK_VIEWERS },
  'POST /api/tasks': { access: WORK_MANAGERS, body: () => ({ title: 'Fix' }) },
  'PUT /api/tasks/{id}': { access: WORK_MANAGERS, body: () => ({ title: 'Fix' }) },
  'PATCH /api/tasks/{id}/status': { access: STATUS_SETTERS, body: () => ({ status: 'completed' }) },
  'DELETE /api/tasks/{id}': { access: WORK_MANAGERS },
  'GET /api/checklists': { access: 'signed-in' },
  'GET /api/checklists/{id}': { access: 'signed-in' },
  // Someone else's list (the ghost user): one's own is open to everyone.
  'GET /api/checklists/user/{userId}': { access: CHECKLIST_ASSIGNERS },
  'POST /api/checklists': { access: CHECKLIST_MANAGERS, body: () => ({ name: 'Rounds' }) },
  'PUT /api/checklists/{id}': { access: CHECKLIST_MANAGERS, body: () => ({ name: 'Rounds' }) },
  'DELETE /api/checklists/{id}': { access: CHECKLIST_MANAGERS },
  'GET /api/checklists/{id}/assignments': { access: 'signed-in' },
  'GET /api/checklists/{id}/assignable-users': { access: CHECKLIST_ASSIGNERS },
  'POST /api/checklists/{id}/assign-user': {
    access: CHECKLIST_ASSIGNERS,
    body: (callerId) => ({ userId: callerId }),
  },
  'DELETE /api/checklists/{id}/assign-user/{userId}': { access: CHECKLIST_ASSIGNERS },
  'GET /api/checklists/{id}/progress': { access: 'signed-in' },
  'PUT /api/checklists/{id}/progress': { access: CHECKLIST_RECORDERS, body: () => ({}) },
  'POST /api/checklists/{id}/progress/save': { access: CHECKLIST_RECORDERS, body: () => ({}) },
  'POST /api/checklists/{id}/progress/reopen': { access: CHECKLIST_RECORDERS, body: () => ({}) },
  'POST /api/checklists/{id}/progress/work-order': {
    access: CHECKLIST_RECORDERS,
    body: () => ({}),
  },
  'GET /api/checklist-categories': { access: 'signed-in' },
  'POST /api/checklist-categories': {
    access: CHECKLIST_MANAGERS,
    body: () => ({ key: `k-${unique()}`, name: 'K' }),
  },
  'PUT /api/checklist-categories/{key}': {
    access: CHECKLIST_MANAGERS,
    body: () => ({ name: 'K', color: 'blue' }),
  },
  'DELETE /api/checklist-categories/{key}': { access: CHECKLIST_MANAGERS },
  'POST /api/attendance/check-in': { access: PUNCHERS, body: () => ({ siteId: GHOST }) },
  'POST /api/attendance/check-out': { access: PUNCHERS, body: () => ({ siteId: GHOST }) },
  'GET /api/attendance/today': { access: 'signed-in' },
  // Someone else's (the ghost user): one's own is open to everyone.
  'GET /api/attendance/user/{userId}': { access: LEAVE_APPROVERS },
  'GET /api/attendance/user/{userId}/monthly': { access: LEAVE_APPROVERS },
  'GET /api/attendance/all': { access: ADMINS },
  'GET /api/attendance/users': { access: ADMINS },
  'PUT /api/attendance/records/{id}': { access: ADMINS, body: () => ({}) },
  'GET /api/attendance/download': { access: ADMINS },
  'GET /api/attendance/download/csv': { access: ADMINS },
  'GET /api/attendance/download/pdf': { access: ADMINS },
  'GET /api/attendance/leave/user': { access: 'signed-in' },
  'POST /api/attendance/leave': { access: PUNCHERS, body: () => ({}) },
  'GET /api/attendance/leave/all': { access: LEAVE_APPROVERS },
  'GET /api/attendance/leave/summary': { access: LEAVE_APPROVERS },
  'PATCH /api/attendance/leave/{id}/process': {
    access: LEAVE_APPROVERS,
    body: () => ({ status: 'Approved' }),
  },
  'PUT /api/attendance/leave/{id}': {
    access: LEAVE_APPROVERS,
    body: () => ({ status: 'approved' }),
  },
  'GET /api/attendance/holidays': { access: 'signed-in' },
  'POST /api/attendance/holidays': { access: ADMINS, body: () => ({}) },
  'DELETE /api/attendance/holidays/{id}': { access: ADMINS },
  'GET /api/attendance/shifts': { access: 'signed-in' },
  'POST /api/attendance/shifts': { access: ADMINS, body: () => ({}) },
  'DELETE /api/attendance/shifts/{id}': { access: ADMINS },
  'GET /api/pm': { access: PM_VIEWERS },
  'GET /api/pm/upcoming': { access: PM_VIEWERS },
  'GET /api/pm/{id}': { access: PM_VIEWERS },
  'POST /api/pm': { access: PM_MANAGERS, body: () => ({}) },
  'PUT /api/pm/{id}': { access: PM_MANAGERS, body: () => ({}) },
  'PATCH /api/pm/{id}/status': { access: PM_STATUS_SETTERS, body: () => ({ status: 'Completed' }) },
  'DELETE /api/pm/{id}': { access: PM_MANAGERS },
  'GET /api/materials': { access: MATERIAL_USERS },
  'GET /api/materials/categories': { access: MATERIAL_USERS },
  'GET /api/materials/{id}': { access: MATERIAL_USERS },
  'GET /api/materials/{id}/movements': { access: MATERIAL_USERS },
  'POST /api/materials': { access: MATERIAL_MANAGERS, body: () => ({}) },
  'PUT /api/materials/{id}': { access: MATERIAL_MANAGERS, body: () => ({}) },
  'DELETE /api/materials/{id}': { access: MATERIAL_MANAGERS },
  'GET /api/materials/requests': { access: MATERIAL_USERS },
  'POST /api/materials/requests': { access: MATERIAL_USERS, body: () => ({}) },
  'PUT /api/materials/requests/{id}': { access: MATERIAL_MANAGERS, body: () => ({}) },
  'PUT /api/materials/requests/{id}/user': { access: MATERIAL_USERS, body: () => ({}) },
  'DELETE /api/materials/requests/{id}': { access: MATERIAL_MANAGERS },
};

let t: TestApp;
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
    const role = caller === 'custom' ? 'surveyor' : caller;
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
    url: path
      .replaceAll('{id}', GHOST)
      .replaceAll('{userId}', GHOST)
      .replaceAll('{key}', 'ghost-key')
      .replace('/has-pin', '/has-pin?email=a@example.com'),
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
      const res = await request(method, path, undefined, row.body?.(''));
      expect([401, 403]).not.toContain(res.statusCode);
    });
    return;
  }
  it('refuses a request without a token with 401', async () => {
    expect((await request(method, path, undefined, row.body?.(''))).statusCode).toBe(401);
  });
  const allowed = row.access === 'signed-in' ? CALLERS : row.access;
  it.each(CALLERS)('for %s', async (caller) => {
    const token = row.ownSession ? await signIn(t.app, emails[caller]) : tokens[caller];
    const res = await request(method, path, token, row.body?.(userIds[caller]));
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
