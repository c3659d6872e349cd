// The work order and asset lists at scale (issue 6): 100,000 work orders and 20,000 assets over
// 20 sites on PostgreSQL, 50 concurrent requests per list. Target: p95 under 30 ms, computed
// from every response's own time (autocannon's summary has p90 and p97.5, not p95). With 50
// connections kept busy, latency is 50 / throughput, so each case is also measured with one
// connection: the time a request takes when it does not queue behind 49 others. Right after the
// manager's page comes the machine's floor for it (bench/floor-server.mjs): how far this machine
// lets any Node server go with that statement, whatever the framework.
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { assertBuilt, startServer } from './server.mjs';
import { BENCH_PASSWORD, generateWork } from './work-data.mjs';

/** @param {string} baseUrl @param {string} email */
export async function tokenOf(baseUrl, email) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const body = /** @type {{ token: string }} */ (await res.json());
  return body.token;
}

/** @param {number[]} sorted @param {number} fraction */
const percentileOf = (sorted, fraction) =>
  Math.round((sorted[Math.ceil(fraction * sorted.length) - 1] ?? 0) * 10) / 10;

/**
 * @param {string} url @param {string} token @param {number} [duration]
 * @param {number} [connections] 50 for the target; 1 gives the time one request takes alone
 */
export async function measure(url, token, duration = 10, connections = 50) {
  /** @type {number[]} */
  const times = [];
  /** @type {autocannon.Result} */
  const result = await new Promise((resolve, reject) => {
    const run = autocannon(
      { url, connections, duration, headers: { authorization: `Bearer ${token}` } },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: percentileOf(times, 0.5),
    p90ms: percentileOf(times, 0.9),
    p95ms: percentileOf(times, 0.95),
    p99ms: percentileOf(times, 0.99),
    errors: result.errors + result.non2xx,
  };
}

/**
 * A file download as the given user: time to the first byte and to the end, its size and lines,
 * and the server's memory before it and at its peak (sampled at every chunk).
 * @param {{ url: string, rssMiB(): number }} server @param {string} token @param {string} path
 */
export async function measureDownload(server, token, path) {
  const rssBeforeMiB = server.rssMiB();
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok || !res.body) throw new Error(`${path} answered ${res.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  let peakRssMiB = rssBeforeMiB;
  for await (const chunk of res.body) {
    if (bytes === 0) firstByteMs = Math.round(performance.now() - started);
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
    peakRssMiB = Math.max(peakRssMiB, server.rssMiB());
  }
  return {
    rows: lines - 1,
    megabytes: Math.round(bytes / 1e5) / 10,
    firstByteMs,
    totalMs: Math.round(performance.now() - started),
    rssBeforeMiB,
    peakRssMiB,
  };
}

/**
 * The CSV export of all 100,000 work orders as the admin (it streams in batches, so memory stays
 * flat). @param {{ url: string, rssMiB(): number }} server @param {string} token
 */
const measureExport = (server, token) => measureDownload(server, token, '/api/tasks/export');

/**
 * The same machine's floor for the manager's first page (bench/floor-server.mjs): bare node:http
 * and pg with the same kind of statement, measured as the cases are.
 * @param {string} databaseUrl
 */
async function measureFloor(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `select user_sites.site_id from user_sites join users on users.id = user_sites.user_id
     where users.email = 'manager@bench.test'`,
  );
  await client.end();
  const floor = await startServer(
    { DATABASE_URL: databaseUrl, SITE_IDS: rows.map((row) => row.site_id).join(',') },
    3921,
    fileURLToPath(new URL('./floor-server.mjs', import.meta.url)),
  );
  try {
    const name = 'floor: same page statement, bare node:http + pg';
    await measure(floor.url, '', 2);
    return [
      { case: name, connections: 50, ...(await measure(floor.url, '')) },
      { case: name, connections: 1, ...(await measure(floor.url, '', 5, 1)) },
    ];
  } finally {
    await floor.stop();
  }
}

export async function benchWorkOrders() {
  assertBuilt();
  const base = benchDatabaseUrl();
  if (!base) return { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' };
  const database = await freshDatabase(base);
  const server = await startServer({ DATABASE_URL: database.url, DEMO_DATA: '0' }, 3920);
  try {
    const generatedAt = performance.now();
    const counts = await generateWork(database.url);
    const generateSeconds = Math.round((performance.now() - generatedAt) / 100) / 10;
    const manager = await tokenOf(server.url, 'manager@bench.test');
    const technician = await tokenOf(server.url, 'tech7@bench.test');
    const admin = await tokenOf(server.url, 'admin@bench.test');
    const api = `${server.url}/api`;
    /** @type {[string, string, string][]} */
    const cases = [
      ['work orders, first page, manager (3 sites)', `${api}/tasks?limit=50`, manager],
      ['work orders, first page, technician', `${api}/tasks?limit=50`, technician],
      ['work orders, search "valve", manager', `${api}/tasks?limit=50&search=valve`, manager],
      ['work orders, first page, admin (all)', `${api}/tasks?limit=50`, admin],
      ['work orders, overdue filter, manager', `${api}/tasks?limit=50&filter=overdue`, manager],
      // The page the web app asks for (WORK_ORDERS_PAGE_SIZE): what a manager's screen waits on.
      ['work orders, web page (25), manager', `${api}/tasks?limit=25`, manager],
      ['assets, first page, manager', `${api}/assets?limit=50`, manager],
    ];
    const rows = [];
    for (const [index, [name, url, token]] of cases.entries()) {
      await measure(url, token, 2); // warm-up: plans and caches, as a running server has them
      rows.push({ case: name, connections: 50, ...(await measure(url, token)) });
      rows.push({ case: name, connections: 1, ...(await measure(url, token, 5, 1)) });
      // Right after the manager's page, so that the two are measured on the machine as it was.
      if (index === 0) rows.push(...(await measureFloor(database.url)));
    }
    return {
      data: { ...counts, generateSeconds },
      rows,
      export: await measureExport(server, admin),
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchWorkOrders();
  console.info('Work order and asset lists (autocannon, 50 connections, 10 s each)');
  if ('skipped' in result) console.info(result.skipped);
  else {
    console.info(result.data);
    console.table(result.rows);
    console.info('CSV export of every work order (admin)', result.export);
  }
}
