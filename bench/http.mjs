// Throughput and latency of the cheapest calls, as a baseline for the feature benchmarks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { assertBuilt, startServer } from './server.mjs';

export async function benchHttp() {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-http-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: '0' });
  const results = [];
  try {
    for (const route of ['/api/wakeup', '/health', '/login']) {
      const result = await autocannon({
        url: `${server.url}${route}`,
        connections: 50,
        duration: 5,
      });
      results.push({
        route,
        connections: 50,
        requestsPerSecond: Math.round(result.requests.average),
        p50ms: result.latency.p50,
        p97_5ms: result.latency.p97_5,
        p99ms: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
