// The reports at scale (issue 36, docs/reports.md): 100,000 and 1,000,000 work orders over three
// years with 10,000 assets, each on a database and server of its own, measured side by side in
// one run (each case on the small one, then at once on the large one, three rounds, medians), so
// both meet the machine as it was. The target: a report's time grows by at most 1.3x when the
// data grows tenfold. Also prints the plans of the statements, which must read indexes only.
// Run alone: `node bench/reports.mjs` (needs a build and PostgreSQL, about 15 minutes).
import pg from 'pg';
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { generateReportData } from './report-data.mjs';
import { assertBuilt, startServer } from './server.mjs';
import { measure, tokenOf } from './work-orders.mjs';

const SIZES = [100_000, 1_000_000];
const ROUNDS = 3;

const dayOffset = (/** @type {number} */ days) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** @param {string} api @param {{ admin: string, manager: string }} tokens @param {string} siteId */
const casesOf = (api, tokens, siteId) =>
  /** @type {[string, string, string][]} */ ([
    [
      'work, 3 years by month, admin (20 sites)',
      `${api}/reports/work?from=${dayOffset(-1094)}&to=${dayOffset(0)}`,
      tokens.admin,
    ],
    [
      'work, 12 months by week, admin',
      `${api}/reports/work?interval=week&from=${dayOffset(-364)}&to=${dayOffset(0)}`,
      tokens.admin,
    ],
    ['work, default 12 months, manager (3 sites)', `${api}/reports/work`, tokens.manager],
    [
      'work, 3 years, one site, admin',
      `${api}/reports/work?siteId=${siteId}&from=${dayOffset(-1094)}`,
      tokens.admin,
    ],
    ['backlog now, admin', `${api}/reports/backlog`, tokens.admin],
    ['work CSV by assignee, admin', `${api}/reports/work/csv?table=assignees`, tokens.admin],
  ]);

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The plans of the statements the work report and the backlog send, for the largest database. */
async function plansOf(/** @type {string} */ url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // As sumDayCounts sends them (rollupRanges): whole months, then the days of a cut month.
    const statements = {
      'rollup, whole months by month (admin, 3 years)': `select date_trunc('month', c.day::timestamp)::date::text as key, sum(c.opened)::int, sum(c.completed)::int
         from task_day_counts c where c.dimension = 'all' and c.grain = 'month'
          and c.day >= date_trunc('month', current_date - 1094)::date and c.day < date_trunc('month', current_date)::date and true group by 1`,
      'rollup, days of a cut month by assignee (3 sites)': `select c.value, sum(c.opened)::int from task_day_counts c
         where c.dimension = 'assignee' and c.grain = 'day' and c.day >= date_trunc('month', current_date)::date and c.day <= current_date
           and c.site_id = any(array(select id from sites order by created_at limit 3)) group by 1`,
      'backlog (open work orders)': `select t.priority, count(*) from tasks t join sites s on s.id = t.site_id
         where t.status in ('pending', 'in_progress', 'on_hold') group by 1`,
    };
    /** @type {Record<string, string[]>} */
    const plans = {};
    for (const [name, statement] of Object.entries(statements)) {
      const result = await client.query(`explain ${statement}`);
      plans[name] = result.rows.map((row) => row['QUERY PLAN']);
    }
    return plans;
  } finally {
    await client.end();
  }
}

export async function benchReports() {
  assertBuilt();
  const base = benchDatabaseUrl();
  if (!base) return { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' };
  /** @type {{ size: number, database: { url: string, drop(): Promise<void> }, server: { url: string, stop(): Promise<void> }, data?: object, cases?: [string, string, string][] }[]} */
  const setups = [];
  try {
    for (const size of SIZES) {
      const database = await freshDatabase(base);
      const server = await startServer({ DATABASE_URL: database.url, DEMO_DATA: '0' });
      setups.push({ size, database, server });
      const data = await generateReportData(database.url, size);
      console.info(`generated ${size.toLocaleString('en')} work orders:`, data);
      const tokens = {
        admin: await tokenOf(server.url, 'admin@bench.test'),
        manager: await tokenOf(server.url, 'manager@bench.test'),
      };
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const site = await client.query('select id from sites order by created_at limit 1');
      await client.end();
      Object.assign(setups.at(-1) ?? {}, {
        data,
        cases: casesOf(`${server.url}/api`, tokens, site.rows[0].id),
      });
    }
    const [small, large] = /** @type {any[]} */ (setups);
    const rows = [];
    for (const [index, [name]] of small.cases.entries()) {
      const times = { small: /** @type {number[]} */ ([]), large: /** @type {number[]} */ ([]) };
      const [, smallUrl, smallToken] = small.cases[index];
      const [, largeUrl, largeToken] = large.cases[index];
      await measure(smallUrl, smallToken, 1, 5);
      await measure(largeUrl, largeToken, 1, 5);
      for (let round = 0; round < ROUNDS; round += 1) {
        times.small.push((await measure(smallUrl, smallToken, 4, 5)).p50ms);
        times.large.push((await measure(largeUrl, largeToken, 4, 5)).p50ms);
      }
      const p50Small = median(times.small);
      const p50Large = median(times.large);
      rows.push({
        case: name,
        'p50 ms at 100k': p50Small,
        'p50 ms at 1M': p50Large,
        ratio: Math.round((p50Large / p50Small) * 100) / 100,
      });
    }
    return {
      data: setups.map((setup) => ({ size: setup.size, ...setup.data })),
      rows,
      plans: await plansOf(large.database.url),
    };
  } finally {
    for (const setup of setups) {
      await setup.server.stop();
      await setup.database.drop();
    }
  }
}

/** @param {Awaited<ReturnType<typeof benchReports>>} result */
export function printReports(result) {
  console.info(
    'Reports at 100,000 and 1,000,000 work orders over three years (PostgreSQL), side by side: p50 at 5 connections, median of 3 rounds (target: ratio <= 1.3)',
  );
  if ('skipped' in result) {
    console.info(result.skipped);
    return;
  }
  console.table(result.data);
  console.table(result.rows);
  for (const [name, plan] of Object.entries(result.plans)) {
    console.info(`${name}\n  ${plan.join('\n  ')}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printReports(await benchReports());
