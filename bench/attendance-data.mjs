// Generates a year of attendance on PostgreSQL for bench/attendance.mjs: `users` people over 20
// sites (each with coordinates), punched in and out every day but Sunday for the 365 days up to
// yesterday (about 156,000 records for 500), one shift for everyone, ten global holidays and two
// approved leave requests each. Records are written day by day, as a year of use writes them.
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { BENCH_PASSWORD } from './work-data.mjs';

export const SITES = 20;

/** Site k's position: a grid of points a few km apart. @param {number} k 1-based */
export const sitePosition = (k) => ({ latitude: 18.9 + k * 0.01, longitude: 72.8 + k * 0.01 });

/** @param {string} url a database that may be emptied @param {number} users */
export async function generateAttendance(url, users) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const passwordHash = await hash(BENCH_PASSWORD);
  try {
    await client.query('begin');
    // The bulk load skips the foreign key triggers (every row is made to match them here).
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into sites (name, location, map_location, latitude, longitude, created_at)
       select 'Site ' || lpad(n::text, 2, '0'), 'City ' || n,
              (18.9 + n * 0.01) || ',' || (72.8 + n * 0.01), 18.9 + n * 0.01, 72.8 + n * 0.01,
              now() - make_interval(days => 400 - n)
       from generate_series(1, $1) n`,
      [SITES],
    );
    await client.query(
      `insert into users (name, email, password_hash, role, approved, status)
       select 'Staff ' || n, 'staff' || n || '@bench.test', $1, 'technician', true, 'Active'
       from generate_series(1, $2) n
       union all select 'Bench Admin', 'admin@bench.test', $1, 'admin', true, 'Active'`,
      [passwordHash, users],
    );
    // Person n works at site 1 + (n - 1) % 20.
    await client.query(
      `with s as (select id, row_number() over (order by created_at) as k from sites),
            u as (select id, substring(email from 'staff(\\d+)@')::int as n from users
                  where email like 'staff%')
       insert into user_sites (user_id, site_id)
       select u.id, s.id from u join s on s.k = 1 + (u.n - 1) % ${SITES}`,
    );
    await client.query(
      `insert into shifts (name, start_time, end_time) values ('General', '09:00', '17:00')`,
    );
    await client.query(
      `insert into holidays (name, date)
       select 'Holiday ' || n, current_date - n * 33 from generate_series(1, 10) n`,
    );
    await client.query(
      `insert into leave_requests (user_id, leave_type, start_date, end_date, reason, status,
                                   decided_at, created_at)
       select us.user_id, 'Annual', current_date - n * 120, current_date - n * 120 + 2, 'Bench',
              'Approved', now() - make_interval(days => n * 125), now() - make_interval(days => n * 130)
       from user_sites us cross join generate_series(1, 2) n`,
    );
    await client.query(
      `insert into attendance_records (user_id, site_id, date, check_in_at, check_out_at, status,
                                       check_in_latitude, check_in_longitude, check_in_accuracy,
                                       check_in_distance, check_out_latitude, check_out_longitude,
                                       check_out_accuracy, check_out_distance, created_at, updated_at)
       select us.user_id, us.site_id, d::date,
              d + interval '8 hours 50 minutes' + make_interval(mins => (hashtext(us.user_id::text || d) & 31)),
              d + interval '17 hours 10 minutes' + make_interval(mins => (hashtext(d || us.user_id::text) & 31)),
              case when (hashtext(us.user_id::text || d) & 31) > 25 then 'Late' else 'Present' end,
              s.latitude, s.longitude, 10, 12, s.latitude, s.longitude, 10, 14,
              d + interval '9 hours', d + interval '17 hours'
       from generate_series(current_date - 365, current_date - 1, interval '1 day') d
       cross join user_sites us join sites s on s.id = us.site_id
       where extract(dow from d) <> 0
       order by d, us.user_id`,
    );
    await client.query('commit');
    await client.query('vacuum analyze');
    await client.query('checkpoint');
    const counts = await client.query(
      `select (select count(*) from attendance_records)::int as records,
              (select count(*) from users)::int as users`,
    );
    return counts.rows[0];
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
