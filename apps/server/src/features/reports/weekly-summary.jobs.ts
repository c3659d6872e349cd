import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs/job-queue';
import type { JobRunner } from '../../lib/jobs/job-runner';
import {
  queueWeeklySummaries,
  sendWeeklySummary,
  weeklySummaryMailJob,
} from './weekly-summary.service';

/** A failed pass is retried once; the next pass catches up anyway. */
const weeklySummaryPassJob = defineJob('reports.weekly-summary', {
  maxAttempts: 2,
  backoffMs: 60_000,
});
/** Each recipient's Monday 07:00 comes at a different hour of the server's day. */
const PASS_MS = 15 * 60_000;

/** The weekly summary mail (docs/reports.md): a pass every 15 minutes among all instances. */
export function scheduleWeeklySummaries(
  runner: JobRunner,
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  log: FastifyBaseLogger,
) {
  runner.handle(weeklySummaryMailJob, (payload) => sendWeeklySummary(deps, payload).then(() => {}));
  runner.every(weeklySummaryPassJob, PASS_MS, async () => {
    const queued = await queueWeeklySummaries(deps);
    if (queued > 0) log.info({ queued }, 'weekly summaries queued');
  });
}
