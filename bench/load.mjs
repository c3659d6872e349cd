// Mixed load (issue 20): 200 connections for 60 s against the built server on PostgreSQL, at
// 100,000 work orders (bench/work-data.mjs) with a manager at each of the 20 sites. 200 people are
// signed in, every fifth a manager at their desk, the others technicians in the field; each
// connection goes round the same eight steps, each round as the next person in turn (autocannon
// starts each round with a fresh context), so a fifth of the rounds are managers':
//
//   1 work order list   2 dashboard stats   3 notifications   4 manager: create a work order at
//   their site / technician: their open work   5 asset list   6 manager: set the new work order
//   in progress / technician: complete their first open one   7 unread count   8 mark all read
//
// Every answer must be 2xx: nothing in this mix is one the server should refuse. Reported: the
// requests, the errors, p50 and p99, and the server's resident memory (VmRSS of its process)
// after a warm-up run of 30,000 requests and after the measured run, with their ratio (target:
// within 1.10).
// Run on its own with `node bench/load.mjs`, or as part of `npm run bench`.
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { assertBuilt, startServer } from './server.mjs';
import { generateWork, SIZES } from './work-data.mjs';
import { tokenOf } from './work-orders.mjs';

const CONNECTIONS = 200;
/**
 * The warm-up is a number of requests, not seconds: on a machine others are loading, 10 s did
 * 2,700 requests one time and 9,500 another. The server's memory settles after about 35,000
 * (a 180 s run sampled every 10 s: 276, 250, 292, 256, 257, then 262-268 to the end); read
 * before that, "before" is a point of V8's heap still finding its size.
 */
const WARM_UP_REQUESTS = 30_000;

/**
 * @typedef {{ kind: 'field', token: string }
 *   | { kind: 'desk', token: string, siteId: string, assetIds: string[], assigneeIds: string[] }} Person
 * @typedef {{ person?: Person, taskId?: string, step?: string, sentAt?: number }} Context
 * @typedef {{ method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown }} Call
 */

/** @param {number[]} sorted @param {number} fraction */
const percentileOf = (sorted, fraction) =>
  Math.round((sorted[Math.ceil(fraction * sorted.length) - 1] ?? 0) * 10) / 10;

