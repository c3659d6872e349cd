import { PM_RECURRENCES, type Pm, type PmRecurrence } from '@cmms/shared/pm';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { SYSTEM_ACTOR } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { callAs, type HttpMethod, signInCast } from '../../test/factories';
import { withDatabase } from '../../test/global-setup';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSite } from '../sites/sites.service';
import { tasks } from '../work-orders/work-orders.table';
import { generateDuePms } from './pm.scheduler';
import { pmSchedules } from './pm.table';

let now = new Date(2028, 0, 31, 9, 0);
const clock: Clock = { now: () => new Date(now) };
const at = (year: number, month: number, day: number) => {
  now = new Date(year, month - 1, day, 9, 0);
};

let t: TestApp;
let tokens: Record<string, string> = {};
let ids: Record<string, string> = {};
let assetId = '';

const call = (who: string, method: HttpMethod, url: string, payload?: object) =>
  callAs(t.app, tokens, who, method, url, payload);

beforeAll(async () => {
  t = await createTestApp({ tokenTtlHours: 24 * 365 * 10 }, { clock });
  const site = await createSite({ db: t.database.db }, SYSTEM_ACTOR, { name: 'Depot' });
  ({ ids, tokens } = await signInCast(t.app, t.database.db, [
    ['manager', 'manager', [site.id]],
    ['technician', 'technician', [site.id]],
  ]));
  assetId = (
    await call('manager', 'POST', '/api/assets', { name: 'Boiler', siteId: site.id })
  ).json().id;
});
afterAll(() => t.close());

