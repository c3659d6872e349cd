// Start time (fresh and existing data directory) and idle memory, embedded and on PostgreSQL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { assertBuilt, startServer } from './server.mjs';

const IDLE_WAIT_MS = 3000;

export async function benchStartup() {
  assertBuilt();
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-start-'));
  try {
    const fresh = await startServer({ DATA_DIR: dataDir });
    results.push({
      case: 'embedded, empty data dir (migrate + demo data)',
      readyMs: fresh.readyMs,
    });
    await fresh.stop();

    const times = [];
    let rss = 0;
    for (let run = 0; run < 5; run++) {
      const server = await startServer({ DATA_DIR: dataDir });
      times.push(server.readyMs);
      if (run === 0) {
        await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
        rss = server.rssMiB();
      }
      await server.stop();
    }
    times.sort((a, b) => a - b);
    results.push({
      case: 'embedded, existing data dir (median of 5)',
      readyMs: times[2],
      idleRssMiB: rss,
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `cmms_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const dataDirPg = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-pg-'));
    try {
      const first = await startServer({ DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDirPg });
      results.push({ case: 'PostgreSQL, empty database (migrate)', readyMs: first.readyMs });
      await first.stop();
      const again = await startServer({ DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDirPg });
      await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
      results.push({
        case: 'PostgreSQL, migrated database',
        readyMs: again.readyMs,
        idleRssMiB: again.rssMiB(),
      });
      await again.stop();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(dataDirPg, { recursive: true, force: true });
    }
  }
  return results;
}
