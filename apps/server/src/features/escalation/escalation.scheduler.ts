import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs/job-queue';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { runEscalations } from './escalation.service';

/** A failed pass is retried once; the next minute's pass catches up anyway. */
const escalateJob = defineJob('escalation.run-rules', { maxAttempts: 2, backoffMs: 30_000 });
const PASS_INTERVAL_MS = 60_000;

/** Every minute, among all instances (lib/jobs): each step is made once (escalation.service). */
export function scheduleEscalations(
  runner: JobRunner,
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  log: FastifyBaseLogger,
) {
  runner.every(escalateJob, PASS_INTERVAL_MS, async () => {
    const made = await runEscalations(deps);
    if (made > 0) log.info({ made }, 'work orders escalated');
  });
}