async function addPm(title: string, recurrence: PmRecurrence, date: string): Promise<Pm> {
  const res = await call('manager', 'POST', '/api/pm', {
    title,
    priority: 'Medium',
    recurrence,
    assetId,
    date,
    assigneeId: ids.technician,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const readPm = async (id: string): Promise<Pm> =>
  (await call('manager', 'GET', `/api/pm/${id}`)).json();
const complete = (pm: Pm) =>
  call('technician', 'PATCH', `/api/tasks/${pm.openWorkOrder?.id}/status`, { status: 'completed' });
const workOrdersOfPm = async (pmId: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(tasks)
    .where(sql`${tasks.origin} ->> 'pmId' = ${pmId}`);
  return row?.n ?? 0;
};

describe('completion rolls the date by the recurrence', () => {
  it('for each of the ten recurrences, from the 31st of January of a leap year', async () => {
    at(2028, 1, 31);
    const expected: Record<PmRecurrence, string> = {
      Daily: '2028-02-01',
      Weekly: '2028-02-07',
      '2 Weeks': '2028-02-14',
      '3 Weeks': '2028-02-21',
      Monthly: '2028-02-29',
      '2 Months': '2028-03-31',
      '3 Months': '2028-04-30',
      '6 Months': '2028-07-31',
      '9 Months': '2028-10-31',
      '12 Months': '2029-01-31',
    };
    for (const recurrence of PM_RECURRENCES) {
      const pm = await addPm(`Every ${recurrence}`, recurrence, '2028-01-31');
      expect(pm.openWorkOrder, recurrence).not.toBeNull();
      expect((await complete(pm)).statusCode).toBe(200);
      expect((await readPm(pm.id)).date, recurrence).toBe(expected[recurrence]);
    }
  });

  it('comes back to the 31st after a short month, and to Feb 29 in the next leap year', async () => {
    at(2028, 1, 31);
    const monthly = await addPm('Monthly on the 31st', 'Monthly', '2028-01-31');
    await complete(monthly);
    at(2028, 2, 29);
    await generateDuePms({ db: t.database.db, clock });
    await complete(await readPm(monthly.id));
    expect((await readPm(monthly.id)).date).toBe('2028-03-31');

    at(2028, 2, 29);
    const yearly = await addPm('Leap day', '12 Months', '2028-02-29');
    await complete(yearly);
    expect((await readPm(yearly.id)).date).toBe('2029-02-28');
    for (const year of [2029, 2030, 2031]) {
      at(year, 2, 28);
      await generateDuePms({ db: t.database.db, clock });
      await complete(await readPm(yearly.id));
    }
    expect((await readPm(yearly.id)).date).toBe('2032-02-29');
  });
});

describe('downtime', () => {
  it('catches up with one work order per PM after a missed week, and moves past the gap', async () => {
    at(2032, 6, 1);
    const daily = await addPm('Daily boiler log', 'Daily', '2032-06-02');
    const weekly = await addPm('Weekly burner check', 'Weekly', '2032-06-03');
    // The server is down from June 1 to June 9: nothing ran.
    at(2032, 6, 9);
    // (The earlier tests' schedules fall due too.)
    expect(await generateDuePms({ db: t.database.db, clock })).toBeGreaterThanOrEqual(2);
    expect(await generateDuePms({ db: t.database.db, clock })).toBe(0);
    expect(await workOrdersOfPm(daily.id)).toBe(1);
    expect(await workOrdersOfPm(weekly.id)).toBe(1);
    // Done today: the next date is the next one to come, not June 3.
    await complete(await readPm(daily.id));
    await complete(await readPm(weekly.id));
    expect((await readPm(daily.id)).date).toBe('2032-06-10');
    expect((await readPm(weekly.id)).date).toBe('2032-06-10');
  });
});

describe('several instances', () => {
  it('claim each due PM once when two run their passes at the same moment', async () => {
    at(2033, 3, 1);
    const due = 60;
    for (let n = 0; n < due; n++) {
      await t.database.db.insert(pmSchedules).values({
        title: `Bulk ${n}`,
        priority: 'Low',
        recurrence: 'Monthly',
        assetId,
        assigneeId: ids.technician,
        date: '2033-03-01',
        anchorDate: '2033-03-01',
      });
    }
    // Everything due at this moment, the earlier tests' schedules included.
    const [dueNow] = await t.database.db
      .select({ n: count() })
      .from(pmSchedules)
      .where(
        sql`${pmSchedules.date} <= '2033-03-01' and ${pmSchedules.status} <> 'Completed' and ${pmSchedules.openTaskId} is null`,
      );
    expect(dueNow?.n).toBeGreaterThanOrEqual(due);
    // A second instance: its own connections to the same database (PostgreSQL), or the same
    // embedded database (PGlite, which runs one statement at a time).
    const other =
      t.database.kind === 'postgres'
        ? await openDatabase({
            driver: 'postgres',
            url: withDatabase(process.env.TEST_DATABASE_URL ?? '', t.database.name),
          })
        : null;
    try {
      const passes = await Promise.all([
        generateDuePms({ db: t.database.db, clock }),
        generateDuePms({ db: other?.db ?? t.database.db, clock }),
        generateDuePms({ db: t.database.db, clock }),
        generateDuePms({ db: other?.db ?? t.database.db, clock }),
      ]);
      expect(passes.reduce((a, b) => a + b, 0)).toBe(dueNow?.n);
    } finally {
      await other?.close();
    }
    // One open work order per PM, each the one its PM holds.
    const [held] = await t.database.db
      .select({ n: count() })
      .from(pmSchedules)
      .innerJoin(tasks, eq(tasks.id, pmSchedules.openTaskId))
      .where(sql`${tasks.origin} ->> 'pmId' = ${pmSchedules.id}::text`);
    expect(held?.n).toBeGreaterThanOrEqual(dueNow?.n ?? Number.POSITIVE_INFINITY);
    const rows = await t.database.db
      .select({ pmId: sql<string>`${tasks.origin} ->> 'pmId'`, n: count() })
      .from(tasks)
      .where(eq(tasks.status, 'pending'))
      .groupBy(sql`${tasks.origin} ->> 'pmId'`);
    expect(rows).toHaveLength(held?.n ?? -1);
    expect(rows.every((row) => row.n === 1)).toBe(true);
  });
});
