// Generates an inventory on PostgreSQL for bench/materials.mjs: `materials` materials over 20
// sites (a twentieth of them for all sites), `requests` requests over a year by 10 technicians
// per site, a tenth of them pending, and one ledger row per material (its opening stock). A
// manager per site (manager1..20@bench.test) and an admin.
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { BENCH_PASSWORD } from './work-data.mjs';

const SITES = 20;
const TECHNICIANS_PER_SITE = 10;

/** @param {string} url a database that may be emptied @param {{ materials: number, requests: number }} size */
export async function generateMaterials(url, size) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const passwordHash = await hash(BENCH_PASSWORD);
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into sites (name, location, created_at)
       select 'Site ' || lpad(n::text, 2, '0'), 'City ' || n, now() - make_interval(days => 400 - n)
       from generate_series(1, $1) n`,
      [SITES],
    );
    await client.query(
      `insert into users (name, email, password_hash, role, approved, status)
       select 'Technician ' || n, 'tech' || n || '@bench.test', $1, 'technician', true, 'Active'
       from generate_series(1, $2) n
       union all
       select 'Manager ' || n, 'manager' || n || '@bench.test', $1, 'manager', true, 'Active'
       from generate_series(1, $3) n
       union all select 'Bench Admin', 'admin@bench.test', $1, 'admin', true, 'Active'`,
      [passwordHash, SITES * TECHNICIANS_PER_SITE, SITES],
    );
    await client.query(
      `with s as (select id, row_number() over (order by created_at) as k from sites)
       insert into user_sites (user_id, site_id)
       select u.id, s.id from users u join s on s.k = case
         when u.email like 'tech%' then 1 + (substring(u.email from 'tech(\\d+)@')::int - 1) % ${SITES}
         when u.email like 'manager%' then substring(u.email from 'manager(\\d+)@')::int
       end`,
    );
    await client.query(
      `with s as (select id, row_number() over (order by created_at) as k from sites)
       insert into materials (name, category, unit, quantity, reorder_level, site_id, created_at, updated_at)
       select 'Material ' || n, 'Category ' || (n % 12), 'pieces', 100000, 10,
              case when n % 20 = 0 then null else (select id from s where s.k = 1 + n % ${SITES}) end,
              now() - interval '400 days', now() - interval '400 days'
       from generate_series(1, $1) n`,
      [size.materials],
    );
    await client.query(
      `insert into material_movements (material_id, kind, delta, quantity_after, note, created_at)
       select id, 'initial', quantity, quantity, 'Opening stock', created_at from materials`,
    );
    // Request r: material 1 + r % materials, by a technician of that material's site.
    await client.query(
      `with m as (select id, site_id, row_number() over (order by created_at, id) as k from materials),
            t as (select u.id, us.site_id, row_number() over (partition by us.site_id order by u.id) as k
                  from users u join user_sites us on us.user_id = u.id where u.role = 'technician')
       insert into material_requests (material_id, user_id, quantity, reason, status, site_id,
                                      created_at, updated_at)
       select m.id, coalesce(t.id, (select id from users where role = 'technician' limit 1)), 1 + r % 5,
              'Bench request ' || r,
              case when r % 10 = 0 then 'Pending' when r % 10 = 1 then 'Approved'
                   when r % 10 = 2 then 'Rejected' else 'Issued' end,
              m.site_id,
              now() - make_interval(mins => r * 3), now() - make_interval(mins => r * 3)
       from generate_series(1, $1) r
       join m on m.k = 1 + r % $2
       left join t on t.site_id = m.site_id and t.k = 1 + r % ${TECHNICIANS_PER_SITE}`,
      [size.requests, size.materials],
    );
    // The bulk load ran without triggers: the counters they keep are filled once here.
    await client.query(
      `insert into material_request_counts (site_key, status, n)
       select coalesce(site_id, '00000000-0000-0000-0000-000000000000'::uuid), status, count(*)
       from material_requests group by 1, 2`,
    );
    await client.query('commit');
    await client.query('vacuum analyze');
    await client.query('checkpoint');
    const counts = await client.query(
      `select (select count(*) from materials)::int as materials,
              (select count(*) from material_requests)::int as requests`,
    );
    return counts.rows[0];
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
