// The time of a password sign-in request: argon2id verification, a session row and an activity
// entry. Sequential requests give the time one user waits; concurrent ones the throughput.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { assertBuilt, startServer } from './server.mjs';

const BODY = JSON.stringify({ email: 'admin@example.com', password: 'Demo@2026' });

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchSignIn() {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-signin-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: '1' });
  try {
    const post = () =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: BODY,
      });
    for (let i = 0; i < 5; i++) await post(); // warm-up
    const times = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      const res = await post();
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const loaded = await autocannon({
      url: `${server.url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: BODY,
      connections: 10,
      duration: 5,
    });
    return {
      sequential: {
        requests: times.length,
        p50ms: Math.round(percentile(times, 50) * 10) / 10,
        p95ms: Math.round(percentile(times, 95) * 10) / 10,
        maxMs: Math.round((times.at(-1) ?? 0) * 10) / 10,
      },
      concurrent10: {
        requestsPerSecond: Math.round(loaded.requests.average),
        p50ms: loaded.latency.p50,
        p97_5ms: loaded.latency.p97_5,
        non2xx: loaded.non2xx,
      },
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
