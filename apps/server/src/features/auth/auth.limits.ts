import type { ThrottleRule } from './auth.repository';

/**
 * Attempt limits (requirements/api.md#server-rules: attempts at passwords, PINs and reset codes are limited), kept in the
 * database so every instance sees the same counts. Built so that nobody can lock out the real
 * owner (docs/decisions.md, "Attempt limits"): hard locks only ever hold one account at one
 * address; what spans addresses only slows down, and never applies at an address the owner has
 * signed in from before.
 */
export const LIMITS = {
  /** One account from one address: the guesser there waits; the owner elsewhere does not. */
  passwordPerPair: {
    maxFailures: 10,
    windowMinutes: 15,
    lockSeconds: 15 * 60,
    message: 'account.lockPasswordPair',
  },
  /**
   * One account from every address: a guesser spread over many addresses gets 10 tries, then a
   * wait of 1 s that doubles with each failure up to 15 minutes (about a hundred tries a day).
   * Not applied at addresses the owner signed in from.
   */
  passwordPerAccount: {
    maxFailures: 10,
    windowMinutes: 24 * 60,
    lockSeconds: 1,
    growToSeconds: 15 * 60,
    message: 'account.lockPasswordAccount',
  },
  /**
   * One address spraying many accounts. Not applied to accounts that signed in from that address
   * before, so behind a proxy that hides every client's address they keep signing in.
   */
  passwordPerAddress: {
    maxFailures: 50,
    windowMinutes: 15,
    lockSeconds: 15 * 60,
    message: 'account.lockPasswordAddress',
  },
  /** 5 wrong PINs in a row lock PIN sign-in for that account at that address for 15 minutes. */
  pinPerPair: {
    maxFailures: 5,
    windowMinutes: 24 * 60,
    lockSeconds: 15 * 60,
    message: 'account.lockPinPair',
  },
  /** A PIN has only 10,000 values, so its delays across addresses grow up to an hour. */
  pinPerAccount: {
    maxFailures: 5,
    windowMinutes: 24 * 60,
    lockSeconds: 1,
    growToSeconds: 60 * 60,
    message: 'account.lockPinAccount',
  },
  /** Reset-code requests per address (mail bombing, enumeration by timing). */
  recoveryPerAddress: {
    maxFailures: 20,
    windowMinutes: 60,
    lockSeconds: 60 * 60,
    message: 'account.lockRecovery',
  },
  /** Super admin key guesses per address. */
  superAdminKeyPerAddress: {
    maxFailures: 10,
    windowMinutes: 15,
    lockSeconds: 15 * 60,
    message: 'account.lockSuperAdminKey',
  },
} satisfies Record<string, ThrottleRule>;

/** Reset codes mailed to one address per hour; more are silently not sent. */
export const MAX_RESET_MAILS_PER_HOUR = 5;
export const RESET_CODE_MINUTES = 15;
export const RESET_CODE_ATTEMPTS = 5;
export const RESET_TOKEN_MINUTES = 15;
/** An address the owner signed in from counts as theirs for this long after the last time. */
export const KNOWN_ADDRESS_DAYS = 90;

// Keyed by email, not user id, so unknown emails are counted exactly like known ones. The email
// comes first so that every key of one account shares a prefix (a password reset clears them).
const account = (email: string) => email.toLowerCase();
export const throttleKeys = {
  passwordPair: (email: string, ip: string) => `password:account:${account(email)}:from:${ip}`,
  passwordAccount: (email: string) => `password:account:${account(email)}`,
  passwordAddress: (ip: string) => `password:address:${ip}`,
  pinPair: (email: string, ip: string) => `pin:account:${account(email)}:from:${ip}`,
  pinAccount: (email: string) => `pin:account:${account(email)}`,
  recoveryAddress: (ip: string) => `recovery:address:${ip}`,
  superAdminAddress: (ip: string) => `superadmin:address:${ip}`,
};
