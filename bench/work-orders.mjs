// The work order and asset lists at scale (issue 6): 100,000 work orders and 20,000 assets over
// 20 sites on PostgreSQL, 50 concurrent requests per list. Target: p95 under 30 ms, computed
// from every response's own time (autocannon's summary has p90 and p97.5, not p95). With 50
// connections kept busy, latency is 50 / throughput, so each case is also measured with one
// connection: the time a request takes when it does not queue behind 49 others. Every case is
// reported as a ratio to the machine's floor for it (bench/floor-server.mjs): bare node:http + pg
// sending the very statements the server sent for that case (captured on the wire,
// bench/statement-capture.mjs), measured right after the server in the same run. The shared
// machines here vary by 30-40% within an hour, so the ratio is the figure to compare, not the
// milliseconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { assertBuilt, startServer } from './server.mjs';
import { captureStatements } from './statement-capture.mjs';
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
  // Hundredths: a request alone takes under a millisecond, and the floor ratio divides two such.
  Math.round((sorted[Math.ceil(fraction * sorted.length) - 1] ?? 0) * 100) / 100;

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

/** @typedef {Awaited<ReturnType<typeof measure>>} Measured */

/**
 * Each case's statements as the server sends them: a second server, pointed at PostgreSQL through
 * bench/statement-capture.mjs, answers each case twice (the first request of a session also reads
 * the session) and the second one's statements are kept.
 * @param {string} databaseUrl @param {[string, string, string][]} cases name, URL, token
 * @param {string} serverUrl the measured server, whose URLs the cases hold
 * @param {Record<string, string>} [env] what else the measured server was started with
 */
export async function captureCases(databaseUrl, cases, serverUrl, env = {}) {
  const proxy = await captureStatements(databaseUrl);
  const capturing = await startServer({ ...env, DATABASE_URL: proxy.url, DEMO_DATA: '0' });
  try {
    const statements = [];
    for (const [name, url, token] of cases) {
      const route = url.slice(serverUrl.length);
      const headers = { authorization: `Bearer ${token}` };
      await (await fetch(`${capturing.url}${route}`, { headers })).arrayBuffer();
      proxy.take();
      const res = await fetch(`${capturing.url}${route}`, { headers });
      await res.arrayBuffer();
      const executed = proxy.take();
      if (!res.ok || executed.length === 0) {
        throw new Error(`${name}: answered ${res.status} after ${executed.length} statements`);
      }
      statements.push(executed);
    }
    return statements;
  } finally {
    await capturing.stop();
    await proxy.close();
  }
}

/**
 * The floor (bench/floor-server.mjs) answering every case with its captured statements, checked
 * to give the same number of rows and the same total as the server.
 * @param {string} databaseUrl @param {[string, string, string][]} cases @param {string} serverUrl
 */
async function startFloor(databaseUrl, cases, serverUrl) {
  const statements = await captureCases(databaseUrl, cases, serverUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-floor-'));
  const file = path.join(dir, 'statements.json');
  fs.writeFileSync(file, JSON.stringify(statements));
  const floor = await startServer(
    { DATABASE_URL: databaseUrl, STATEMENTS_FILE: file },
    fileURLToPath(new URL('./floor-server.mjs', import.meta.url)),
  );
  try {
    for (const [index, [name, url, token]] of cases.entries()) {
      const [app, bare] = await Promise.all([
        fetch(url, { headers: { authorization: `Bearer ${token}` } }),
        fetch(`${floor.url}/${index}`),
      ]);
      const appRows = /** @type {unknown[]} */ (await app.json()).length;
      const floorRows = /** @type {unknown[]} */ (await bare.json()).length;
      const totals = [app, bare].map((res) => res.headers.get('x-total-count'));
      if (!bare.ok || appRows !== floorRows || totals[0] !== totals[1]) {
        throw new Error(
          `${name}: the floor answered ${bare.status}, ${floorRows} rows of ${totals[1]}; the server ${appRows} of ${totals[0]}`,
        );
      }
    }
  } catch (error) {
    await floor.stop();
    throw error;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return floor;
}

/**
 * One row of the table: the server and the floor on the same case, measured one right after the
 * other, with the ratio of their medians (1.0 = as fast as bare node:http + pg).
 * @param {string} name @param {number} connections @param {Measured} app @param {Measured} floor
 */
export function floorRow(name, connections, app, floor) {
  return {
    case: name,
    connections,
    appP50ms: app.p50ms,
    floorP50ms: floor.p50ms,
    p50Ratio: Math.round((app.p50ms / floor.p50ms) * 100) / 100,
    appP95ms: app.p95ms,
    floorP95ms: floor.p95ms,
    appPerSecond: app.requestsPerSecond,
    floorPerSecond: floor.requestsPerSecond,
    errors: app.errors + floor.errors,
  };
}

export async function benchWorkOrders() {
  assertBuilt();
  const base = benchDatabaseUrl();
  if (!base) return { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' };
  const database = await freshDatabase(base);
  const server = await startServer({ DATABASE_URL: database.url, DEMO_DATA: '0' });
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
    const floor = await startFloor(database.url, cases, server.url);
    try {
      const rows = [];
      for (const [index, [name, url, token]] of cases.entries()) {
        const bare = `${floor.url}/${index}`;
        // Warm-up: plans and caches, as a running server has them.
        await measure(url, token, 2);
        await measure(bare, '', 2);
        // Each pair one right after the other, so both meet the machine as it was.
        const app50 = await measure(url, token);
        const floor50 = await measure(bare, '');
        rows.push(floorRow(name, 50, app50, floor50));
        const app1 = await measure(url, token, 5, 1);
        const floor1 = await measure(bare, '', 5, 1);
        rows.push(floorRow(name, 1, app1, floor1));
      }
      return {
        data: { ...counts, generateSeconds },
        rows,
        export: await measureExport(server, admin),
      };
    } finally {
      await floor.stop();
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchWorkOrders();
  console.info(
    'Work order and asset lists against the floor (bare node:http + pg, same statements), side by side',
  );
  if ('skipped' in result) console.info(result.skipped);
  else {
    console.info(result.data);
    console.table(result.rows);
    console.info('CSV export of every work order (admin)', result.export);
  }
}
