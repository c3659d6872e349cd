import { SHELL_ROLES } from '@cmms/shared/roles';
import { AREA_ROUTES, AREAS, dashboardPathOf, ROOT_ROUTES } from '@cmms/shared/route-access';
import { describe, expect, it } from 'vitest';
import { decideRoute, REDIRECTING_PATHS, shellRole } from './route-guard';

// The spec's own words (requirements/product.md#who-may-do-what, docs/permissions.md), written out again so the guard is
// checked against them rather than against the table it reads.
const areaRoles: Record<string, string[]> = {
  admin: ['admin', 'superadmin'],
  manager: ['manager'],
  supervisor: ['supervisor'],
  technician: ['technician'],
  housekeeping: ['housekeeping'],
  client: ['client'],
};
const ADMINS = ['admin', 'superadmin'];
const screenGuards: Record<string, string[]> = {
  users: ADMINS,
  'signup-users': ADMINS,
  roles: ADMINS,
  'activity-log': ADMINS,
  'leave-management': ADMINS,
  'checklist-management': ['admin', 'superadmin', 'manager'],
};
const rootGuards: Record<string, string[]> = {
  pm: ['supervisor', 'manager', 'admin', 'superadmin', 'client'],
  'checklist-management': ['admin', 'superadmin', 'manager'],
  users: ADMINS,
  'signup-users': ADMINS,
  attendance: ['technician', 'supervisor', 'manager', 'client'],
  'leave-approval': ['manager', 'supervisor'],
  'admin-attendance': ADMINS,
  requests: ['admin', 'superadmin', 'manager', 'supervisor'],
  reports: ['admin', 'superadmin', 'manager', 'supervisor'],
};

const concrete = (route: string) =>
  `/${route.replace(':id', '3f6c1d2e-0000-4000-8000-000000000001')}`;

describe('decideRoute: every area route for every role', () => {
  for (const area of AREAS) {
    for (const screen of AREA_ROUTES[area]) {
      it.each(SHELL_ROLES)(`/${area}/${screen} as %s`, (role) => {
        const inArea = (areaRoles[area] ?? []).includes(role);
        const guard = screenGuards[screen];
        const allowed = inArea && (!guard || guard.includes(role));
        const decision = decideRoute(`/${area}/${screen}`, role);
        if (screen === 'activity-log' && !allowed) {
          // requirements/activity.md#who-may-do-what: a refused role is sent to its dashboard (the block below).
          expect(decision).toMatchObject({ kind: 'redirect' });
        } else if (allowed) {
          expect(decision).toEqual({ kind: 'allowed', screen, area });
        } else {
          // The refusal names the roles that would be admitted: the area's first, then the screen's.
          const required = inArea ? guard : areaRoles[area];
          expect(decision).toEqual({ kind: 'denied', screen, area, requiredRoles: required });
        }
      });
    }
  }
});

describe('decideRoute: every root route for every role', () => {
  for (const route of Object.keys(ROOT_ROUTES)) {
    it.each(SHELL_ROLES)(`/${route} as %s`, (role) => {
      const guard = rootGuards[route];
      const decision = decideRoute(concrete(route), role);
      if (!guard || guard.includes(role)) {
        expect(decision).toEqual({ kind: 'allowed', screen: route, area: null });
      } else {
        expect(decision).toEqual({
          kind: 'denied',
          screen: route,
          area: null,
          requiredRoles: guard,
        });
      }
    });
  }
});

