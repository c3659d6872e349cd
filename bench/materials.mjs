// Materials at scale (issue 19): 10,000 materials and 200,000 requests over 20 sites on
// PostgreSQL, against a tenth (1,000 and 20,000) measured in the same run. The management
// screen's first pages (requests and inventory) and the pending count of its Requests (N) tab, as
// the 20 site managers, at 50 connections (and 1). Target: flat as the data grows tenfold
// (within 1.3×).
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { generateMaterials } from './material-data.mjs';
import { measurePeople, printScaleResult, scaleRow } from './people-load.mjs';
import { assertBuilt, startServer } from './server.mjs';
import { tokenOf } from './work-orders.mjs';

/** @param {{ materials: number, requests: number }} size */
async function setUpScale(size) {
  const database = await freshDatabase(/** @type {string} */ (benchDatabaseUrl()));
  const server = await startServer({ DATABASE_URL: database.url, DEMO_DATA: '0' });
  const started = performance.now();
  const counts = await generateMaterials(database.url, size);
  const generateSeconds = Math.round((performance.now() - started) / 100) / 10;
  /** @type {{ token: string }[]} */
  const managers = [];
  for (let n = 1; n <= 20; n++)
    managers.push({ token: await tokenOf(server.url, `manager${n}@bench.test`) });
  return {
    data: { ...counts, generateSeconds },
    server,
    managers,
    async close() {
      await server.stop();
      await database.drop();
    },
  };
}

const get = (/** @type {string} */ path) => () => ({ method: /** @type {const} */ ('GET'), path });

export async function benchMaterials() {
  assertBuilt();
  if (!benchDatabaseUrl()) {
    return { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' };
  }
  const tenth = await setUpScale({ materials: 1_000, requests: 20_000 });
  const full = await setUpScale({ materials: 10_000, requests: 200_000 });
  try {
    /** @type {Record<string, unknown>[]} */
    const rows = [];
    for (const [name, requestOf] of /** @type {const} */ ([
      ['requests, first page', get('/api/materials/requests?limit=25')],
      ['pending count (Requests (N))', get('/api/materials/requests?status=Pending&limit=1')],
      ['inventory, first page', get('/api/materials?limit=25')],
    ])) {
      for (const scale of [tenth, full]) {
        await measurePeople(scale.server.url, scale.managers, requestOf, 10, 2); // warm-up
      }
      for (const connections of [1, 50]) {
        const small = await measurePeople(
          tenth.server.url,
          tenth.managers,
          requestOf,
          connections,
          8,
        );
        const large = await measurePeople(
          full.server.url,
          full.managers,
          requestOf,
          connections,
          8,
        );
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
  const result = await benchMaterials();
  printScaleResult(result);
}
