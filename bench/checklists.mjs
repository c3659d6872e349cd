// The checklist grid at scale (issue 16): a year of progress for 500 technicians on 50-item
// checklists (9.1 million cells) on PostgreSQL, against the same at a tenth (50 technicians,
// 0.9 million cells) measured in the same run. Two calls: reading one person's month (the grid)
// and a 50-cell Save Progress, each at 1 connection and at 50 (every connection a different
// technician, on their own checklist). Target: the cost stays flat as the data grows tenfold
// (within 1.3×).
import { generateChecklistProgress } from './checklist-data.mjs';
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { measurePeople as measure, printScaleResult, scaleRow } from './people-load.mjs';
import { assertBuilt, startServer } from './server.mjs';
import { tokenOf } from './work-orders.mjs';

/** @typedef {{ token: string, checklistId: string, userId: string, itemIds: string[] }} Person */

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');

/**
 * One scale: a database of its own with `users` technicians' year of progress, a server on it,
 * and 50 of the technicians signed in, each with their checklist.
 * @param {number} users
 */
async function setUpScale(users) {
  const base = /** @type {string} */ (benchDatabaseUrl());
  const database = await freshDatabase(base);
  const server = await startServer({ DATABASE_URL: database.url, DEMO_DATA: '0' });
  const started = performance.now();
  const counts = await generateChecklistProgress(database.url, users);
  const generateSeconds = Math.round((performance.now() - started) / 100) / 10;
  /** @type {Person[]} */
  const people = [];
  for (let n = 1; n <= 50; n++) {
    const token = await tokenOf(server.url, `tech${n * (users / 50)}@bench.test`);
    const headers = { authorization: `Bearer ${token}` };
    const [checklist] = /** @type {{ id: string, items: { id: string }[] }[]} */ (
      await (await fetch(`${server.url}/api/checklists`, { headers })).json()
    );
    if (!checklist) throw new Error('a bench technician has no checklist');
    const profile = await fetch(`${server.url}/api/auth/profile`, { headers });
    const me = /** @type {{ user: { id: string } }} */ (await profile.json()).user.id;
    people.push({
      token,
      checklistId: checklist.id,
      userId: me,
      itemIds: checklist.items.map((item) => item.id),
    });
  }
  return {
    data: { ...counts, generateSeconds },
    server,
    people,
    async close() {
      await server.stop();
      await database.drop();
    },
  };
}

const now = new Date();
const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The grid: last month, full (50 items × every day, saved). */
const readGrid = (/** @type {Person} */ p) => ({
  method: /** @type {const} */ ('GET'),
  path: `/api/checklists/${p.checklistId}/progress?userId=${p.userId}&year=${lastMonth.getFullYear()}&month=${lastMonth.getMonth() + 1}`,
});

/**
 * Save Progress with 50 cells of this month: today's items marked in progress (so every save
 * writes them again and is never refused by a lock), then the month's lock.
 */
const save = (/** @type {Person} */ p) => ({
  method: /** @type {const} */ ('POST'),
  path: `/api/checklists/${p.checklistId}/progress/save`,
  body: JSON.stringify({
    userId: p.userId,
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    cells: p.itemIds.map((itemId) => ({ itemId, date: today, state: 'in-progress' })),
  }),
});

export async function benchChecklists() {
  assertBuilt();
  if (!benchDatabaseUrl()) {
    return { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' };
  }
  const tenth = await setUpScale(50);
  const full = await setUpScale(500);
  try {
    // Each case is measured on both scales back to back, so the two see the machine alike.
    /** @type {Record<string, unknown>[]} */
    const rows = [];
    for (const [name, requestOf] of /** @type {const} */ ([
      ['grid read (one month)', readGrid],
      ['save progress (50 cells)', save],
    ])) {
      for (const scale of [tenth, full]) {
        await measure(scale.server.url, scale.people, requestOf, 10, 2); // warm-up
      }
      for (const connections of [1, 50]) {
        const seconds = 8;
        const small = await measure(
          tenth.server.url,
          tenth.people,
          requestOf,
          connections,
          seconds,
        );
        const large = await measure(full.server.url, full.people, requestOf, connections, seconds);
        rows.push(scaleRow(name, connections, small, large));
      }
    }
    return { tenth: tenth.data, full: full.data, rows };
  } finally {
    await tenth.close();
    await full.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchChecklists();
  printScaleResult(result);
}
