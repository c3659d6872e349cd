import { useSyncExternalStore } from 'react';
import { currentUser } from '../../../lib/session';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage-keys';
import {
  AUTO_LOCK_KEY,
  AUTO_LOCK_TEST_KEY,
  type AutoLockMinutes,
  type LockTiming,
  lockTiming,
  parseAutoLockMinutes,
} from '../lib/auto-lock';

/**
 * The app lock's public functions (settings calls them). The locked flag is kept in storage,
 * holding the id of the user it locks, so a reload stays locked and nobody else is locked by it.
 */
const APP_LOCKED_KEY = 'app_locked';

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab locking, unlocking or changing the setting is followed here.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === APP_LOCKED_KEY || event.key === AUTO_LOCK_KEY) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function lockApp(userId: string): void {
  writeStorage(APP_LOCKED_KEY, userId);
  changed();
}

export function unlockApp(): void {
  removeStorage(APP_LOCKED_KEY);
  changed();
}

/** Locks at once (requirements/accounts.md#states: manually), but only a user with a PIN can be locked. */
export function lockNow(): boolean {
  const user = currentUser();
  if (!user?.hasPin) return false;
  lockApp(user.id);
  return true;
}

const lockedUserId = () => readStorage(APP_LOCKED_KEY);

export function useLockedUserId(): string | null {
  return useSyncExternalStore(subscribe, lockedUserId, () => null);
}

export const readAutoLockTiming = (): LockTiming =>
  lockTiming(readStorage(AUTO_LOCK_KEY), readStorage(AUTO_LOCK_TEST_KEY));

export function saveAutoLockMinutes(minutes: AutoLockMinutes): void {
  writeStorage(AUTO_LOCK_KEY, String(minutes));
  changed();
}

const autoLockMinutes = () => parseAutoLockMinutes(readStorage(AUTO_LOCK_KEY));

export function useAutoLockMinutes(): AutoLockMinutes {
  return useSyncExternalStore(subscribe, autoLockMinutes, autoLockMinutes);
}
