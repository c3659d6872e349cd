import { en } from '@cmms/shared/i18n/source-translators';
import type { Role } from '@cmms/shared/roles-admin';
import type { Site } from '@cmms/shared/sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../../test/factories';
import { type Scenario, scenario } from '../../test/scenario';

// Issue 15's findings, tested from outside as the outsider did: no one grants a role or a
// permission they do not hold, and a refusal about an account above one's own says what was
// refused.

const newUser = (role: string) => ({
  name: 'Next Hire',
  email: `hire-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Field@Work1',
  role,
});

const admins = await scenario({
  cast: [
    ['admin', 'admin', []],
    ['superadmin', 'superadmin', []],
  ],
});
afterAll(() => admins.close());
// A deputy: a custom role that manages users and reads sites, nothing more.
const created = await admins.call('admin', 'POST', '/api/roles', {
  name: 'deputy',
  permissions: ['manage_users', 'view_sites'],
});
expect(created.statusCode, created.body).toBe(201);
const deputyRole: Role = created.json();
const s = await admins.addCast([['deputy', 'deputy', []]]);
type Who = keyof typeof s.ids;
const { call, ids } = s;
const strong = await call('admin', 'POST', '/api/roles', {
  name: 'overseer',
  permissions: ['all_permissions'],
});
expect(strong.statusCode, strong.body).toBe(201);

describe('a role holding manage_users', () => {
  it('cannot create a user with a role that holds more than it does', async () => {
    const res = await call('deputy', 'POST', '/api/users', newUser('overseer'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(en('users.roleBeyondYours'));
    const manager = await call('deputy', 'POST', '/api/users', newUser('manager'));
    expect(manager.statusCode).toBe(403);
  });

  it('may create a user with a role within its own permissions', async () => {
    const res = await call('deputy', 'POST', '/api/users', newUser('deputy'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('cannot give its own role, or any role, a permission it does not hold', async () => {
    const own = await call('deputy', 'PUT', `/api/roles/${deputyRole.id}`, {
      name: 'deputy',
      permissions: ['manage_users', 'view_sites', 'all_permissions'],
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      en('roles.permissionsNotHeld', { permissions: 'all_permissions' }),
    );
    const fresh = await call('deputy', 'POST', '/api/roles', {
      name: 'sneaky',
      permissions: ['view_sites', 'delete_sites'],
    });
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().message).toBe(
      en('roles.permissionsNotHeld', { permissions: 'delete_sites' }),
    );
    const roles = (await call('admin', 'GET', '/api/roles')).json() as Role[];
    expect(roles.map((role) => role.name)).not.toContain('sneaky');
    const deputy = roles.find((role) => role.name === 'deputy');
    expect(deputy?.permissions).toEqual(['manage_users', 'view_sites']);
  });

  it('cannot change or delete a role that holds more than it does', async () => {
    const roles = (await call('admin', 'GET', '/api/roles')).json() as Role[];
    const manager = roles.find((role) => role.name === 'manager') as { id: string };
    const edit = await call('deputy', 'PUT', `/api/roles/${manager.id}`, {
      name: 'manager',
      permissions: ['view_sites'],
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toMatch(/^You cannot change a role that holds permissions/);
    const overseer = roles.find((role) => role.name === 'overseer') as { id: string };
    expect((await call('deputy', 'DELETE', `/api/roles/${overseer.id}`)).statusCode).toBe(403);
  });

  it('cannot approve a sign-up into a role that holds more than it does', async () => {
    const { user } = await createTestUser(s.db, { approved: false });
    const res = await call('deputy', 'PATCH', `/api/users/${user.id}/approve`, {
      role: 'overseer',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(en('users.roleBeyondYours'));
  });

  it('cannot move a user into such a role', async () => {
    const { user } = await createTestUser(s.db, { role: 'deputy' });
    const res = await call('deputy', 'PUT', `/api/users/${user.id}`, {
      name: 'Promoted',
      role: 'overseer',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(en('users.roleBeyondYours'));
  });
});

describe('an admin acting on the superadmin', () => {
  it('is told what was refused, for each action', async () => {
    const target = `/api/users/${ids.superadmin}`;
    const refusals = {
      change: await call('admin', 'PUT', target, { name: 'Renamed', role: 'superadmin' }),
      deactivate: await call('admin', 'PATCH', `${target}/status`, { status: 'Inactive' }),
      delete: await call('admin', 'DELETE', target),
    };
    expect(refusals.change.json().message).toBe('You cannot change a super admin account.');
    expect(refusals.deactivate.json().message).toBe('You cannot deactivate a super admin account.');
    expect(refusals.delete.json().message).toBe('You cannot delete a super admin account.');
    for (const res of Object.values(refusals)) expect(res.statusCode).toBe(403);
    const deactivateByEdit = await call('admin', 'PUT', target, {
      name: 'Sam',
      role: 'superadmin',
      status: 'Inactive',
    });
    expect(deactivateByEdit.json().message).toBe('You cannot deactivate a super admin account.');
  });

  it('still gives a role beyond the caller the refusal about roles', async () => {
    const res = await call('admin', 'POST', '/api/users', newUser('superadmin'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(en('users.roleNotAllowed'));
  });

  it('a deputy acting on an admin is told so too', async () => {
    const res = await call('deputy', 'DELETE', `/api/users/${ids.admin}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot delete an admin account.');
  });
});

