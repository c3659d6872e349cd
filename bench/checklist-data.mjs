// Generates a year of checklist progress on PostgreSQL for bench/checklists.mjs: `users`
// technicians over 20 sites, ten to a 50-item checklist of their site, each ticking every item
// every day for the 365 days up to yesterday (users × 50 × 365 cells: 9.1 million for 500).
// Earlier months are saved (locked), this month is not yet. Cells are written day by day, as a
// year of use writes them, so one person's month is spread over the table as it would be.
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { BENCH_PASSWORD } from './work-data.mjs';

const ITEMS_PER_CHECKLIST = 50;
const USERS_PER_CHECKLIST = 10;
const SITES = 20;

/** @param {string} url a database that may be emptied @param {number} users */
export async function generateChecklistProgress(url, users) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const passwordHash = await hash(BENCH_PASSWORD);
  const checklists = Math.ceil(users / USERS_PER_CHECKLIST);
  try {
    await client.query('begin');
    // The bulk load skips the foreign key triggers (every row is made to match them here).
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
       from generate_series(1, $2) n`,
      [passwordHash, users],
    );
    // Checklist c is at site 1 + (c - 1) % 20; technician n works on checklist 1 + (n - 1) / 10.
    await client.query(
      `with s as (select id, row_number() over (order by created_at) as k from sites)
       insert into checklists (name, category, description, site_id)
       select 'Rounds ' || c, 'electrical', 'Generated', s.id
       from generate_series(1, $1) c join s on s.k = 1 + (c - 1) % ${SITES}`,
      [checklists],
    );
    await client.query(
      `insert into checklist_items (checklist_id, position, name, is_required)
       select c.id, p, 'Item ' || (p + 1), p % 3 = 0
       from checklists c cross join generate_series(0, ${ITEMS_PER_CHECKLIST - 1}) p`,
    );
    await client.query(
      `with c as (select id, site_id, row_number() over (order by name collate "C", id) as k,
                         substring(name from 'Rounds (\\d+)')::int as n from checklists),
            u as (select id, substring(email from 'tech(\\d+)@')::int as n from users)
       insert into user_sites (user_id, site_id)
       select u.id, c.site_id from u join c on c.n = 1 + (u.n - 1) / ${USERS_PER_CHECKLIST}`,
    );
    await client.query(
      `with c as (select id, substring(name from 'Rounds (\\d+)')::int as n from checklists),
            u as (select id, substring(email from 'tech(\\d+)@')::int as n from users)
       insert into checklist_assignments (checklist_id, user_id, assigned_at)
       select c.id, u.id, now() - interval '400 days'
       from u join c on c.n = 1 + (u.n - 1) / ${USERS_PER_CHECKLIST}`,
    );
    await client.query(
      `insert into checklist_cells (checklist_id, user_id, day, item_id, state, locked,
                                    completed_by, completed_at, finalised_by, finalised_at, updated_at)
       select a.checklist_id, a.user_id, d::date, i.id, 'completed',
              d < date_trunc('month', current_date),
              a.user_id, d + interval '12 hours',
              case when d < date_trunc('month', current_date) then a.user_id end,
              case when d < date_trunc('month', current_date) then d + interval '18 hours' end,
              d + interval '12 hours'
       from generate_series(current_date - 365, current_date - 1, interval '1 day') d
       cross join checklist_assignments a
       join checklist_items i on i.checklist_id = a.checklist_id
       order by d, a.checklist_id, a.user_id, i.position`,
    );
    await client.query('commit');
    await client.query('vacuum analyze');
    await client.query('checkpoint');
    const counts = await client.query(
      'select (select count(*) from checklist_cells)::int as cells, (select count(*) from users)::int as users',
    );
    return counts.rows[0];
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
