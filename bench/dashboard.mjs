// The dashboard at scale (issue 7): GET /dashboard/stats with 100,000 work orders and 20,000
// assets on PostgreSQL, 50 connections (target: p95 under 50 ms), side by side with the spec's original approach: download every work order and asset (page by page,
// as the API allows at most 200 a page) and count them in the client.
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { assertBuilt, startServer } from './server.mjs';
import { generateWork } from './work-data.mjs';
import { measure, tokenOf } from './work-orders.mjs';

/** The original dashboard: every row over the wire, counted here. */
async function countInClient(/** @type {string} */ api, /** @type {string} */ token) {
  const started = performance.now();
  const counts = { tasks: 0, completed: 0, assets: 0, requests: 0, megabytes: 0 };
  for (const list of ['tasks', 'assets']) {
    for (let offset = 0; ; offset += 200) {
      const res = await fetch(`${api}/${list}?limit=200&offset=${offset}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const text = await res.text();
      counts.requests++;
      counts.megabytes += text.length / 1e6;
      const rows = /** @type {{ status: string }[]} */ (JSON.parse(text));
      if (list === 'tasks') {
        counts.tasks += rows.length;
        counts.completed += rows.filter((row) => row.status === 'completed').length;
      } else counts.assets += rows.length;
      if (rows.length < 200) break;
    }
  }
  return {
    ms: Math.round(performance.now() - started),
    ...counts,
    megabytes: Math.round(counts.megabytes * 10) / 10,
  };
}

export async function benchDashboard() {
  assertBuilt();
  const base = benchDatabaseUrl();
  if (!base) return { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' };
  const database = await freshDatabase(base);
  const server = await startServer({ DATABASE_URL: database.url, DEMO_DATA: '0' });
  try {
    await generateWork(database.url);
    const api = `${server.url}/api`;
    const rows = [];
    /** @type {[string, string][]} */
    const callers = [
      ['admin (all sites)', 'admin@bench.test'],
      ['manager (3 sites)', 'manager@bench.test'],
      ['technician', 'tech7@bench.test'],
    ];
    for (const [who, email] of callers) {
      const token = await tokenOf(server.url, email);
      const url = `${api}/dashboard/stats`;
      await measure(url, token, 2);
      rows.push({ who, connections: 50, ...(await measure(url, token)) });
      rows.push({ who, connections: 1, ...(await measure(url, token, 5, 1)) });
    }
    const adminToken = await tokenOf(server.url, 'admin@bench.test');
    const single = await measure(`${api}/dashboard/stats`, adminToken, 5, 1);
    const original = await countInClient(api, adminToken);
    return {
      rows,
      comparison: {
        statsMs: Math.round(100_000 / single.requestsPerSecond) / 100,
        originalMs: original.ms,
        originalRequests: original.requests,
        originalMegabytes: original.megabytes,
        // One connection asks again as soon as it has an answer, so a request takes 1 / (requests
        // per second).
        ratio: Math.round((original.ms * single.requestsPerSecond) / 1000),
      },
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchDashboard();
  console.info('GET /dashboard/stats (autocannon, 10 s at 50 connections, 5 s at 1)');
  if ('skipped' in result) console.info(result.skipped);
  else {
    console.table(result.rows);
    console.info(
      'Admin dashboard, server-side against counting every row in the client',
      result.comparison,
    );
  }
}
