// A PostgreSQL database of its own for one benchmark, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function benchDatabaseUrl() {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
}

/** @param {string} baseUrl */
export async function freshDatabase(baseUrl) {
  const name = `cmms_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
