import { daysBetweenInclusive } from '@cmms/shared/dates';
import { defaultPeriodFrom } from '@cmms/shared/reports';
import { dateIn, processTimeZone } from '@cmms/shared/zones';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { taskStatusChanges, tasks } from '../features/work-orders/work-orders.table';

/**
 * A year of work orders before the demo's own (docs/reports.md, "Demo data"), so the reports
 * have something to show: about one a day at each site from the start of the reports' default
 * twelve months, most completed (some late, a few reopened and completed again), some cancelled,
 * a few still open (the backlog's older ages), with their status history. Made with a
 * fixed seed, so every demo has the same history; inserted directly (not through the service)
 * so the demo users are not sent three hundred notifications, and before the demo's own work
 * orders, whose numbers stay the newest.
 */
/** The newest history ends this many days ago: the demo's own work is this week's. */
const QUIET_DAYS = 8;
const HISTORY_DESCRIPTION = 'From the demo history (docs/reports.md).';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Who does the work at each asset: the demo's field people of its site. */
const ASSIGNEES: Record<string, string[]> = {
  chiller: ['technician'],
  lift: ['technician'],
  pump: ['technician', 'electrician'],
  dg: ['electrician'],
  ahu: ['technician'],
  boiler: ['plumber'],
  oxygen: ['plumber'],
  ups: ['plumber'],
};
const TITLES: Record<string, string[]> = {
  repair: ['Fix reported fault', 'Replace worn part', 'Clear alarm and reset', 'Repair leak'],
  maintenance: ['Routine service', 'Lubricate and adjust', 'Clean and inspect'],
  inspection: ['Monthly inspection', 'Safety check', 'Readings round'],
  installation: ['Fit new sensor', 'Install replacement unit'],
};
const TYPES = [
  'repair',
  'repair',
  'repair',
  'repair',
  'maintenance',
  'maintenance',
  'inspection',
  'inspection',
  'installation',
] as const;
const PRIORITIES = ['low', 'medium', 'medium', 'high'] as const;
const DUE_DAYS = { low: 10, medium: 4, high: 1 } as const;

