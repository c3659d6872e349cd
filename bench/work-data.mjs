// Generates a large facility on PostgreSQL for the list and dashboard benchmarks: 20 sites,
// 10 technicians per site, 20,000 assets and 100,000 work orders created over the last year,
// written with set-based SQL so it takes seconds. Rows are numbered in creation order, so the
// sites' work interleaves as it does in a real facility. Accounts share one password so the
// benchmark can sign in through the API.
import { hash } from '@node-rs/argon2';
import pg from 'pg';

export const BENCH_PASSWORD = 'Bench@2026';
export const SIZES = { sites: 20, techniciansPerSite: 10, assets: 20_000, tasks: 100_000 };

// Titles a facility team writes; searching one word matches about one work order in forty.
const TITLE_WORDS = [
  'Chiller',
  'Pump',
  'Boiler',
  'Lift',
  'Generator',
  'AHU',
  'Fan coil',
  'Valve',
  'Cooling tower',
  'Fire panel',
  'Sprinkler',
  'UPS',
  'Transformer',
  'Switchboard',
  'Lighting',
  'Door closer',
  'Roof drain',
  'Water heater',
  'Compressor',
  'Exhaust fan',
  'CCTV',
  'Access control',
  'BMS',
  'Escalator',
  'Gas manifold',
  'Sump',
  'Filter',
  'Thermostat',
  'Meter',
  'Cable tray',
  'Damper',
  'Hydrant',
  'Smoke detector',
  'Intercom',
  'Pipe',
  'Tank',
  'Motor',
  'Belt',
  'Bearing',
  'Gasket',
];
const ACTIONS = ['service', 'inspection', 'repair', 'replacement', 'leak check', 'calibration'];

/**
 * The benchmarks' people: an administrator, a manager of the first three sites (by creation),
 * and `perSite` technicians at each site, technician n at site ceil(n / perSite).
 * @param {pg.Client} client @param {string} passwordHash @param {number} sites @param {number} perSite
 */
export async function insertPeople(client, passwordHash, sites, perSite) {
  await client.query(
    `insert into users (name, email, password_hash, role, approved, status)
     values ('Bench Admin', 'admin@bench.test', $1, 'admin', true, 'Active'),
            ('Bench Manager', 'manager@bench.test', $1, 'manager', true, 'Active')`,
    [passwordHash],
  );
  await client.query(
    `insert into users (name, email, password_hash, role, approved, status)
     select 'Technician ' || n, 'tech' || n || '@bench.test', $1, 'technician', true, 'Active'
     from generate_series(1, $2) n`,
    [passwordHash, sites * perSite],
  );
  await client.query(
    `with s as (select id, row_number() over (order by created_at) as k from sites)
     insert into user_sites (user_id, site_id)
     select u.id, s.id from users u
     join s on s.k = ((substring(u.email from 'tech(\\d+)@')::int - 1) / $1) + 1
     where u.role = 'technician'
     union all
     select u.id, s.id from users u join s on s.k in (1, 2, 3) where u.role = 'manager'`,
    [perSite],
  );
}

/** @param {string} url a database that may be emptied */
export async function generateWork(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const passwordHash = await hash(BENCH_PASSWORD);
  const { sites, techniciansPerSite, assets, tasks } = SIZES;
  try {
    await client.query('begin');
    await client.query(
      `insert into sites (name, location, created_at)
       select 'Site ' || lpad(n::text, 2, '0'), 'City ' || n, now() - make_interval(days => 400 - n)
       from generate_series(1, $1) n`,
      [sites],
    );
    await insertPeople(client, passwordHash, sites, techniciansPerSite);
    await client.query(
      `with s as (select id, row_number() over (order by created_at) as k from sites)
       insert into assets (name, type, location, status, site_id, created_at)
       select (array[${TITLE_WORDS.map((w) => `'${w}'`).join(',')}])[1 + n % ${TITLE_WORDS.length}] || ' ' || n,
              'Equipment', 'Floor ' || (n % 30),
              (array['Active','Active','Active','On Hold','Completed','Out of Service','operational','under-maintenance','inactive'])[1 + n % 9],
              s.id, now() - make_interval(mins => $2 - n)
       from generate_series(1, $2) n join s on s.k = 1 + n % $1
       order by n`,
      [sites, assets],
    );
    // Each work order is at the site of its asset, given to one of that site's technicians in
    // turn, and titled with a word in turn: both by n / sites, not n, since the site already
    // follows n modulo the number of sites (by n, every "Valve" job would be at one site).
    await client.query(
      `with a as (select id, site_id, row_number() over (order by number) as k from assets),
            t as (select us.user_id, us.site_id,
                         row_number() over (partition by us.site_id order by us.user_id) as k
                  from user_sites us join users u on u.id = us.user_id where u.role = 'technician')
       insert into tasks (title, description, status, priority, task_type, due_date,
                          assigned_to, asset_id, site_id, completed_at, created_at)
       select (array[${TITLE_WORDS.map((w) => `'${w}'`).join(',')}])[1 + (n / ${sites}) % ${TITLE_WORDS.length}]
                || ' ' || (array[${ACTIONS.map((w) => `'${w}'`).join(',')}])[1 + n % ${ACTIONS.length}],
              'Generated work order ' || n,
              st.status,
              (array['low','medium','medium','high'])[1 + n % 4],
              (array['repair','inspection','maintenance','installation','other'])[1 + n % 5],
              current_date + ((n % 120) - 60),
              t.user_id, a.id, a.site_id,
              case when st.status = 'completed'
                   then least(now(), now() - make_interval(secs => ($1 - n) * 31536000.0 / $1) + interval '2 days') end,
              now() - make_interval(secs => ($1 - n) * 31536000.0 / $1)
       from generate_series(1, $1) n
       join a on a.k = 1 + n % $2
       join t on t.site_id = a.site_id and t.k = 1 + (n / ${sites}) % $3
       cross join lateral (select (array['pending','in_progress','completed','completed','on_hold','cancelled'])[1 + (n / 7) % 6] as status) st
       order by n`,
      [tasks, assets, techniciansPerSite],
    );
    await client.query('commit');
    // A year of work written in one transaction leaves the trigger-kept counts tables a hundred
    // times their size (every insert updated a counts row, and nothing could be vacuumed in
    // between); a year of real use does not, since autovacuum runs between changes.
    await client.query('vacuum full task_counts, asset_counts, task_weeks');
    await client.query('vacuum analyze');
    // Write the load's pages out now: the checkpoint PostgreSQL would otherwise start during the
    // first measurements stalls them for hundreds of milliseconds on a small machine.
    await client.query('checkpoint');
    const counts = await client.query(
      'select (select count(*) from tasks) as tasks, (select count(*) from assets) as assets',
    );
    return counts.rows[0];
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
