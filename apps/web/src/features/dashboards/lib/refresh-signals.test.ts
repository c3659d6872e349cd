import { describe, expect, it } from 'vitest';
import { throttle } from './refresh-signals';

describe('throttle (activity refresh at most every 5 minutes)', () => {
  it('runs at once, then not again within the interval', () => {
    let now = 0;
    let runs = 0;
    const run = throttle(
      () => runs++,
      300_000,
      () => now,
    );
    run();
    now = 299_999;
    run();
    expect(runs).toBe(1);
    now = 300_000;
    run();
    expect(runs).toBe(2);
  });

  it('counts from the given last run', () => {
    let now = 1000;
    let runs = 0;
    const run = throttle(
      () => runs++,
      300_000,
      () => now,
      1000,
    );
    run();
    expect(runs).toBe(0);
    now = 301_000;
    run();
    expect(runs).toBe(1);
  });
});
