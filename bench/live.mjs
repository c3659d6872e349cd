// Live updates (issue 34, docs/live.md), on PostgreSQL with two instances on one database:
// - delivery: the time from a change's request (its commit comes before its answer) made on
//   instance A to its event on a stream held on instance B, p50 and p95 over 200 changes, set
//   against the seeds' 30 s polling, where a change waits 15 s on average and up to 30 s;
// - memory: instance B's resident memory before and after 1,000 open streams, and per stream.
// Run on its own with `node bench/live.mjs`, or as part of `npm run bench`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { assertBuilt, startServer } from './server.mjs';

const CHANGES = 200;
const STREAMS = 1000;
const POLL_MS = 30_000;
const PASSWORD = 'Demo@2026';

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;

/**
 * @param {string} base @param {string} method @param {string} route @param {string} [token] @param {unknown} [body]
 * @returns {Promise<any>}
 */
async function call(base, method, route, token, body) {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * A stream held open on a plain socket (fetch would hold a buffer per stream in this process
 * too); `onEvent` gets each event's data.
 * @param {string} url @param {(data: any) => void} onEvent
 */
function holdStream(url, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) onEvent(JSON.parse(data.slice(6)));
        }
      });
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });
}

export async function benchLive() {
  assertBuilt();
  const baseUrl = benchDatabaseUrl();
  if (!baseUrl) return { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' };
  const database = await freshDatabase(baseUrl);
  const dirs = [0, 1].map((n) => fs.mkdtempSync(path.join(os.tmpdir(), `cmms-bench-live-${n}-`)));
  const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') };
  const a = await startServer({ ...env, DATA_DIR: dirs[0] ?? '', DEMO_DATA: '1' });
  const b = await startServer({ ...env, DATA_DIR: dirs[1] ?? '', DEMO_DATA: '0' });
  /** @type {(() => void)[]} */
  const open = [];
  try {
    const { token } = await call(a.url, 'POST', '/auth/login', undefined, {
      email: 'admin@example.com',
      password: PASSWORD,
    });
    const ticket = async () =>
      encodeURIComponent((await call(a.url, 'POST', '/live/ticket', token)).ticket);
    const [work] = await call(a.url, 'GET', '/tasks?limit=1', token);

    // Delivery: one change at a time, each timed from its request to its event on B.
    /** @type {Map<string, (at: number) => void>} */
    const waiting = new Map();
    open.push(
      await holdStream(`${b.url}/api/live/stream?ticket=${await ticket()}`, (data) => {
        const done = data.subjectId && waiting.get(data.subjectId);
        if (done) done(performance.now());
      }),
    );
    /** @type {number[]} */
    const delays = [];
    for (let n = 0; n < CHANGES; n++) {
      const startedAt = performance.now();
      const heard = new Promise((resolve) => waiting.set(work.id, resolve));
      await call(a.url, 'POST', `/tasks/${work.id}/comments`, token, { body: `Reading ${n}` });
      const at = /** @type {number} */ (await heard);
      delays.push(at - startedAt);
    }
    const p50 = quantile(delays, 0.5);
    const p95 = quantile(delays, 0.95);

    // Memory: B before and after STREAMS open streams, each with its own connection.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = b.rssMiB();
    const shared = await ticket();
    for (let n = 0; n < STREAMS; n++) {
      open.push(await holdStream(`${b.url}/api/live/stream?ticket=${shared}`, () => {}));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = b.rssMiB();
    return {
      delivery: {
        changes: CHANGES,
        p50ms: round(p50),
        p95ms: round(p95),
        maxMs: round(Math.max(...delays)),
        pollingMeanMs: POLL_MS / 2,
        pollingWorstMs: POLL_MS,
        p95ToPollingMean: Math.round((p95 / (POLL_MS / 2)) * 10_000) / 10_000,
      },
      memory: {
        streams: STREAMS,
        rssBeforeMiB: before,
        rssAfterMiB: after,
        kibPerStream: Math.round(((after - before) * 1024) / STREAMS),
      },
    };
  } finally {
    for (const close of open) close();
    await Promise.allSettled([a.stop(), b.stop()]);
    await database.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchLive();
  console.info('Live updates: a change on instance A heard on a stream on instance B');
  console.info(result);
}
