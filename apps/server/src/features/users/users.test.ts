import { withoutIsolates } from '@cmms/shared/i18n/source-translators';
import type { Notification } from '@cmms/shared/notifications';
import type { Site } from '@cmms/shared/sites';
import type { Assignee } from '@cmms/shared/users';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, signIn, TEST_PASSWORD } from '../../test/factories';
import { scenario } from '../../test/scenario';
import { startMailbox } from '../../test/smtp-mailbox';
import { attendanceRecords } from '../attendance/attendance.table';

const mailbox = await startMailbox();
const s = await scenario({
  config: { smtpUrl: mailbox.url, publicUrl: 'https://fms.example.com' },
  sites: { plant: 'Plant', depot: 'Depot' },
  cast: [
    ['admin', 'admin', []],
    ['superadmin', 'superadmin', []],
    ['manager', 'manager', ['plant']],
    ['technician', 'technician', ['plant']],
    ['depotTech', 'technician', ['depot']],
    ['client', 'client', ['plant']],
  ],
});
afterAll(async () => {
  await s.close();
  await mailbox.close();
});
const { call, ids } = s;
const { plant, depot } = s.sites;

const newUser = (over: object = {}) => ({
  name: 'Lina Ortiz',
  email: `lina-${Math.random().toString(36).slice(2, 8)}@example.com`,
  mobile: '9876543210',
  password: 'Field@Work1',
  ...over,
});

