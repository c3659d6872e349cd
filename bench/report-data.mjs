// Generates three years of work on PostgreSQL for the reports benchmark (issue 36): 20 sites, 10
// technicians per site, 10,000 assets of eight types, and `tasks` work orders spread evenly over
// the last three years, written with set-based SQL through the same triggers a real change goes
// through (the reports' rollup, the dashboards' counts). Most are completed (one in six late), one
// in twenty cancelled (with its status change), and 2,000 are open whatever the size: the backlog
// is the current workload, which does not grow with the years of history behind it.
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { BENCH_PASSWORD, insertPeople } from './work-data.mjs';

const SITES = 20;
const TECHNICIANS_PER_SITE = 10;
const ASSETS = 10_000;
const OPEN = 2_000;
const DAYS = 3 * 365;
/** Work orders per transaction; the rollup's tables are vacuumed every VACUUM_EVERY of them. */
const CHUNK = 5_000;
const VACUUM_EVERY = 100_000;
const TYPES = [
  'HVAC',
  'Electrical',
  'Plumbing',
  'Fire Safety',
  'Lift',
  'Power',
  'Kitchen',
  'Doors',
];

/** @param {string} url a database that may be emptied @param {number} tasks */
export async function generateReportData(url, tasks) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const passwordHash = await hash(BENCH_PASSWORD);
  const started = performance.now();
  try {
    await client.query('begin');
    await client.query(
      `insert into sites (name, created_at)
       select 'Site ' || lpad(n::text, 2, '0'), now() - make_interval(days => 2000 - n)
       from generate_series(1, $1) n`,
      [SITES],
    );
    await insertPeople(client, passwordHash, SITES, TECHNICIANS_PER_SITE);
    await client.query(
      `with s as (select id, row_number() over (order by created_at) as k from sites)
       insert into assets (name, type, status, site_id)
       select 'Asset ' || n, (array[${TYPES.map((type) => `'${type}'`).join(',')}])[1 + n % ${TYPES.length}],
              'Active', s.id
       from generate_series(1, $1) n join s on s.k = 1 + n % $2`,
      [ASSETS, SITES],
    );
    await client.query('commit');
    // In small transactions, as years of real use are: in one, a month's rollup row would carry
    // every version of its thousand updates, and each update would walk them (a 1M run in one
    // transaction was still writing after 23 minutes).
    for (let first = 1; first <= tasks; first += CHUNK) {
      await client.query('begin');
      await insertTasks(client, tasks, first, Math.min(tasks, first + CHUNK - 1));
      await client.query('commit');
      if ((first + CHUNK - 1) % VACUUM_EVERY === 0) {
        await client.query('vacuum task_day_counts, task_counts, task_weeks, asset_counts');
      }
    }
    await client.query(
      `insert into task_status_changes (task_id, from_status, to_status, changed_at)
       select id, 'pending', 'cancelled', created_at + interval '1 day' from tasks where status = 'cancelled'`,
    );
    // What is left of the generation's dead rows goes, as autovacuum would over time.
    await client.query('vacuum full task_day_counts, task_counts, task_weeks, asset_counts');
    await client.query('vacuum analyze');
    await client.query('checkpoint');
    const counts = await client.query(
      `select (select count(*)::int from tasks) as tasks,
              (select count(*)::int from task_day_counts) as "rollupRows"`,
    );
    return { ...counts.rows[0], seconds: Math.round((performance.now() - started) / 1000) };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Work orders first to last of `tasks`, spread evenly over the three years to now; each at the
 * site of its asset, given to one of that site's technicians in turn (n / SITES, not n, picks
 * the technician: the site already follows n modulo the sites).
 * @param {pg.Client} client @param {number} tasks @param {number} first @param {number} last
 */
async function insertTasks(client, tasks, first, last) {
  await client.query(
    `with a as (select id, site_id, row_number() over (order by number) as k from assets),
            t as (select us.user_id, us.site_id,
                         row_number() over (partition by us.site_id order by us.user_id) as k
                  from user_sites us join users u on u.id = us.user_id where u.role = 'technician'),
            w as (select n, now() - make_interval(secs => ($1 - n) * ${DAYS} * 86400.0 / $1) as created_at,
                         case when n > $1 - ${OPEN} then (array['pending', 'in_progress', 'on_hold'])[1 + n % 3]
                              when n % 20 = 0 then 'cancelled' else 'completed' end as status,
                         (array['low', 'medium', 'medium', 'high'])[1 + n % 4] as priority
                  from generate_series($3::int, $4::int) n)
       insert into tasks (title, description, status, priority, task_type, due_date,
                          assigned_to, asset_id, site_id, completed_at, created_at, updated_at)
       select 'Work ' || w.n, 'Generated', w.status, w.priority,
              (array['repair', 'repair', 'maintenance', 'inspection', 'installation', 'other'])[1 + w.n % 6],
              (w.created_at + interval '3 days')::date, t.user_id, a.id, a.site_id,
              case when w.status = 'completed'
                   then w.created_at + make_interval(hours => 1 + (w.n::bigint * 7919 % 100)::int + case when w.n % 6 = 0 then 96 else 0 end) end,
              w.created_at, w.created_at
       from w
       join a on a.k = 1 + w.n % $2
       join t on t.site_id = a.site_id and t.k = 1 + (w.n / ${SITES}) % ${TECHNICIANS_PER_SITE}
       order by w.n`,
    [tasks, ASSETS, first, last],
  );
}