/** A local calendar date `days` from today, as the forms send it. @param {number} days */
function dateIn(days) {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** @param {string[]} list */
const anyOf = (list) => /** @type {string} */ (list[Math.floor(Math.random() * list.length)]);

/**
 * The eight steps; each returns the call to make and the name it is counted under.
 * @type {((person: Person, ctx: Context) => Call & { name: string })[]}
 */
const STEPS = [
  () => ({ name: 'GET /tasks', method: 'GET', path: '/api/tasks?limit=25' }),
  () => ({ name: 'GET /dashboard/stats', method: 'GET', path: '/api/dashboard/stats' }),
  () => ({ name: 'GET /notifications', method: 'GET', path: '/api/notifications?limit=20' }),
  (person) =>
    person.kind === 'desk'
      ? {
          name: 'POST /tasks',
          method: 'POST',
          path: '/api/tasks',
          body: {
            title: 'Load check: pump vibration',
            description: 'Raised by the load benchmark',
            dueDate: dateIn(30),
            siteId: person.siteId,
            assetId: anyOf(person.assetIds),
            assignedToId: anyOf(person.assigneeIds),
            priority: 'medium',
            taskType: 'inspection',
          },
        }
      : {
          name: 'GET /tasks?filter=pending',
          method: 'GET',
          path: '/api/tasks?limit=25&filter=pending',
        },
  () => ({ name: 'GET /assets', method: 'GET', path: '/api/assets?limit=25' }),
  (person, ctx) =>
    ctx.taskId
      ? {
          name: 'PATCH /tasks/:id/status',
          method: 'PATCH',
          path: `/api/tasks/${ctx.taskId}/status`,
          body: { status: person.kind === 'desk' ? 'in_progress' : 'completed' },
        }
      : // A technician with no open work left reads their list instead.
        { name: 'GET /tasks', method: 'GET', path: '/api/tasks?limit=25' },
  () => ({
    name: 'GET /notifications/unread-count',
    method: 'GET',
    path: '/api/notifications/unread-count',
  }),
  () => ({
    name: 'PUT /notifications/read-all',
    method: 'PUT',
    path: '/api/notifications/read-all',
  }),
];

/** @typedef {{ requests: number, non2xx: number, statuses: Record<number, number>, times: number[] }} Tally */

/**
 * One autocannon run of the mix. @param {string} url @param {Person[]} people
 * @param {{ duration: number } | { amount: number }} length seconds, or a number of requests
 * @param {() => void} [everySecond]
 */
async function runMix(url, people, length, everySecond) {
  let next = 0;
  /** @type {Map<string, Tally>} */
  const tallies = new Map();
  /** @type {number[]} */
  const times = [];
  const ticker = everySecond ? setInterval(everySecond, 1000) : null;
  /** @type {autocannon.Result} */
  const result = await new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: CONNECTIONS,
        ...length,
        requests: STEPS.map((step) => ({
          setupRequest: (/** @type {autocannon.Request} */ request, /** @type {unknown} */ c) => {
            const ctx = /** @type {Context} */ (c);
            ctx.person ??= people[next++ % people.length];
            const person = /** @type {Person} */ (ctx.person);
            const { name, method, path, body } = step(person, ctx);
            ctx.step = name;
            ctx.sentAt = performance.now();
            return {
              ...request,
              method,
              path,
              headers: {
                authorization: `Bearer ${person.token}`,
                ...(body ? { 'content-type': 'application/json' } : {}),
              },
              ...(body ? { body: JSON.stringify(body) } : {}),
            };
          },
          onResponse: (
            /** @type {number} */ status,
            /** @type {string} */ body,
            /** @type {unknown} */ c,
          ) => {
            const ctx = /** @type {Context} */ (c);
            const name = ctx.step ?? '?';
            let tally = tallies.get(name);
            if (!tally) {
              tally = { requests: 0, non2xx: 0, statuses: {}, times: [] };
              tallies.set(name, tally);
            }
            tally.requests++;
            tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
            if (status < 200 || status > 299) tally.non2xx++;
            tally.times.push(performance.now() - (ctx.sentAt ?? 0));
            // The work order step 6 changes: the one just created, or the first open one.
            if (name === 'POST /tasks' && status === 201) {
              ctx.taskId = /** @type {{ id: string }} */ (JSON.parse(body)).id;
            } else if (name === 'GET /tasks?filter=pending' && status === 200) {
              ctx.taskId = /** @type {{ id: string }[]} */ (JSON.parse(body))[0]?.id;
            }
          },
        })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  if (ticker) clearInterval(ticker);
  times.sort((a, b) => a - b);
  const rows = [...tallies].map(([name, tally]) => {
    tally.times.sort((a, b) => a - b);
    return {
      step: name,
      requests: tally.requests,
      p50ms: percentileOf(tally.times, 0.5),
      p99ms: percentileOf(tally.times, 0.99),
      non2xx: tally.non2xx,
      statuses: Object.entries(tally.statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', '),
    };
  });
  const non2xx = rows.reduce((sum, row) => sum + row.non2xx, 0);
  return {
    requests: times.length,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: percentileOf(times, 0.5),
    p99ms: percentileOf(times, 0.99),
    // Connection errors (timeouts included) and every answer that was not 2xx.
    errors: result.errors + non2xx,
    rows,
  };
}

/**
 * A manager at each site (sharing the bench password) and what a manager's form offers there:
 * the site's assets and its technicians. @param {string} url
 */
async function addSiteManagers(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `with s as (select id, row_number() over (order by created_at) as k from sites),
            m as (insert into users (name, email, password_hash, role, approved, status)
                  select 'Site Manager ' || s.k, 'manager' || s.k || '@load.test', u.password_hash,
                         'manager', true, 'Active'
                  from s cross join (select password_hash from users
                                     where email = 'manager@bench.test') u
                  returning id, email)
       insert into user_sites (user_id, site_id)
       select m.id, s.id from m join s on m.email = 'manager' || s.k || '@load.test'`,
    );
    const { rows } = await client.query(
      `select u.email, us.site_id,
              (select array_agg(id) from (select id from assets where site_id = us.site_id
                                          order by number limit 20) a) as asset_ids,
              (select array_agg(t.user_id) from user_sites t join users w on w.id = t.user_id
               where t.site_id = us.site_id and w.role = 'technician') as assignee_ids
       from users u join user_sites us on us.user_id = u.id
       where u.email like '%@load.test' order by u.email`,
    );
    return /** @type {{ email: string, site_id: string, asset_ids: string[], assignee_ids: string[] }[]} */ (
      rows
    );
  } finally {
    await client.end();
  }
}

