import { loggableError } from './db-errors';

export type PeriodicJobOptions = {
  /** Names the job in the log line of a failed pass. */
  name: string;
  /** Between the starts of two passes; 0 or less: the job never runs on this instance. */
  intervalMs: number;
  pass: () => Promise<void>;
  log: { error(details: object, message: string): void };
};

export type PeriodicJob = {
  /** No pass starts any more; resolves once the one running (if any) has ended. */
  stop(): Promise<void>;
};

/**
 * Work an instance does on a timer (the job runner's look for due jobs, lib/jobs/job-runner.ts):
 * a pass at start, then every `intervalMs`. It holds no state of its own, so instances come and
 * go freely; the rows hold it, and a pass must be safe to run on several instances at once. A
 * tick that finds the previous pass still at work skips: the next pass finds what is left. A
 * failed pass is logged, and the next tick tries again.
 */
export function startPeriodicJob(options: PeriodicJobOptions): PeriodicJob {
  const { name, intervalMs, pass, log } = options;
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = Promise.resolve()
      .then(pass)
      .catch((error: unknown) => log.error({ err: loggableError(error) }, `${name} pass failed`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  // A timer alone does not keep the process alive: stopping is the server's close.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
