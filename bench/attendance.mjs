// Attendance at scale (issue 17): a year of attendance for 500 people over 20 sites (about
// 156,000 records) on PostgreSQL, against the same for 50 people (a tenth) measured in the same
// run. Cases: a punch-in (with its punch-out, so every connection can punch again) at 50
// connections, each a different person at their own site; the monthly view at 1 and 50; and the
// month's CSV and PDF for everyone, with their time and the server's peak memory. Target: reading
// stays flat as the data grows tenfold (within 1.3×), and report memory does not grow with size.
import { generateAttendance, SITES, sitePosition } from './attendance-data.mjs';
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { measurePeople, printScaleResult, scaleRow } from './people-load.mjs';
import { assertBuilt, startServer } from './server.mjs';
import { measureDownload, tokenOf } from './work-orders.mjs';

/** @typedef {{ token: string, userId: string, siteId: string, latitude: number, longitude: number }} Person */

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
const now = new Date();
const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
const lastMonth = `${previous.getFullYear()}-${pad(previous.getMonth() + 1)}`;

/** @param {number} users */
async function setUpScale(users) {
  const database = await freshDatabase(/** @type {string} */ (benchDatabaseUrl()));
  const server = await startServer({ DATABASE_URL: database.url, DEMO_DATA: '0' });
  const started = performance.now();
  const counts = await generateAttendance(database.url, users);
  const generateSeconds = Math.round((performance.now() - started) / 100) / 10;
  /** @type {Person[]} */
  const people = [];
  for (let n = 1; n <= 50; n++) {
    const token = await tokenOf(server.url, `staff${n * (users / 50)}@bench.test`);
    const headers = { authorization: `Bearer ${token}` };
    const { user } = /** @type {{ user: { id: string, assignedSites: { id: string }[] } }} */ (
      await (await fetch(`${server.url}/api/user/me`, { headers })).json()
    );
    const siteId = user.assignedSites[0]?.id;
    if (!siteId) throw new Error('a bench person has no site');
    // Person n works at site 1 + (n - 1) % 20 (attendance-data.mjs).
    const k = 1 + ((n * (users / 50) - 1) % SITES);
    people.push({ token, userId: user.id, siteId, ...sitePosition(k) });
  }
  const admin = await tokenOf(server.url, 'admin@bench.test');
  return {
    data: { ...counts, generateSeconds },
    server,
    people,
    admin,
    async close() {
      await server.stop();
      await database.drop();
    },
  };
}

/** A punch at the person's site, about 11 m from it. @param {'in' | 'out'} way */
const punchOf = (way) => (/** @type {Person} */ p) => ({
  method: /** @type {const} */ ('POST'),
  path: `/api/attendance/check-${way}`,
  body: JSON.stringify({
    siteId: p.siteId,
    location: { latitude: p.latitude + 0.0001, longitude: p.longitude, accuracy: 10 },
  }),
});
const punchIn = punchOf('in');
const punchOut = punchOf('out');

/**
 * Closes whatever a run left open (autocannon stops between a connection's punch-in and its
 * punch-out), so the next run's first punch-in is not refused. @param {{ server: { url: string }, people: Person[] }} scale
 */
async function closeOpenRecords(scale) {
  for (const person of scale.people) {
    const { method, path, body } = punchOut(person);
    await fetch(`${scale.server.url}${path}`, {
      method,
      body,
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    });
  }
}

const monthly = (/** @type {Person} */ p) => ({
  method: /** @type {const} */ ('GET'),
  path: `/api/attendance/user/${p.userId}/monthly?month=${lastMonth}`,
});

export async function benchAttendance() {
  assertBuilt();
  if (!benchDatabaseUrl()) {
    return { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' };
  }
  const tenth = await setUpScale(50);
  const full = await setUpScale(500);
  try {
    /** @type {Record<string, unknown>[]} */
    const rows = [];
    for (const [name, requestOf, thenRequestOf, connectionCounts] of /** @type {const} */ ([
      ['monthly view', monthly, undefined, [1, 50]],
      ['punch in, then out', punchIn, punchOut, [50]],
    ])) {
      /** @param {Awaited<ReturnType<typeof setUpScale>>} scale @param {number} connections @param {number} seconds */
      const run = async (scale, connections, seconds) => {
        await closeOpenRecords(scale);
        return measurePeople(
          scale.server.url,
          scale.people,
          requestOf,
          connections,
          seconds,
          thenRequestOf,
        );
      };
      for (const scale of [tenth, full]) await run(scale, 10, 2); // warm-up
      for (const connections of connectionCounts) {
        const small = await run(tenth, connections, 8);
        const large = await run(full, connections, 8);
        rows.push(scaleRow(name, connections, small, large));
      }
    }
    /** @type {Record<string, unknown>[]} */
    const reports = [];
    for (const [kind, path] of /** @type {const} */ ([
      ['CSV', `/api/attendance/download/csv?month=${lastMonth}`],
      ['PDF', `/api/attendance/download/pdf?month=${lastMonth}`],
    ])) {
      for (const [scale, label] of /** @type {const} */ ([
        [tenth, 'tenth'],
        [full, 'full'],
      ])) {
        const result = await measureDownload(scale.server, scale.admin, path);
        reports.push({
          report: `${kind} (${label})`,
          ...(kind === 'CSV' ? { rows: result.rows } : {}),
          megabytes: result.megabytes,
          firstByteMs: result.firstByteMs,
          totalMs: result.totalMs,
          rssBeforeMiB: result.rssBeforeMiB,
          peakRssMiB: result.peakRssMiB,
          growthMiB: Math.round((result.peakRssMiB - result.rssBeforeMiB) * 10) / 10,
        });
      }
    }
    return { tenth: tenth.data, full: full.data, rows, reports };
  } finally {
    await tenth.close();
    await full.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchAttendance();
  printScaleResult(result);
  if (!('skipped' in result)) {
    console.info("Last month's reports for everyone: time and the server's memory");
    console.table(result.reports);
  }
}
