import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await createTestUser(t.database.db, { role: 'admin' })).email);
  manager = await signIn(t.app, (await createTestUser(t.database.db, { role: 'manager' })).email);
});
afterAll(() => t.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const rolesList = async () => (await call(admin, 'GET', '/api/roles')).json();
const roleNamed = async (name: string) =>
  (await rolesList()).find((role: { name: string }) => role.name === name);

describe('GET /api/roles', () => {
  it('lists the nine default roles with their permissions, for admins only', async () => {
    const names = (await rolesList()).map((role: { name: string }) => role.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'technician',
        'electrician',
        'plumber',
        'supervisor',
        'manager',
        'admin',
        'superadmin',
        'client',
        'housekeeping',
      ]),
    );
    expect((await roleNamed('admin')).permissions).toEqual(['all_permissions']);
    expect((await call(manager, 'GET', '/api/roles')).statusCode).toBe(403);
    expect((await t.app.inject('/api/roles')).statusCode).toBe(401);
  });
});

describe('custom roles', () => {
  it('are created with a unique lower-case key, the name as written, and catalogue permissions', async () => {
    const res = await call(admin, 'POST', '/api/roles', {
      name: 'Site Surveyor',
      description: 'Looks after site records',
      permissions: ['view_sites', 'update_sites'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'site surveyor',
      label: 'Site Surveyor',
      isDefault: false,
      isActive: true,
      userCount: 0,
    });
    const again = await call(admin, 'POST', '/api/roles', { name: 'SITE SURVEYOR' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A role with this name already exists');
    const blank = await call(admin, 'POST', '/api/roles', { name: '  ' });
    expect(blank.json().errors.name).toBe('Role name is required');
    const bogus = await call(admin, 'POST', '/api/roles', { name: 'x', permissions: ['fly'] });
    expect(bogus.json().errors['permissions.0']).toBe('Unknown permission');
  });

  it('grant exactly their permissions, and nothing once inactive', async () => {
    const role = await roleNamed('site surveyor');
    const { email } = await createTestUser(t.database.db, { role: 'site surveyor' });
    const token = await signIn(t.app, email);
    const created = await call(token, 'POST', '/api/sites', { name: 'Surveyed Site' });
    expect(created.statusCode).toBe(201);
    expect((await call(token, 'GET', '/api/sites')).statusCode).toBe(200);
    expect((await call(token, 'DELETE', `/api/sites/${created.json().id}`)).statusCode).toBe(403);
    expect((await call(token, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await call(token, 'GET', '/api/roles')).statusCode).toBe(403);

    await call(admin, 'PUT', `/api/roles/${role.id}`, { ...role, isActive: false });
    expect((await call(token, 'GET', '/api/sites')).statusCode).toBe(403);
  });

  it('renaming carries the users along; deleting one in use is refused and changes nothing', async () => {
    const role = await roleNamed('site surveyor');
    const renamed = await call(admin, 'PUT', `/api/roles/${role.id}`, {
      ...role,
      name: 'surveyor',
      isActive: true,
    });
    expect(renamed.json()).toMatchObject({ name: 'surveyor', userCount: 1 });
    const res = await call(admin, 'DELETE', `/api/roles/${role.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Role "surveyor" is assigned to 1 user. Give them another role first.',
    );
    expect(await roleNamed('surveyor')).toBeTruthy();
  });

  it('keep their capitals wherever a role is named: Role Management, GET /user/me, the log', async () => {
    const created = (await call(admin, 'POST', '/api/roles', { name: 'Auditor qa' })).json();
    const recased = await call(admin, 'PUT', `/api/roles/${created.id}`, {
      ...created,
      name: 'Auditor QA',
    });
    expect(recased.json()).toMatchObject({ name: 'auditor qa', label: 'Auditor QA' });
    const { email } = await createTestUser(t.database.db, { role: 'auditor qa' });
    const me = (await call(await signIn(t.app, email), 'GET', '/api/user/me')).json();
    expect(me.user.role).toBe('auditor qa');
    expect(me.roleLabels).toMatchObject({ 'auditor qa': 'Auditor QA', surveyor: 'surveyor' });
    expect(me.roleLabels).not.toHaveProperty('technician');
    const log = (await call(admin, 'GET', '/api/activity?limit=5')).json();
    expect(JSON.stringify(log)).toContain('Role \\"Auditor QA\\" updated');
  });

  it('a role nobody holds is deleted', async () => {
    const { id } = (await call(admin, 'POST', '/api/roles', { name: 'temporary' })).json();
    expect((await call(admin, 'DELETE', `/api/roles/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/roles/${id}`)).statusCode).toBe(404);
  });
});

describe('default roles', () => {
  it('cannot be renamed or deleted', async () => {
    const technician = await roleNamed('technician');
    const recased = await call(admin, 'PUT', `/api/roles/${technician.id}`, {
      ...technician,
      name: 'TECHNICIAN',
    });
    expect(recased.json()).toMatchObject({ name: 'technician', label: 'technician' });
    const rename = await call(admin, 'PUT', `/api/roles/${technician.id}`, {
      ...technician,
      name: 'tech',
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('Default roles cannot be renamed.');
    const remove = await call(admin, 'DELETE', `/api/roles/${technician.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe('Default roles cannot be deleted.');
  });

  it('may have their permissions edited, except admin and superadmin', async () => {
    const client = await roleNamed('client');
    const edited = await call(admin, 'PUT', `/api/roles/${client.id}`, {
      ...client,
      permissions: ['view_tasks', 'view_sites'],
    });
    expect(edited.json().permissions).toEqual(['view_tasks', 'view_sites']);
    const adminRole = await roleNamed('admin');
    const narrowed = await call(admin, 'PUT', `/api/roles/${adminRole.id}`, {
      ...adminRole,
      permissions: ['view_sites'],
    });
    expect(narrowed.statusCode).toBe(409);
    const disabled = await call(admin, 'PUT', `/api/roles/${adminRole.id}`, {
      ...adminRole,
      isActive: false,
    });
    expect(disabled.statusCode).toBe(409);
  });

  it('describe themselves in the reader’s language until an admin rewrites them', async () => {
    const spanish = { ...bearer(admin), 'accept-language': 'es' };
    const plumberInSpanish = async () =>
      (await t.app.inject({ url: '/api/roles', headers: spanish }))
        .json()
        .find((role: { name: string }) => role.name === 'plumber');
    const plumber = await plumberInSpanish();
    expect(plumber.description).toBe('Técnico para trabajos de fontanería');
    const { label, permissions, isActive } = plumber;
    const save = (description: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/roles/${plumber.id}`,
        headers: spanish,
        payload: { name: label, description, permissions, isActive },
      });
    // Saved back from a form in Spanish, it stays the text every reader sees in their own.
    expect((await save(plumber.description)).json().description).toBe(
      'Técnico para trabajos de fontanería',
    );
    expect((await roleNamed('plumber')).description).toBe('A technician for plumbing work');
    await save('Pipes, drains and pumps');
    expect((await plumberInSpanish()).description).toBe('Pipes, drains and pumps');
  });
});