/**
 * Signs everyone in, a few at a time, as many people as connections: every fifth a site manager
 * (40 sessions over 20 managers: each on two devices), the others technicians (160 of the 200).
 * @param {string} baseUrl @param {Awaited<ReturnType<typeof addSiteManagers>>} managers
 */
async function signInPeople(baseUrl, managers) {
  /** @type {(() => Promise<Person>)[]} */
  const jobs = [];
  const technicians = SIZES.sites * SIZES.techniciansPerSite;
  for (let i = 0; i < CONNECTIONS; i++) {
    if (i % 5 === 0) {
      const manager = managers[(i / 5) % managers.length];
      if (!manager) throw new Error('no site managers');
      jobs.push(async () => ({
        kind: 'desk',
        token: await tokenOf(baseUrl, manager.email),
        siteId: manager.site_id,
        assetIds: manager.asset_ids,
        assigneeIds: manager.assignee_ids,
      }));
    } else {
      const n = 1 + (i % technicians);
      jobs.push(async () => ({
        kind: 'field',
        token: await tokenOf(baseUrl, `tech${n}@bench.test`),
      }));
    }
  }
  /** @type {Person[]} */
  const people = [];
  for (let i = 0; i < jobs.length; i += 8) {
    people.push(...(await Promise.all(jobs.slice(i, i + 8).map((job) => job()))));
  }
  return people;
}

export async function benchLoad(duration = 60) {
  assertBuilt();
  const base = benchDatabaseUrl();
  if (!base) return { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' };
  const database = await freshDatabase(base);
  const server = await startServer({ DATABASE_URL: database.url, DEMO_DATA: '0' });
  try {
    const generatedAt = performance.now();
    const counts = await generateWork(database.url);
    const managers = await addSiteManagers(database.url);
    const generateSeconds = Math.round((performance.now() - generatedAt) / 100) / 10;
    if (managers.length !== SIZES.sites) {
      throw new Error(`expected a manager at each of the ${SIZES.sites} sites`);
    }
    const people = await signInPeople(server.url, managers);

    // Warm-up: the pool's connections, their statements and plans, V8's heap as it is in use.
    const warmUp = await runMix(server.url, people, { amount: WARM_UP_REQUESTS });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBeforeMiB = server.rssMiB();
    /** @type {number[]} */
    const rssSamples = [];
    const run = await runMix(server.url, people, { duration }, () => {
      rssSamples.push(server.rssMiB());
    });
    // The same pause as before the first reading.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfterMiB = server.rssMiB();
    return {
      data: {
        ...counts,
        siteManagers: managers.length,
        people: people.length,
        generateSeconds,
        warmUpRequests: warmUp.requests,
        warmUpErrors: warmUp.errors,
        // The server's memory through the run, every 10 s: a leak climbs, a heap breathes.
        rssEvery10sMiB: rssSamples.filter((_, i) => i % 10 === 9),
      },
      summary: {
        connections: CONNECTIONS,
        seconds: duration,
        requests: run.requests,
        requestsPerSecond: run.requestsPerSecond,
        errors: run.errors,
        p50ms: run.p50ms,
        p99ms: run.p99ms,
        rssBeforeMiB,
        rssAfterMiB,
        peakRssMiB: Math.max(rssBeforeMiB, ...rssSamples),
        rssRatio: Math.round((rssAfterMiB / rssBeforeMiB) * 100) / 100,
      },
      rows: run.rows,
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

/**
 * What the load benchmark prints, alone or in `npm run bench`.
 * @param {Awaited<ReturnType<typeof benchLoad>>} result
 */
export function printLoad(result) {
  if ('skipped' in result) {
    console.info(result.skipped);
    return;
  }
  console.info(result.data);
  console.info('Whole run (errors must be 0; rssRatio = after / before, target within 1.10)');
  console.table([result.summary]);
  console.info('By step');
  console.table(result.rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info(`Mixed load: ${CONNECTIONS} connections, 60 s, PostgreSQL`);
  printLoad(await benchLoad());
}