/** A small deterministic generator (mulberry32): the same history at every start. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(random: () => number, list: readonly T[]) =>
  list[Math.floor(random() * list.length)] as T;

type Change = { from: string | null; to: string; at: Date };

export async function loadDemoHistory(
  tx: DbOrTx,
  assets: Record<string, { id: string; siteId: string }>,
  userIds: Record<string, string>,
  createdBy: string,
  now: Date,
) {
  const random = seeded(36);
  // From two days into the reports' default period, whatever a site's zone: all of it counts
  // there, so the reports' totals are the lists' (demo-data.test.ts).
  const today = dateIn(now, processTimeZone());
  const firstDay = daysBetweenInclusive(defaultPeriodFrom(today, 'month'), today) - 3;
  const rows: (typeof tasks.$inferInsert)[] = [];
  const histories: Change[][] = [];
  const keys = Object.keys(ASSIGNEES).filter((key) => assets[key]);
  for (let day = firstDay; day > QUIET_DAYS; day -= 1) {
    for (const key of keys) {
      // About one work order a day at each site, spread over its assets.
      if (
        random() >
        1.1 / keys.filter((other) => assets[other]?.siteId === assets[key]?.siteId).length
      )
        continue;
      const asset = assets[key] as { id: string; siteId: string };
      const assignee = userIds[pick(random, ASSIGNEES[key] ?? [])];
      if (!assignee) continue;
      const taskType = pick(random, TYPES);
      const priority = pick(random, PRIORITIES);
      const createdAt = new Date(now.getTime() - day * DAY + (random() * 9 - 4) * HOUR);
      const dueDate = new Date(createdAt.getTime() + DUE_DAYS[priority] * DAY)
        .toISOString()
        .slice(0, 10);
      const history: Change[] = [{ from: null, to: 'pending', at: createdAt }];
      const outcome = random();
      let status = 'completed';
      let completedAt: Date | null = null;
      if (outcome > 0.07 && outcome < 0.08) {
        // Still open: waiting for parts, or not yet reached.
        status = random() < 0.5 ? 'on_hold' : 'pending';
        if (status === 'on_hold')
          history.push({ from: 'pending', to: 'on_hold', at: new Date(createdAt.getTime() + DAY) });
      } else if (outcome < 0.07) {
        status = 'cancelled';
        history.push({
          from: 'pending',
          to: 'cancelled',
          at: new Date(createdAt.getTime() + random() * 3 * DAY),
        });
      } else {
        // Hours for the urgent, days for the rest; one in six runs past its due date.
        const scale = priority === 'high' ? 8 * HOUR : DAY;
        const late = random() < 0.17 ? (DUE_DAYS[priority] + 1) * DAY : 0;
        completedAt = new Date(createdAt.getTime() + HOUR + random() * 3 * scale + late);
        history.push({
          from: 'pending',
          to: 'in_progress',
          at: new Date(createdAt.getTime() + HOUR / 2),
        });
        if (outcome > 0.96) {
          const reopened = new Date(completedAt.getTime() + DAY);
          history.push({ from: 'in_progress', to: 'completed', at: completedAt });
          history.push({ from: 'completed', to: 'pending', at: reopened });
          completedAt = new Date(reopened.getTime() + DAY);
          history.push({ from: 'pending', to: 'completed', at: completedAt });
        } else {
          history.push({ from: 'in_progress', to: 'completed', at: completedAt });
        }
      }
      // Work that would finish after now finished a few hours ago instead: still open, its due
      // date passed, it would be escalated while the demo is used (docs/escalation.md).
      const latest = now.getTime() - 3 * HOUR;
      for (const change of history) {
        if (change.at.getTime() > latest) change.at = new Date(latest);
      }
      if (completedAt && completedAt.getTime() > latest) completedAt = new Date(latest);
      const last = history.at(-1)?.at ?? createdAt;
      rows.push({
        title: pick(random, TITLES[taskType] ?? ['Work']),
        description: HISTORY_DESCRIPTION,
        status,
        priority,
        taskType,
        dueDate,
        assignedTo: assignee,
        assetId: asset.id,
        siteId: asset.siteId,
        createdBy,
        assignedAt: createdAt,
        completedAt,
        createdAt,
        updatedAt: last,
      });
      histories.push(history);
    }
  }
  const made = await tx.insert(tasks).values(rows).returning({ id: tasks.id });
  const changes = made.flatMap(({ id }, index) =>
    (histories[index] ?? []).map((change) => ({
      taskId: id,
      fromStatus: change.from,
      toStatus: change.to,
      changedAt: change.at,
      changedBy: assigneeOrAdmin(rows[index]?.assignedTo, createdBy, change),
    })),
  );
  await tx.insert(taskStatusChanges).values(changes);
  return made.length;
}

/** The assignee moves the work; the admin made and cancelled it. */
const assigneeOrAdmin = (assignee: string | undefined, admin: string, change: Change) =>
  change.from === null || change.to === 'cancelled' ? admin : (assignee ?? admin);

/**
 * Once the demo's PMs exist: the history's maintenance work at an asset with a PM becomes that
 * PM's past work orders (its origin, its title), so the reports' PM compliance has a year to
 * show; the rollup of the sites is counted again, since a work order's origin is set only when
 * it is made.
 */
export async function linkHistoryToPms(tx: DbOrTx) {
  await tx.execute(sql`
    update tasks t
       set origin = jsonb_build_object('type', 'pm', 'pmId', p.id, 'pmTitle', p.title,
                                       'dueDate', t.due_date::text),
           title = p.title
      from (select distinct on (asset_id) id, asset_id, title
              from pm_schedules order by asset_id, created_at) p
     where t.asset_id = p.asset_id and t.task_type = 'maintenance'
       and t.description = ${HISTORY_DESCRIPTION}`);
  await tx.execute(sql`select task_day_counts_rebuild(id) from sites`);
}