// Issue 29, item 1: a custom role holding manage_users, view_users and view_sites set a
// manager's password, signed in as the manager and held every manager permission; it also gave
// itself every site.
describe('no one takes over an account that holds more than they do', () => {
  let withWarden: Scenario<never, Who | 'warden'>;
  let manager: { id: string; email: string };
  let homeSite: string;
  let otherSite: string;

  beforeAll(async () => {
    const created = await call('admin', 'POST', '/api/roles', {
      name: 'warden',
      permissions: ['manage_users', 'view_users', 'view_sites'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const sites = await Promise.all(
      ['Home', 'Elsewhere'].map((name) => s.newSite(`${name} ${Math.random()}`)),
    );
    [homeSite, otherSite] = sites.map((site) => site.id) as [string, string];
    withWarden = await s.addCast([['warden', 'warden', [{ id: homeSite }]]]);
    const target = await createTestUser(s.db, { role: 'manager', siteIds: [homeSite] });
    manager = { id: target.user.id, email: target.email };
  });

  it('cannot set the password of a manager, so cannot sign in as one', async () => {
    const res = await withWarden.call('warden', 'PUT', `/api/users/${manager.id}`, {
      name: 'Same Manager',
      role: 'manager',
      password: 'Taken@Over1',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(en('users.accountBeyondYours', { action: 'change' }));
    const signInAttempt = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: manager.email, password: 'Taken@Over1' },
    });
    expect(signInAttempt.statusCode).toBe(401);
    expect(await signIn(s.app, manager.email)).toBeTruthy();
  });

  it.each([
    ['PATCH', 'status', { status: 'Inactive' }, 'deactivate'],
    ['POST', 'assign-sites', { siteIds: [] }, 'assignSites'],
    ['DELETE', '', undefined, 'delete'],
  ] as const)('cannot %s %s of a manager', async (method, path, body, action) => {
    const url = `/api/users/${manager.id}${path ? `/${path}` : ''}`;
    const res = await withWarden.call('warden', method, url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(en('users.accountBeyondYours', { action }));
  });

  it('cannot widen its own sites, nor give sites it does not hold', async () => {
    const self = await withWarden.call(
      'warden',
      'POST',
      `/api/users/${withWarden.ids.warden}/assign-sites`,
      {
        siteIds: [homeSite, otherSite],
      },
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(en('users.sitesBeyondYours'));
    const sites = (await call('admin', 'GET', `/api/users/${withWarden.ids.warden}/sites`)).json();
    expect(sites.map((site: Site) => site.id)).toEqual([homeSite]);
  });

  it('still manages accounts within its permissions, keeping sites it cannot see', async () => {
    const { user } = await createTestUser(s.db, {
      role: 'warden',
      siteIds: [otherSite],
    });
    const edit = await withWarden.call('warden', 'PUT', `/api/users/${user.id}`, {
      name: 'Fellow Warden',
      role: 'warden',
      password: 'Fresh@Start1',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const assign = await withWarden.call('warden', 'POST', `/api/users/${user.id}/assign-sites`, {
      siteIds: [homeSite],
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const sites = (await call('admin', 'GET', `/api/users/${user.id}/sites`)).json();
    expect(sites.map((site: Site) => site.id).sort()).toEqual([homeSite, otherSite].sort());
  });

  it('leaves administrators free to manage any account below their own', async () => {
    const res = await call('admin', 'PUT', `/api/users/${manager.id}`, {
      name: 'Renamed Manager',
      role: 'manager',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
