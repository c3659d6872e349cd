import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs/job-queue';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { SWEEP_INTERVAL_MS, sweepExpiredKeys } from './idempotency.service';

/** A failed sweep is retried after a minute, then waits for the next run. */
const sweepExpiredKeysJob = defineJob('idempotency.sweep-expired-keys', {
  maxAttempts: 2,
  backoffMs: 60_000,
});

/**
 * Deletes expired keys soon after each start and every `intervalMs` among all instances, as a
 * recurring job of the job runner. A sweep that runs twice at once is harmless: its batches skip
 * rows another sweep is deleting.
 */
export function scheduleKeySweep(
  runner: JobRunner,
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
) {
  runner.every(sweepExpiredKeysJob, intervalMs, async () => {
    const deleted = await sweepExpiredKeys(deps);
    if (deleted > 0) log.info({ deleted }, 'expired idempotency keys deleted');
  });
}