describe('decideRoute: the activity log sends whoever it refuses to their dashboard', () => {
  it.each(SHELL_ROLES)('as %s, at the root and under every area', (role) => {
    const admin = ADMINS.includes(role);
    const home = role === 'superadmin' ? 'admin' : role;
    for (const path of ['/activity-log', ...AREAS.map((area) => `/${area}/activity-log`)]) {
      const decision = decideRoute(path, role);
      if (!admin) {
        expect(decision, path).toEqual({ kind: 'redirect', to: `/${home}/dashboard` });
      } else if (path === '/admin/activity-log') {
        expect(decision).toEqual({ kind: 'allowed', screen: 'activity-log', area: 'admin' });
      } else {
        expect(decision, path).toEqual({ kind: 'redirect', to: '/admin/activity-log' });
      }
    }
  });

  it('names every path the router must add for it', () => {
    expect(REDIRECTING_PATHS).toEqual([
      '/activity-log',
      '/manager/activity-log',
      '/supervisor/activity-log',
      '/technician/activity-log',
      '/housekeeping/activity-log',
      '/client/activity-log',
    ]);
  });

  it('treats an unknown role as a technician, and still needs a session', () => {
    expect(decideRoute('/manager/activity-log', 'electrician')).toEqual({
      kind: 'redirect',
      to: '/technician/dashboard',
    });
    expect(decideRoute('/activity-log', null)).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('decideRoute: redirects and the rest of the map', () => {
  it("sends '/' and '/dashboard' to the role's dashboard, or to /login", () => {
    for (const path of ['/', '/dashboard', '/dashboard/']) {
      expect(decideRoute(path, 'manager')).toEqual({ kind: 'redirect', to: '/manager/dashboard' });
      expect(decideRoute(path, 'superadmin')).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
      expect(decideRoute(path, null)).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('sends a signed-out visitor of any guarded page to /login', () => {
    for (const path of ['/admin/dashboard', '/pm', '/assets/abc', '/qr/assets/abc', '/pin-test']) {
      expect(decideRoute(path, null)).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('opens the public pages for everyone', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password', '/debug']) {
      expect(decideRoute(path, null)).toEqual({ kind: 'public' });
      expect(decideRoute(path, 'client')).toEqual({ kind: 'public' });
    }
    expect(decideRoute('/super-admin-register', null)).toEqual({ kind: 'public' });
  });

  it('opens the QR landing and the developer pages for every signed-in role', () => {
    for (const role of SHELL_ROLES) {
      expect(decideRoute('/qr/assets/abc', role)).toMatchObject({ kind: 'allowed' });
      for (const page of ['test-activity-logging', 'pin-test', 'pin-debug', 'checkbox-test']) {
        expect(decideRoute(`/${page}`, role)).toEqual({
          kind: 'allowed',
          screen: page,
          area: null,
        });
      }
    }
  });

  it('leads an area root to its dashboard', () => {
    expect(decideRoute('/client', 'client')).toEqual({ kind: 'redirect', to: '/client/dashboard' });
  });

  it('knows no other page', () => {
    for (const path of ['/nowhere', '/admin/nowhere', '/client/users', '/constructor', '/a/b/c']) {
      expect(decideRoute(path, 'admin')).toEqual({ kind: 'not-found' });
    }
  });

  it('matches like the router: any case, trailing slash', () => {
    expect(decideRoute('/Manager/Users/', 'manager')).toMatchObject({ kind: 'denied' });
    expect(decideRoute('/MANAGER/tasks', 'MANAGER')).toMatchObject({ kind: 'allowed' });
  });

  it('treats an unknown role as a technician (requirements/product.md#roles)', () => {
    expect(shellRole('Electrician')).toBe('technician');
    expect(decideRoute('/technician/tasks', 'electrician')).toMatchObject({ kind: 'allowed' });
    expect(decideRoute('/pm', 'plumber')).toMatchObject({ kind: 'denied' });
  });
});

describe('the dashboard a role lands on (shared dashboardPathOf)', () => {
  it.each([
    ['admin', '/admin/dashboard'],
    ['superadmin', '/admin/dashboard'],
    ['SuperAdmin', '/admin/dashboard'],
    ['Manager', '/manager/dashboard'],
    ['supervisor', '/supervisor/dashboard'],
    ['technician', '/technician/dashboard'],
    ['housekeeping', '/housekeeping/dashboard'],
    ['client', '/client/dashboard'],
    ['plumber', '/technician/dashboard'],
    ['', '/technician/dashboard'],
    [null, '/technician/dashboard'],
    [undefined, '/technician/dashboard'],
  ])('%s -> %s', (role, path) => {
    expect(dashboardPathOf(role)).toBe(path);
    // The guard sends a signed-in role's '/' there too.
    if (typeof role === 'string')
      expect(decideRoute('/', role)).toEqual({ kind: 'redirect', to: path });
  });
});
