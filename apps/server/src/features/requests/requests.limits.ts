import type { ThrottleRule } from '../auth/throttle.service';

/**
 * The request portal is a door open to the internet (issue 35, docs/requests.md): what one
 * address, and one site, may send. Counted in the database, so three instances count as one.
 */
export const PORTAL_LIMITS = {
  /** Requests sent from one address: 10 in 10 minutes, then a wait of 10 minutes. */
  sendsPerAddress: {
    // recordFailure refuses the attempt that reaches the count: the 11th.
    maxFailures: 11,
    windowMinutes: 10,
    lockSeconds: 10 * 60,
    message: 'workRequests.tooManyFromAddress',
  },
  /** Wrong links from one address (someone guessing tokens): 30 in 10 minutes. */
  missesPerAddress: {
    maxFailures: 30,
    windowMinutes: 10,
    lockSeconds: 10 * 60,
    message: 'workRequests.tooManyFromAddress',
  },
  /** Told once an hour that a site stopped accepting: the lock is the "once". */
  siteFullNotice: {
    maxFailures: 1,
    windowMinutes: 60,
    lockSeconds: 60 * 60,
    // Never shown: this lock only keeps the notice to once an hour.
    message: 'workRequests.tooManyFromAddress',
  },
} satisfies Record<string, ThrottleRule>;

/** A site receiving more than this in an hour stops accepting until the hour has passed. */
export const SITE_REQUESTS_PER_HOUR = 200;
/** What a refused sender is told to wait when the site is full. */
export const SITE_FULL_RETRY_SECONDS = 15 * 60;
/** Contact details are erased this long after a request is closed (the retention rule). */
export const CONTACT_RETENTION_DAYS = 90;

export const throttleKeys = {
  sends: (address: string) => `portal:send:${address}`,
  misses: (address: string) => `portal:miss:${address}`,
  siteFull: (siteId: string) => `portal:site-full:${siteId}`,
};
