import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs/job-queue';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { sweepLiveEvents } from '../../lib/live/hub';

const sweepLiveEventsJob = defineJob('live.sweep-events', { maxAttempts: 2, backoffMs: 60_000 });
const SWEEP_INTERVAL_MS = 5 * 60_000;

/** Deletes the live events no stream can resume from any more, every 5 minutes among all instances. */
export function scheduleLiveSweep(
  runner: JobRunner,
  deps: Pick<ServiceDeps, 'db'>,
  log: FastifyBaseLogger,
) {
  runner.every(sweepLiveEventsJob, SWEEP_INTERVAL_MS, async () => {
    await sweepLiveEvents(deps.db);
    log.debug('live events swept');
  });
}
