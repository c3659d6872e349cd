import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const quietLog = () => ({ error: vi.fn() });

describe('a periodic job', () => {
  it('runs a pass at start and then every interval', async () => {
    const pass = vi.fn(async () => {});
    const job = startPeriodicJob({ name: 'test', intervalMs: 1_000, pass, log: quietLog() });
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(pass).toHaveBeenCalledTimes(4);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(4);
  });

  it('never runs two passes at once: a tick during a long pass is skipped', async () => {
    let running = 0;
    let most = 0;
    const pass = vi.fn(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      running--;
    });
    const job = startPeriodicJob({ name: 'test', intervalMs: 1_000, pass, log: quietLog() });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(most).toBe(1);
    // Passes start at 0 and at the first tick after each ends: 3 s, then 6 s.
    expect(pass).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2_500);
    await job.stop();
  });

  it('stop waits for the pass at work', async () => {
    let finished = false;
    const job = startPeriodicJob({
      name: 'test',
      intervalMs: 1_000,
      log: quietLog(),
      pass: async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        finished = true;
      },
    });
    const stopped = job.stop();
    await vi.advanceTimersByTimeAsync(500);
    await stopped;
    expect(finished).toBe(true);
  });

  it('logs a failed pass and tries again at the next tick', async () => {
    const log = quietLog();
    const pass = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('the database is away'))
      .mockResolvedValue();
    const job = startPeriodicJob({ name: 'the sweep', intervalMs: 1_000, pass, log });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[1]).toBe('the sweep pass failed');
    expect(pass).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('never runs with an interval of 0', async () => {
    const pass = vi.fn(async () => {});
    const job = startPeriodicJob({ name: 'test', intervalMs: 0, pass, log: quietLog() });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pass).not.toHaveBeenCalled();
    await job.stop();
  });
});