describe('GET /api/users', () => {
  it('is for user managers only', async () => {
    expect((await s.app.inject('/api/users')).statusCode).toBe(401);
    for (const who of ['manager', 'technician'] as const) {
      expect((await call(who, 'GET', '/api/users')).statusCode, who).toBe(403);
    }
  });

  it('lists users with their sites, filters and pages with a total', async () => {
    const res = await call('admin', 'GET', '/api/users?role=technician&limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({ role: 'technician', approved: true, status: 'Active' });
    expect(res.json()[0].assignedSites).toHaveLength(1);
    expect(res.body).not.toMatch(/password|hash/i);
  });
});

describe('POST /api/users', () => {
  it('creates an approved, active technician by default', async () => {
    const body = newUser();
    const res = await call('admin', 'POST', '/api/users', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      role: 'technician',
      status: 'Active',
      approved: true,
      email: body.email,
    });
    await signIn(s.app, body.email, body.password);
  });

  it('refuses bad input, a taken email, an unknown role and roles above the caller', async () => {
    const weak = await call('admin', 'POST', '/api/users', newUser({ password: 'short' }));
    expect(weak.json().errors.password).toBe('Password must be at least 8 characters long');
    const noName = await call('admin', 'POST', '/api/users', newUser({ name: '' }));
    expect(noName.json().errors.name).toBe('Name is required');
    const body = newUser();
    await call('admin', 'POST', '/api/users', body);
    expect(
      (await call('admin', 'POST', '/api/users', { ...body, email: body.email.toUpperCase() }))
        .statusCode,
    ).toBe(409);
    const unknown = await call('admin', 'POST', '/api/users', newUser({ role: 'wizard' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown or inactive role');
    expect(
      (await call('admin', 'POST', '/api/users', newUser({ role: 'superadmin' }))).statusCode,
    ).toBe(403);
    expect(
      (await call('superadmin', 'POST', '/api/users', newUser({ role: 'superadmin' }))).statusCode,
    ).toBe(201);
    expect((await call('manager', 'POST', '/api/users', newUser())).statusCode).toBe(403);
  });
});

describe('PUT /api/users/:id', () => {
  it('keeps the password when it is blank, and a new one ends old sessions', async () => {
    const body = newUser();
    const { id } = (await call('admin', 'POST', '/api/users', body)).json();
    const session = await signIn(s.app, body.email, body.password);
    const edit = { name: 'Lina O.', mobile: '', role: 'supervisor', password: '' };
    const res = await call('admin', 'PUT', `/api/users/${id}`, edit);
    expect(res.json()).toMatchObject({ name: 'Lina O.', role: 'supervisor', mobile: null });
    await signIn(s.app, body.email, body.password);
    expect((await s.app.inject({ url: '/api/user/me', headers: bearer(session) })).statusCode).toBe(
      200,
    );

    await call('admin', 'PUT', `/api/users/${id}`, { ...edit, password: 'Brand@New22' });
    expect((await s.app.inject({ url: '/api/user/me', headers: bearer(session) })).statusCode).toBe(
      401,
    );
    await signIn(s.app, body.email, 'Brand@New22');
  });

  it('does not let an admin demote or deactivate themselves', async () => {
    const res = await call('admin', 'PUT', `/api/users/${ids.admin}`, {
      name: 'admin',
      role: 'technician',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'You cannot deactivate, delete or change the role of your own account.',
    );
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call('admin', 'PUT', '/api/users/7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f', {
      name: 'x',
      role: 'technician',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /api/users/:id/status', () => {
  it('deactivation ends the user’s sessions at once; activation lets them back', async () => {
    const { email, user } = await createTestUser(s.db);
    const session = await signIn(s.app, email);
    const off = await call('admin', 'PATCH', `/api/users/${user.id}/status`, {
      status: 'Inactive',
    });
    expect(off.json().status).toBe('Inactive');
    expect((await s.app.inject({ url: '/api/user/me', headers: bearer(session) })).statusCode).toBe(
      401,
    );
    expect(
      (await call('admin', 'PATCH', `/api/users/${user.id}/status`, { status: 'Active' }))
        .statusCode,
    ).toBe(200);
    await signIn(s.app, email, TEST_PASSWORD);
  });

  it('is refused for a user who is not approved yet', async () => {
    const { user } = await createTestUser(s.db, { approved: false });
    const res = await call('admin', 'PATCH', `/api/users/${user.id}/status`, {
      status: 'Inactive',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only approved users can be activated or deactivated.');
  });
});

describe('sign-up approval', () => {
  it('approve sets the role, notifies the user, mails them, and lets them sign in', async () => {
    const { user, email } = await createTestUser(s.db, {
      approved: false,
      name: 'Omar Haddad',
    });
    const before = mailbox.mails.length;
    const res = await call('admin', 'PATCH', `/api/users/${user.id}/approve`, {
      role: 'supervisor',
    });
    expect(res.json()).toMatchObject({ approved: true, role: 'supervisor' });
    const mail = await mailbox.waitFor(email, before);
    expect(mail.raw).toContain('https://fms.example.com/login');
    const token = await signIn(s.app, email);
    const notes = await s.app.inject({ url: '/api/notifications', headers: bearer(token) });
    expect(notes.json()[0]).toMatchObject({ type: 'account_approved', title: 'Account approved' });
    expect((await call('admin', 'PATCH', `/api/users/${user.id}/approve`, {})).statusCode).toBe(
      409,
    );
  });

  it('approve defaults to technician; reject removes a pending user only', async () => {
    const pending = await createTestUser(s.db, { approved: false });
    expect(
      (await call('admin', 'PATCH', `/api/users/${pending.user.id}/approve`, {})).json().role,
    ).toBe('technician');
    const other = await createTestUser(s.db, { approved: false });
    expect((await call('admin', 'DELETE', `/api/users/${other.user.id}/reject`)).statusCode).toBe(
      200,
    );
    expect((await call('admin', 'GET', `/api/users/${other.user.id}/sites`)).statusCode).toBe(404);
    const approved = await call('admin', 'DELETE', `/api/users/${pending.user.id}/reject`);
    expect(approved.statusCode).toBe(409);
    expect(
      (await call('manager', 'PATCH', `/api/users/${other.user.id}/approve`, {})).statusCode,
    ).toBe(403);
  });
});

describe('site assignment', () => {
  it('replaces the sites and notifies only about new ones', async () => {
    const { user, email } = await createTestUser(s.db, { siteIds: [plant.id] });
    const res = await call('admin', 'POST', `/api/users/${user.id}/assign-sites`, {
      siteIds: [depot.id, plant.id],
    });
    expect(
      res
        .json()
        .map((site: Site) => site.name)
        .sort(),
    ).toEqual(['Depot', 'Plant']);
    const token = await signIn(s.app, email);
    const notes = (
      await s.app.inject({ url: '/api/notifications', headers: bearer(token) })
    ).json();
    expect(notes.map((n: Notification) => n.body)).toEqual(['You have been assigned to Depot.']);
    const sites = await s.app.inject({
      url: `/api/users/${user.id}/sites`,
      headers: bearer(token),
    });
    expect(sites.json()).toHaveLength(2);
  });

  it('is not available for admin users and refuses unknown sites', async () => {
    const admin = await call('admin', 'POST', `/api/users/${ids.superadmin}/assign-sites`, {
      siteIds: [plant.id],
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toBe('Site assignment is not available for admin users.');
    const unknown = await call('admin', 'POST', `/api/users/${ids.technician}/assign-sites`, {
      siteIds: ['7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('another user’s sites are user management', async () => {
    expect((await call('technician', 'GET', `/api/users/${ids.manager}/sites`)).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes a user; nobody deletes themselves', async () => {
    const { user } = await createTestUser(s.db);
    expect((await call('admin', 'DELETE', `/api/users/${user.id}`)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `/api/users/${user.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/users/${ids.admin}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/api/users/${ids.superadmin}`)).statusCode).toBe(403);
  });

  it('refused, names exactly what keeps the user, and deletes nothing (issue 30)', async () => {
    const { user } = await createTestUser(s.db, {
      name: 'Ravi Kumar',
      role: 'technician',
      siteIds: [plant.id],
    });
    const today = new Date();
    const due = new Date(today.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    const asset = await s.newAsset('admin', { name: 'Pump', siteId: plant.id });
    for (const title of ['Fix the pump', 'Oil the pump']) {
      const task = await call('admin', 'POST', '/api/tasks', {
        title,
        description: 'Routine',
        dueDate: due,
        assignedToId: user.id,
        assetId: asset.id,
        siteId: plant.id,
      });
      expect(task.statusCode, task.body).toBe(201);
    }
    await s.db.insert(attendanceRecords).values({
      userId: user.id,
      siteId: plant.id,
      date: today.toISOString().slice(0, 10),
      checkInAt: today,
    });

    const res = await call('admin', 'DELETE', `/api/users/${user.id}`);
    expect(res.statusCode).toBe(409);
    const said =
      'User "Ravi Kumar" still has 2 assigned work orders, 1 attendance record. Deactivate the account instead: it keeps this history.';
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: said, error: said });
    // Each count in the reader's plural: Arabic has a form for two.
    const inArabic = await s.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: { ...bearer(s.tokens.admin), 'accept-language': 'ar' },
    });
    expect(withoutIsolates(inArabic.json().message)).toBe(
      'لا يزال لدى المستخدم "Ravi Kumar" أمرا عمل مسندان، سجل حضور واحد. عطّل الحساب بدلًا من ذلك، فبذلك يُحتفظ بهذا السجل.',
    );
    expect((await call('admin', 'GET', `/api/users/${user.id}/sites`)).statusCode).toBe(200);
  });
});

describe('GET /api/users/for-assignment', () => {
  it('gives a manager the active non-admin users of their sites only', async () => {
    const res = await call('manager', 'GET', '/api/users/for-assignment');
    const names = res.json().map((u: Assignee) => u.name);
    expect(names).toContain('technician');
    expect(names).not.toContain('depotTech');
    expect(names).not.toContain('admin');
    const everyone = (await call('admin', 'GET', '/api/users/for-assignment')).json();
    expect(everyone.map((u: Assignee) => u.name)).toContain('depotTech');
    expect((await call('technician', 'GET', '/api/users/for-assignment')).statusCode).toBe(403);
  });

  it('never offers the client, whose work is done for her, not by her (issue 30)', async () => {
    for (const url of [
      '/api/users/for-assignment',
      `/api/users/for-assignment?siteId=${plant.id}`,
      `/api/users/for-assignment?siteId=${plant.id}&takesWorkOrders=true`,
    ]) {
      for (const who of ['admin', 'manager', 'client'] as const) {
        const res = await call(who, 'GET', url);
        expect(res.statusCode, `${who} ${url}`).toBe(200);
        const roles = res.json().map((u: Assignee) => u.role);
        expect(roles, `${who} ${url}`).not.toContain('client');
        expect(roles, `${who} ${url}`).toContain('technician');
      }
    }
  });
});

describe('in the language the caller asks for (issue 32)', () => {
  const asking = (token: string, language: string) => ({
    ...bearer(token),
    'accept-language': language,
  });

  it('refuses in Arabic', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/users/${ids.superadmin}/assign-sites`,
      headers: asking(s.tokens.admin, 'ar'),
      payload: { siteIds: [plant.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('لا يتوفر تعيين المواقع للمستخدمين المسؤولين.');
  });

  it('reads a stored site assignment in Hindi, and the same one in English to another reader', async () => {
    const { user, email } = await createTestUser(s.db, { siteIds: [plant.id] });
    await call('admin', 'POST', `/api/users/${user.id}/assign-sites`, {
      siteIds: [plant.id, depot.id],
    });
    const token = await signIn(s.app, email);
    const hindi = await s.app.inject({ url: '/api/notifications', headers: asking(token, 'hi') });
    expect(hindi.json().map((n: Notification) => [n.title, n.body])).toEqual([
      ['नई साइट असाइन की गई', 'आपको Depot पर असाइन किया गया है।'],
    ]);
    const english = await s.app.inject({ url: '/api/notifications', headers: bearer(token) });
    expect(english.json()[0]).toMatchObject({
      title: 'New site assignment',
      body: 'You have been assigned to Depot.',
    });
  });

  it('names a default role in the reader’s words in the approval notification', async () => {
    const { user, email } = await createTestUser(s.db, { approved: false });
    await call('admin', 'PATCH', `/api/users/${user.id}/approve`, { role: 'supervisor' });
    const token = await signIn(s.app, email);
    const notes = await s.app.inject({ url: '/api/notifications', headers: asking(token, 'hi') });
    expect(notes.json()[0]).toMatchObject({
      title: 'खाता स्वीकृत',
      body: 'आपका खाता स्वीकृत हो गया है। आप पर्यवेक्षक के रूप में साइन इन कर सकते हैं।',
    });
    const english = await s.app.inject({ url: '/api/notifications', headers: bearer(token) });
    expect(english.json()[0].body).toBe(
      'Your account was approved. You can sign in as supervisor.',
    );
  });
});
