import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTO_LOCK_MINUTES,
  LOCK_CHECK_INTERVAL_MS,
  type LockTiming,
  lockTiming,
  parseAutoLockMinutes,
  startInactivityMonitor,
} from './auto-lock';

/** A hand-driven clock: timers fire only when the test advances time. */
function fakeClock() {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout: (id: unknown) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = end;
    },
    pending: () => timers.length,
  };
}

function monitor(timing: () => LockTiming) {
  const clock = fakeClock();
  const idle: number[] = [];
  const handle = startInactivityMonitor({ ...clock, timing, onIdle: () => idle.push(clock.now()) });
  return { clock, idle, handle };
}

const fiveMinutes = () => lockTiming(null, null);

describe('parseAutoLockMinutes', () => {
  it('accepts the four choices and falls back to 5 minutes', () => {
    expect([1, 5, 10, 30].map((m) => parseAutoLockMinutes(String(m)))).toEqual([1, 5, 10, 30]);
    for (const raw of [null, '', '2', 'abc', '-1', '5.5']) {
      expect(parseAutoLockMinutes(raw)).toBe(DEFAULT_AUTO_LOCK_MINUTES);
    }
  });
});

describe('lockTiming', () => {
  it('uses the chosen minutes, checked every 10 seconds', () => {
    expect(lockTiming('1', null)).toEqual({ timeoutMs: 60_000, checkEveryMs: 10_000 });
    expect(lockTiming(null, null)).toEqual({ timeoutMs: 300_000, checkEveryMs: 10_000 });
  });

  it('honours the test key only when it holds a positive whole number', () => {
    expect(lockTiming('30', '3000')).toEqual({ timeoutMs: 3000, checkEveryMs: 750 });
    expect(lockTiming(null, '400')).toEqual({ timeoutMs: 400, checkEveryMs: 250 });
    expect(lockTiming(null, '600000').checkEveryMs).toBe(LOCK_CHECK_INTERVAL_MS);
    for (const raw of ['', '0', '-5', 'soon', '1.5']) {
      expect(lockTiming('10', raw)).toEqual({ timeoutMs: 600_000, checkEveryMs: 10_000 });
    }
  });
});

describe('startInactivityMonitor', () => {
  it('locks at the first check after 5 idle minutes, not before', () => {
    const { clock, idle } = monitor(fiveMinutes);
    clock.advance(290_000);
    expect(idle).toEqual([]);
    clock.advance(10_000);
    expect(idle).toEqual([300_000]);
  });

  it('starts the idle clock again on activity', () => {
    const { clock, idle, handle } = monitor(fiveMinutes);
    clock.advance(250_000);
    handle.activity();
    clock.advance(250_000);
    expect(idle).toEqual([]);
    clock.advance(60_000);
    expect(idle).toEqual([550_000]);
  });

  it('locks once and stops checking', () => {
    const { clock, idle } = monitor(fiveMinutes);
    clock.advance(3_600_000);
    expect(idle).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it('follows a changed setting at the next check', () => {
    let minutes = '30';
    const { clock, idle } = monitor(() => lockTiming(minutes, null));
    clock.advance(120_000);
    expect(idle).toEqual([]);
    minutes = '1';
    clock.advance(10_000);
    expect(idle).toEqual([130_000]);
  });

  it('checks at once on demand, and never after stop', () => {
    const first = monitor(fiveMinutes);
    first.clock.advance(299_999);
    first.clock.advance(1);
    first.handle.check();
    expect(first.idle).toEqual([300_000]);

    const second = monitor(fiveMinutes);
    second.handle.stop();
    second.clock.advance(3_600_000);
    second.handle.check();
    expect(second.idle).toEqual([]);
  });
});
