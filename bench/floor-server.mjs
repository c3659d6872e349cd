// The floor under the work order list on this machine: bare node:http and pg (no framework, no
// sign-in check, no validation, no presenter) answering the manager's first page with the same
// kind of statement the server prepares: the newest 50 across the manager's sites, joined to
// their names, with the total. Whatever this reaches at 50 connections, the real server cannot
// beat on the same machine; bench/work-orders.mjs reports both side by side.
// Run as its own process, as the server is: DATABASE_URL, PORT and SITE_IDS (comma-separated).
import http from 'node:http';
import pg from 'pg';

const PAGE = `
  select t.id, t.number, t.work_order_number, t.title, t.description, t.status, t.priority,
    t.task_type, t.due_date, t.assigned_to, t.asset_id, t.site_id, t.created_by,
    t.completed_at::text, t.created_at::text, t.updated_at::text,
    assignee.name as assignee_name, creator.name as creator_name, sites.name as site_name,
    assets.name as asset_name, assets.asset_number,
    (select coalesce(sum(n), 0)::int from task_counts where site_id = any($1::uuid[])) as total
  from tasks t
  join users assignee on assignee.id = t.assigned_to
  join sites on sites.id = t.site_id
  left join assets on assets.id = t.asset_id
  left join users creator on creator.id = t.created_by
  where t.id in (
    select page.id from unnest($1::uuid[]) as scope(site_id)
    cross join lateral (
      select id, number from tasks
      -- The scope's own condition, as the server's statement has it: without it PostgreSQL's
      -- generic plan walks the number index of all sites instead of each site's.
      where tasks.site_id = scope.site_id and tasks.site_id = any($1::uuid[])
      order by number desc limit $2
    ) as page
    order by page.number desc limit $2)
  order by t.number desc`;

const siteIds = `{${process.env.SITE_IDS ?? ''}}`;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  // As the server does (docs/database.md): one plan per statement, not one per execution.
  options: '-c plan_cache_mode=force_generic_plan',
});

http
  .createServer(async (_request, response) => {
    try {
      const { rows } = await pool.query({ name: 'page', text: PAGE, values: [siteIds, 50] });
      const body = JSON.stringify(rows);
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'x-total-count': String(rows[0]?.total ?? 0),
      });
      response.end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
