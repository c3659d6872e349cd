import type { SessionUser } from '@cmms/shared/accounts';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  currentUser,
  readSession,
  saveSession,
  subscribeSession,
  updateSessionUser,
} from './session';
import { installMemoryStorage } from './test-storage';

const memory = installMemoryStorage();
afterAll(() => memory.uninstall());
beforeEach(() => memory.stored.clear());

const user: SessionUser = {
  id: 'u1',
  name: 'Aisha Khan',
  email: 'admin@example.com',
  role: 'admin',
  mobile: null,
  picture: null,
  status: 'Active',
  approved: true,
  hasPin: false,
  permissions: ['all_permissions'],
  createdAt: '2026-01-01T00:00:00.000Z',
  assignedSiteId: null,
  assignedSites: [],
  userSites: [],
  language: null,
};

describe('the session store', () => {
  it('saves token, user and login time under the spec keys and clears logged_out', () => {
    memory.stored.set('logged_out', 'true');
    saveSession({ token: 'tok', user });

    expect(memory.stored.get('token')).toBe('tok');
    expect(JSON.parse(memory.stored.get('user') ?? '')).toEqual(user);
    expect(Number.isNaN(Date.parse(memory.stored.get('loginTime') ?? ''))).toBe(false);
    expect(memory.stored.has('logged_out')).toBe(false);
    expect(readSession()).toEqual({ token: 'tok', user });
    expect(currentUser()?.name).toBe('Aisha Khan');
  });

  it('clears token, user and login time and sets logged_out, keeping other keys', () => {
    saveSession({ token: 'tok', user });
    memory.stored.set('redirect_after_login', '/admin/tasks');
    clearSession();

    expect([...memory.stored.keys()].sort()).toEqual(['logged_out', 'redirect_after_login']);
    expect(readSession()).toBeNull();
  });

  it('needs both a token and a user with an id', () => {
    memory.stored.set('token', 'tok');
    expect(readSession()).toBeNull();
    memory.stored.set('user', '{"name":"No id"}');
    expect(readSession()).toBeNull();
    memory.stored.set('user', 'not json');
    expect(readSession()).toBeNull();
    memory.stored.set('user', '{"id":"u2"}');
    expect(readSession()?.user.id).toBe('u2');
    memory.stored.delete('token');
    expect(readSession()).toBeNull();
  });

  it('answers the same object while storage is unchanged, as useSyncExternalStore needs', () => {
    saveSession({ token: 'tok', user });
    expect(readSession()).toBe(readSession());
  });

  it('tells subscribers about sign-in, a fresher user and sign-out', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession({ token: 'tok', user });
    updateSessionUser(user); // unchanged: no news
    updateSessionUser({ ...user, name: 'Aisha K.' });
    clearSession();
    unsubscribe();
    saveSession({ token: 'tok', user });

    expect(listener).toHaveBeenCalledTimes(3);
  });
});
