import { describe, expect, it } from 'vitest';
import { SHELL_ROLES } from './roles';
import {
  AREA_ROUTES,
  AREAS,
  areaOf,
  canOpenAreaScreen,
  canOpenRootScreen,
  ROOT_ROUTES,
} from './route-access';

// The spec's own words (requirements/product.md#who-may-do-what), written out again so the table is checked against them.
const areaRoles = {
  admin: ['admin', 'superadmin'],
  manager: ['manager'],
  supervisor: ['supervisor'],
  technician: ['technician'],
  housekeeping: ['housekeeping'],
  client: ['client'],
} as const;
const adminOnlyScreens = ['users', 'signup-users', 'roles', 'activity-log', 'leave-management'];

describe('area routes', () => {
  for (const area of AREAS) {
    for (const screen of AREA_ROUTES[area]) {
      it(`/${area}/${screen} admits exactly the spec's roles`, () => {
        for (const role of SHELL_ROLES) {
          let expected = (areaRoles[area] as readonly string[]).includes(role);
          if (adminOnlyScreens.includes(screen))
            expected &&= role === 'admin' || role === 'superadmin';
          if (screen === 'checklist-management')
            expected &&= ['admin', 'superadmin', 'manager'].includes(role);
          expect(canOpenAreaScreen(role, area, screen).allowed, role).toBe(expected);
        }
      });
    }
  }

  it('names the roles a refused user would need', () => {
    expect(canOpenAreaScreen('technician', 'admin', 'dashboard')).toEqual({
      allowed: false,
      requiredRoles: ['admin', 'superadmin'],
    });
    expect(canOpenAreaScreen('manager', 'manager', 'users')).toEqual({
      allowed: false,
      requiredRoles: ['admin', 'superadmin'],
    });
  });

  it('compares roles in lower case', () => {
    expect(canOpenAreaScreen('MANAGER', 'manager', 'tasks').allowed).toBe(true);
  });
});

describe('root routes', () => {
  const guarded: Record<string, string[]> = {
    pm: ['supervisor', 'manager', 'admin', 'superadmin', 'client'],
    'checklist-management': ['admin', 'superadmin', 'manager'],
    users: ['admin', 'superadmin'],
    'signup-users': ['admin', 'superadmin'],
    attendance: ['technician', 'supervisor', 'manager', 'client'],
    'leave-approval': ['manager', 'supervisor'],
    'admin-attendance': ['admin', 'superadmin'],
    requests: ['admin', 'superadmin', 'manager', 'supervisor'],
    reports: ['admin', 'superadmin', 'manager', 'supervisor'],
  };
  for (const route of Object.keys(ROOT_ROUTES)) {
    it(`/${route} admits exactly the spec's roles`, () => {
      for (const role of SHELL_ROLES) {
        const expected = guarded[route] ? guarded[route].includes(role) : true;
        expect(canOpenRootScreen(role, route).allowed, role).toBe(expected);
      }
    });
  }
});

describe('areaOf', () => {
  it('sends superadmin to the admin area and unknown roles to technician', () => {
    expect(areaOf('superadmin')).toBe('admin');
    expect(areaOf('Client')).toBe('client');
    expect(areaOf('electrician')).toBe('technician');
    expect(areaOf(undefined)).toBe('technician');
  });
});
