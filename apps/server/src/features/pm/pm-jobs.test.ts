import { assetInputSchema } from '@cmms/shared/assets';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../lib/actor';
import { jobs } from '../../lib/jobs/jobs.table';
import { createTestUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { createAsset } from '../assets/assets.service';
import { createSite } from '../sites/sites.service';
import { generateDuePmsJob } from './pm.scheduler';
import { pmSchedules } from './pm.table';

/** The idempotency feature's recurring sweep (idempotency.sweep.ts), which every server queues. */
const KEY_SWEEP = 'idempotency.sweep-expired-keys';

// The PM pass on the job runner (lib/jobs), as the server schedules it: the passes themselves
// are tested in pm-scheduler.test.ts, the runner in lib/jobs/job-runner.test.ts.

const clock = testClock(new Date(2031, 4, 12, 9, 0));

const queuedOf = (t: Awaited<ReturnType<typeof createTestApp>>, name: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.key, name), eq(jobs.status, 'queued')));

describe('the PM pass as a recurring job', () => {
  it('runs soon after the server starts, and is queued again one interval on', async () => {
    const t = await createTestApp({ pmSchedulerIntervalMs: 60_000 }, { clock });
    try {
      const { db } = t.database;
      const site = await createSite({ db }, SYSTEM_ACTOR, { name: 'Depot' });
      const { user } = await createTestUser(db, { role: 'technician', siteIds: [site.id] });
      const asset = await createAsset(
        { db },
        SYSTEM_ACTOR,
        assetInputSchema.parse({ name: 'Boiler', siteId: site.id }),
      );
      // Due today, written as a row: creating it through the service would generate at once.
      const [pm] = await db
        .insert(pmSchedules)
        .values({
          title: 'Weekly burner check',
          priority: 'Medium',
          recurrence: 'Weekly',
          assetId: asset.id,
          assigneeId: user.id,
          date: '2031-05-12',
          anchorDate: '2031-05-12',
        })
        .returning({ id: pmSchedules.id });
      const openTaskOf = async () =>
        (
          await db
            .select({ openTaskId: pmSchedules.openTaskId })
            .from(pmSchedules)
            .where(eq(pmSchedules.id, pm?.id ?? ''))
        )[0]?.openTaskId ?? null;
      expect(await openTaskOf()).toBeNull();

      const started = Date.now();
      await t.app.ready();
      await expect.poll(openTaskOf, { timeout: 10_000 }).not.toBeNull();
      // The pass that ran at start is replaced by the next one, an interval on: until the runner
      // has finished it, the queued row may still be the first (run soon after start).
      await expect
        .poll(async () => {
          const queued = await queuedOf(t, generateDuePmsJob.name);
          return queued.length === 1 && (queued[0]?.runAt?.getTime() ?? 0) >= started + 60_000;
        })
        .toBe(true);
    } finally {
      await t.close();
    }
  });

  it('is not run by an instance whose interval is 0', async () => {
    const t = await createTestApp({ pmSchedulerIntervalMs: 0 });
    try {
      await t.app.ready();
      await expect.poll(async () => (await queuedOf(t, KEY_SWEEP)).length).toBe(1);
      expect(await queuedOf(t, generateDuePmsJob.name)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
