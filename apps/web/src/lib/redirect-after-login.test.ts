import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fromState,
  isSafeReturnPath,
  landingPath,
  rememberRedirect,
  takeRedirect,
} from './redirect-after-login';
import { installMemoryStorage } from './test-storage';

const memory = installMemoryStorage();
afterAll(() => memory.uninstall());
beforeEach(() => memory.stored.clear());

describe('landingPath', () => {
  it('prefers the guarded page, then the remembered path, then the dashboard', () => {
    expect(landingPath({ from: '/admin/tasks?s=1', saved: '/admin/assets', role: 'admin' })).toBe(
      '/admin/tasks?s=1',
    );
    expect(landingPath({ from: null, saved: '/qr/assets/a1', role: 'admin' })).toBe(
      '/qr/assets/a1',
    );
    expect(landingPath({ from: null, saved: null, role: 'superadmin' })).toBe('/admin/dashboard');
    expect(landingPath({ role: 'Housekeeping' })).toBe('/housekeeping/dashboard');
  });

  it('never lands on another site or on a signed-out page', () => {
    for (const from of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/login']) {
      expect(landingPath({ from, saved: null, role: 'manager' })).toBe('/manager/dashboard');
    }
    expect(landingPath({ from: '/register/', saved: '/forgot-password', role: 'client' })).toBe(
      '/client/dashboard',
    );
  });
});

describe('isSafeReturnPath', () => {
  it.each([
    ['/admin/dashboard', true],
    ['/qr/assets/123#top', true],
    ['/', true],
    ['', false],
    ['admin', false],
    ['/login?x=1', false],
    ['/reset-password?token=t', false],
    ['/super-admin-register', false],
  ])('%s -> %s', (path, safe) => {
    expect(isSafeReturnPath(path)).toBe(safe);
  });
});

describe('the remembered redirect', () => {
  it('is kept under redirect_after_login and read only once', () => {
    rememberRedirect('/supervisor/tasks');
    expect(memory.stored.get('redirect_after_login')).toBe('/supervisor/tasks');
    expect(takeRedirect()).toBe('/supervisor/tasks');
    expect(takeRedirect()).toBeNull();
  });

  it('is not kept for paths that could not be landed on', () => {
    rememberRedirect('/login');
    rememberRedirect('//evil.example');
    expect(memory.stored.has('redirect_after_login')).toBe(false);
  });
});

describe('fromState', () => {
  it('reads the location a guard passed', () => {
    expect(fromState({ from: { pathname: '/admin/tasks', search: '?p=2', hash: '#x' } })).toBe(
      '/admin/tasks?p=2#x',
    );
    expect(fromState({ from: { pathname: '/admin/tasks' } })).toBe('/admin/tasks');
  });

  it('ignores anything else', () => {
    for (const state of [null, undefined, 'x', {}, { from: null }, { from: { search: '?a' } }]) {
      expect(fromState(state)).toBeNull();
    }
  });
});
