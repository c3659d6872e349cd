import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { useLockedUserId } from '../api/lock-control';
import { useInactivityLock } from '../api/use-inactivity-lock';
import { LockScreen } from './lock-screen';

/**
 * Wraps the signed-in app (requirements/accounts.md#states): with a PIN set, it locks after inactivity or on demand
 * and shows the lock screen until the PIN is verified. Without a PIN it never locks.
 */
export function AppLock({ children }: { children: ReactNode }) {
  const user = useSession()?.user;
  const lockedUserId = useLockedUserId();
  const armed = Boolean(user?.hasPin);
  const locked = armed && user !== undefined && lockedUserId === user.id;
  useInactivityLock(armed && !locked && user ? user.id : null);

  return (
    <>
      {/* Kept mounted so nothing typed is lost, but hidden and unreachable while locked. */}
      <div className={locked ? 'hidden' : 'contents'} inert={locked}>
        {children}
      </div>
      {locked && user && <LockScreen user={user} />}
    </>
  );
}
