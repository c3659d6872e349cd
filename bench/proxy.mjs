// Several instances behind nginx (docs/deployment.md): the work order list a manager's screen
// waits on (GET /api/tasks?limit=25, as bench/work-orders.mjs measures it) at 100,000 work orders
// on PostgreSQL (bench/work-data.mjs), 50 connections, through nginx in front of one instance and
// in front of two, side by side in one run. The two setups alternate, twice each, so the drift of
// a shared machine falls on both alike; one instance straight, without nginx, shows what the
// proxy itself costs. Every process here (the instances, nginx, PostgreSQL and autocannon) shares
// the machine's cores: a second instance adds throughput only where cores are left over.
// Run on its own with `node bench/proxy.mjs`, or as part of `npm run bench`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { findNginx, startNginx } from './nginx.mjs';
import { assertBuilt, startServer } from './server.mjs';
import { generateWork } from './work-data.mjs';
import { measure, tokenOf } from './work-orders.mjs';

const ROUTE = '/api/tasks?limit=25';
const SECONDS = 10;

/** @typedef {Awaited<ReturnType<typeof measure>>} Measured */

/** The mean of each figure over runs of one setup. @param {string} setup @param {Measured[]} runs */
function row(setup, runs) {
  /** @param {(run: Measured) => number} figure @param {number} [places] */
  const mean = (figure, places = 0) => {
    const scale = 10 ** places;
    return (
      Math.round((runs.reduce((sum, run) => sum + figure(run), 0) / runs.length) * scale) / scale
    );
  };
  return {
    setup,
    runs: runs.length,
    requestsPerSecond: mean((run) => run.requestsPerSecond),
    p50ms: mean((run) => run.p50ms, 1),
    p95ms: mean((run) => run.p95ms, 1),
    p99ms: mean((run) => run.p99ms, 1),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

export async function benchProxy() {
  assertBuilt();
  const base = benchDatabaseUrl();
  if (!base) return { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' };
  const nginx = findNginx();
  if (!nginx) return { skipped: 'nginx not found (Debian: apt-get install nginx)' };
  const database = await freshDatabase(base);
  const dirs = [0, 1].map((n) => fs.mkdtempSync(path.join(os.tmpdir(), `cmms-bench-proxy-${n}-`)));
  // What must match across instances (docs/deployment.md): the database and the token key.
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
    DEMO_DATA: '0',
  };
  /** @type {{ stop(): Promise<void> }[]} */
  const running = [];
  try {
    const first = await startServer({ ...env, DATA_DIR: dirs[0] ?? '' });
    running.push(first);
    const counts = await generateWork(database.url);
    const second = await startServer({ ...env, DATA_DIR: dirs[1] ?? '' });
    running.push(second);
    // nginx's own ports are below the ephemeral range (32768-60999), so nothing else takes them.
    const one = await startNginx(nginx, 3972, [first.port]);
    running.push(one);
    const two = await startNginx(nginx, 3973, [first.port, second.port]);
    running.push(two);
    const token = await tokenOf(one.url, 'manager@bench.test');

    // Warm-up: each instance prepares its statements and plans them, as a running one has.
    await measure(`${two.url}${ROUTE}`, token, 3);
    /** @type {Measured[]} */
    const oneRuns = [];
    /** @type {Measured[]} */
    const twoRuns = [];
    for (let round = 0; round < 2; round++) {
      oneRuns.push(await measure(`${one.url}${ROUTE}`, token, SECONDS));
      twoRuns.push(await measure(`${two.url}${ROUTE}`, token, SECONDS));
    }
    const direct = await measure(`${first.url}${ROUTE}`, token, SECONDS);
    const rows = [
      row('one instance, no proxy', [direct]),
      row('nginx, one instance', oneRuns),
      row('nginx, two instances', twoRuns),
    ];
    const ratio =
      Math.round(((rows[2]?.requestsPerSecond ?? 0) / (rows[1]?.requestsPerSecond || 1)) * 100) /
      100;
    const cores = os.cpus().length;
    return {
      data: { workOrders: counts.tasks, cores },
      rows,
      ratio,
      note:
        cores <= 2
          ? `two instances against one: ${ratio}x. On ${cores} cores the instances, nginx, PostgreSQL and autocannon all share them, so little gain is expected here; a second instance pays where it has a core (or a machine) of its own.`
          : `two instances against one: ${ratio}x on ${cores} cores (shared with nginx, PostgreSQL and autocannon).`,
    };
  } finally {
    for (const started of running.reverse()) await started.stop();
    await database.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof benchProxy>>} result */
export function printProxy(result) {
  if ('skipped' in result) {
    console.info(result.skipped);
    return;
  }
  console.info(result.data);
  console.table(result.rows);
  console.info(result.note);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info(
    `Work order list (${ROUTE}, manager, 50 connections) through nginx, one instance against two`,
  );
  printProxy(await benchProxy());
}
