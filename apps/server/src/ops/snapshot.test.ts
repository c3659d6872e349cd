import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { snapshotEmbedded } from './snapshot';

// An online backup copies the database of a running server between two of its transactions.

const driver = process.env.TEST_DB_DRIVER;

describe.runIf(driver === 'pglite')('snapshotEmbedded on a busy instance', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-snapshot-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('copies whole transactions only, loses none, and lets the writers carry on', async () => {
    const live = await PGlite.create({ dataDir: path.join(scratch, 'live') });
    await live.exec('create table pairs (n integer, half integer)');
    // Writers whose transactions each add two rows, yielding between them.
    let writing = true;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let n = 0; writing; n++) {
        await live.transaction(async (tx) => {
          await tx.query('insert into pairs values ($1, 1)', [w * 1_000_000 + n]);
          await new Promise((resolve) => setImmediate(resolve));
          await tx.query('insert into pairs values ($1, 2)', [w * 1_000_000 + n]);
        });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await snapshotEmbedded(live, path.join(scratch, 'live'), path.join(scratch, 'copy'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    writing = false;
    await Promise.all(writers);

    const count = async (db: PGlite) =>
      (await db.query<{ n: number }>('select count(*)::int as n from pairs')).rows[0]?.n ?? 0;
    const broken = async (db: PGlite) =>
      (await db.query('select n from pairs group by n having count(*) <> 2')).rows;
    expect(await broken(live)).toEqual([]);
    const copy = await PGlite.create({ dataDir: path.join(scratch, 'copy') });
    try {
      expect(await broken(copy)).toEqual([]);
      expect(await count(copy)).toBeGreaterThan(0);
      // The writers went on after the copy.
      expect(await count(live)).toBeGreaterThan(await count(copy));
    } finally {
      await copy.close();
      await live.close();
    }
  });

  it('waits for the transaction in flight, and copies it committed', async () => {
    const live = await PGlite.create({ dataDir: path.join(scratch, 'waiting') });
    await live.exec('create table notes (text text)');
    let entered = () => {};
    let finish = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const open = live.transaction(async (tx) => {
      await tx.query(`insert into notes values ('in flight')`);
      entered();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await inside;
    let copied = false;
    const copying = snapshotEmbedded(
      live,
      path.join(scratch, 'waiting'),
      path.join(scratch, 'waiting-copy'),
    ).then(() => {
      copied = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(copied).toBe(false);
    finish();
    await open;
    await copying;
    await live.close();

    const copy = await PGlite.create({ dataDir: path.join(scratch, 'waiting-copy') });
    try {
      expect((await copy.query('select text from notes')).rows).toEqual([{ text: 'in flight' }]);
    } finally {
      await copy.close();
    }
  });
});
