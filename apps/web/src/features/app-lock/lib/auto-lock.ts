/** Auto-lock choices and default of requirements/accounts.md#limits, in minutes. */
export const AUTO_LOCK_CHOICES = [1, 5, 10, 30] as const;
export type AutoLockMinutes = (typeof AUTO_LOCK_CHOICES)[number];
export const DEFAULT_AUTO_LOCK_MINUTES: AutoLockMinutes = 5;
/** requirements/accounts.md#states: inactivity is checked every 10 seconds. */
export const LOCK_CHECK_INTERVAL_MS = 10_000;

/** The spec's storage key for the chosen minutes (requirements/accounts.md#records). */
export const AUTO_LOCK_KEY = 'auto_lock_time';
/**
 * Test-only override, in milliseconds (docs/testing.md). Browser journeys cannot wait five
 * minutes; the product never writes this key, so users always get the spec's timings.
 */
export const AUTO_LOCK_TEST_KEY = 'auto_lock_test_ms';

export function parseAutoLockMinutes(raw: string | null): AutoLockMinutes {
  const minutes = Number(raw);
  return AUTO_LOCK_CHOICES.find((choice) => choice === minutes) ?? DEFAULT_AUTO_LOCK_MINUTES;
}

export interface LockTiming {
  /** Idle time after which the app locks. */
  timeoutMs: number;
  /** How often idleness is checked. */
  checkEveryMs: number;
}

/**
 * The timing in force: the user's choice, unless the test key holds a positive whole number.
 * A short test timeout is checked more often too, or a 3 s lock would wait for a 10 s tick.
 */
export function lockTiming(minutesRaw: string | null, testRaw: string | null): LockTiming {
  const testMs = testRaw === null ? Number.NaN : Number(testRaw);
  if (Number.isInteger(testMs) && testMs > 0) {
    return {
      timeoutMs: testMs,
      checkEveryMs: Math.min(LOCK_CHECK_INTERVAL_MS, Math.max(250, Math.floor(testMs / 4))),
    };
  }
  return {
    timeoutMs: parseAutoLockMinutes(minutesRaw) * 60_000,
    checkEveryMs: LOCK_CHECK_INTERVAL_MS,
  };
}

export interface MonitorDeps {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Read on every check, so a changed setting applies without a reload. */
  timing(): LockTiming;
  onIdle(): void;
}

export interface InactivityMonitor {
  /** The user did something: the idle clock starts again. */
  activity(): void;
  /** Checks at once, e.g. when a hidden tab (whose timers the browser slows) is shown again. */
  check(): void;
  stop(): void;
}

/**
 * Calls onIdle once when no activity was reported for the timeout, checking on a timer. The
 * clock and timers are injected so the timing rules are unit-tested without waiting.
 */
export function startInactivityMonitor(deps: MonitorDeps): InactivityMonitor {
  let lastActivity = deps.now();
  let handle: unknown;
  let stopped = false;

  const check = () => {
    if (stopped) return;
    deps.clearTimeout(handle);
    const { timeoutMs, checkEveryMs } = deps.timing();
    if (deps.now() - lastActivity >= timeoutMs) {
      stopped = true;
      deps.onIdle();
      return;
    }
    handle = deps.setTimeout(check, checkEveryMs);
  };

  handle = deps.setTimeout(check, deps.timing().checkEveryMs);
  return {
    activity: () => {
      lastActivity = deps.now();
    },
    check,
    stop: () => {
      stopped = true;
      deps.clearTimeout(handle);
    },
  };
}
