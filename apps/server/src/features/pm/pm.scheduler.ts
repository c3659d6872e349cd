import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs/job-queue';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { generateWorkOrder, isDue } from './generation.service';
import { claimDuePms, findPm } from './pm.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
const ALL = { all: true } as const;

/**
 * One pass of the scheduler: claims one due PM at a time (FOR UPDATE SKIP LOCKED) and generates
 * its work order in the claiming transaction. Exactly once: a claimed PM is locked until its work
 * order and open_task_id commit together, and from then on it is not due; another instance
 * skips it. One PM per transaction keeps each short and takes the work order counters' row locks
 * in one order, so two instances never deadlock. After downtime each PM gets one work order for
 * its due date, not one per missed day.
 */
export async function generateDuePms(deps: Deps) {
  let generated = 0;
  // A PM whose work order could not be made stays due: once per pass is enough.
  const tried: string[] = [];
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [id] = await claimDuePms(tx, now, tried);
      if (!id) return false;
      tried.push(id);
      const pm = await findPm(tx, id, ALL);
      if (pm && isDue(pm, now) && (await generateWorkOrder({ ...deps, db: tx }, pm))) {
        generated += 1;
      }
      return true;
    });
    if (!claimed) return generated;
  }
}

/**
 * The pass as a recurring job of the job runner (lib/jobs/job-runner.ts). A pass that runs past
 * its lease and is started again elsewhere is harmless: each PM is claimed by itself. A failed
 * pass is retried after 15 s and 30 s, then the next run comes at the interval as ever.
 */
export const generateDuePmsJob = defineJob('pm.generate-due', {
  maxAttempts: 3,
  backoffMs: 15_000,
  leaseMs: 15 * 60_000,
});

/**
 * One pass every `intervalMs` (PM_SCHEDULER_INTERVAL_MS) among all instances, and one soon after
 * each start. The PMs' rows hold the state, so instances may come and go (docs/pm.md, Several
 * instances). 0: this instance runs no pass; another one does.
 */
export function schedulePmPasses(
  runner: JobRunner,
  deps: Deps,
  intervalMs: number,
  log: FastifyBaseLogger,
) {
  if (intervalMs <= 0) return;
  runner.every(generateDuePmsJob, intervalMs, async () => {
    const count = await generateDuePms(deps);
    if (count > 0) log.info({ generated: count }, 'pm work orders generated');
  });
}
