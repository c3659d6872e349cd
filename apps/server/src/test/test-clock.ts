import type { Clock } from '../lib/clock';

/** A clock a test moves by hand, for expiry of codes, tokens and lockouts. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  const clock: Clock & {
    advanceMinutes(minutes: number): void;
    advanceSeconds(seconds: number): void;
  } = {
    now: () => new Date(current),
    advanceMinutes(minutes) {
      current += minutes * 60_000;
    },
    advanceSeconds(seconds) {
      current += seconds * 1000;
    },
  };
  return clock;
}
