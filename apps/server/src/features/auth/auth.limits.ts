import type { ThrottleRule } from './auth.repository';

/**
 * Attempt limits (GUIDE §5: attempts at passwords, PINs and reset codes are limited). Locks are
 * time-bound, so a real user is never locked out for good, and kept in the database.
 */
export const LIMITS = {
  /** Per account: a guessing attacker is slowed to 10 tries per 15 minutes. */
  passwordPerAccount: {
    maxFailures: 10,
    windowMinutes: 15,
    lockMinutes: 15,
    message: 'Too many failed sign-in attempts. Please try again in {minutes}.',
  },
  /** Per client address: one machine spraying many accounts. */
  passwordPerAddress: {
    maxFailures: 50,
    windowMinutes: 15,
    lockMinutes: 15,
    message: 'Too many failed sign-in attempts from this network. Please try again in {minutes}.',
  },
  /** The rule: 5 wrong PINs in a row lock PIN sign-in for 15 minutes. */
  pinPerAccount: {
    maxFailures: 5,
    windowMinutes: 24 * 60,
    lockMinutes: 15,
    message:
      'Too many incorrect PIN attempts. PIN sign-in is locked; try again in {minutes}, or sign in with your password.',
  },
  /** Reset-code requests per address (mail bombing, enumeration by timing). */
  recoveryPerAddress: {
    maxFailures: 20,
    windowMinutes: 60,
    lockMinutes: 60,
    message: 'Too many password reset requests. Please try again in {minutes}.',
  },
  /** Super admin key guesses per address. */
  superAdminKeyPerAddress: {
    maxFailures: 10,
    windowMinutes: 15,
    lockMinutes: 15,
    message: 'Too many attempts. Please try again in {minutes}.',
  },
} satisfies Record<string, ThrottleRule>;

/** Reset codes mailed to one address per hour; more are silently not sent. */
export const MAX_RESET_MAILS_PER_HOUR = 5;
export const RESET_CODE_MINUTES = 15;
export const RESET_CODE_ATTEMPTS = 5;
export const RESET_TOKEN_MINUTES = 15;

export const throttleKeys = {
  passwordAccount: (email: string) => `password:account:${email.toLowerCase()}`,
  passwordAddress: (ip: string) => `password:address:${ip}`,
  // Keyed by email, not user id, so unknown emails lock exactly like known ones.
  pinAccount: (email: string) => `pin:account:${email.toLowerCase()}`,
  recoveryAddress: (ip: string) => `recovery:address:${ip}`,
  superAdminAddress: (ip: string) => `superadmin:address:${ip}`,
};
