import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../lib/deps';
import { startPeriodicJob } from '../../lib/periodic-job';
import { SWEEP_INTERVAL_MS, sweepExpiredKeys } from './idempotency.service';

/**
 * Deletes expired keys on every instance, at start and every `intervalMs`: the batches skip rows
 * another instance is deleting, so instances sweeping together neither wait nor collide.
 */
export function startKeySweep(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
) {
  return startPeriodicJob({
    name: 'idempotency key sweep',
    intervalMs,
    log,
    pass: async () => {
      const deleted = await sweepExpiredKeys(deps);
      if (deleted > 0) log.info({ deleted }, 'expired idempotency keys deleted');
    },
  });
}
