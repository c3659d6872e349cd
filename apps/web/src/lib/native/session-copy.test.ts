import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, readSession, saveSession } from '../session';
import { installMemoryStorage } from '../test-storage';
import { keepSessionCopy, restoreSessionCopy, type SecretStore } from './session-copy';

const memory = installMemoryStorage();
afterAll(() => memory.uninstall());
beforeEach(() => memory.stored.clear());

/** The keychain, kept in a Map. */
function fakeKeychain() {
  const kept = new Map<string, string>();
  const store: SecretStore = {
    getItem: async (key) => kept.get(key) ?? null,
    setItem: async (key, value) => void kept.set(key, value),
    removeItem: async (key) => void kept.delete(key),
  };
  return { kept, store: Promise.resolve(store) };
}

const user = { id: 'u1', name: 'Tariq', email: 'technician@example.com', role: 'technician' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the native session copy', () => {
  it('is written at sign-in and removed at logout', async () => {
    const keychain = fakeKeychain();
    const stop = keepSessionCopy(keychain.store);
    saveSession({ token: 'tok-1', user: user as never });
    await settle();
    expect(JSON.parse(keychain.kept.get('session') ?? 'null')).toMatchObject({ token: 'tok-1' });

    clearSession();
    await settle();
    expect(keychain.kept.has('session')).toBe(false);
    stop();
  });

  it('brings the session back, with its sign-in time, when storage lost it', async () => {
    const keychain = fakeKeychain();
    const stop = keepSessionCopy(keychain.store);
    saveSession({ token: 'tok-2', user: user as never });
    const signedInAt = memory.stored.get('loginTime');
    await settle();
    stop();

    memory.stored.clear();
    expect(readSession()).toBeNull();
    await restoreSessionCopy(keychain.store);
    expect(readSession()).toMatchObject({ token: 'tok-2', user: { id: 'u1' } });
    expect(memory.stored.get('loginTime')).toBe(signedInAt);
  });

  it('leaves a session already in storage alone', async () => {
    const keychain = fakeKeychain();
    keychain.kept.set('session', JSON.stringify({ token: 'old', user: '{"id":"u0"}' }));
    saveSession({ token: 'current', user: user as never });
    await restoreSessionCopy(keychain.store);
    expect(readSession()?.token).toBe('current');
  });

  it('restores nothing after a logout, or from a damaged copy', async () => {
    const keychain = fakeKeychain();
    await restoreSessionCopy(keychain.store);
    expect(readSession()).toBeNull();
    keychain.kept.set('session', '{not json');
    await restoreSessionCopy(keychain.store);
    expect(readSession()).toBeNull();
  });
});
