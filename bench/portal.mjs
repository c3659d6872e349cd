// The request portal's door under a flood (issue 35, docs/requests.md "A door open to the
// internet"), on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else embedded:
// - accepting: sends to one site, each from an address of its own (TRUST_PROXY=1 and
//   X-Forwarded-For, as behind the proxy), 10 at a time, until the site's hourly limit refuses
//   them: requests accepted per second, and their latency;
// - at the limit: three rounds of 10 s of the same flood from ever new addresses, all refused
//   with 429: the refusals per second, and the server's resident memory after each round, which
//   must stay flat (the limits are counted in the database, not in the process);
// - one address: a round from a single address, refused by the per-address limit.
// Run on its own with `node bench/portal.mjs`, or as part of `npm run bench`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { assertBuilt, startServer } from './server.mjs';

const CONCURRENCY = 10;
const ROUND_SECONDS = 10;
const ROUNDS = 3;
const BODY = JSON.stringify({ description: 'Water on the floor by the lift', urgency: 'normal' });

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;

let addresses = 0;
/** A new client address each time: 10.x.y.z, never the same twice in a run. */
function nextAddress() {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** @param {string} base @param {string} token */
async function openPortal(base, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const sites = /** @type {{ id: string }[]} */ (
    await (await fetch(`${base}/api/sites?limit=1`, { headers })).json()
  );
  const site = sites[0];
  if (!site) throw new Error('the demo data has no site');
  const res = await fetch(`${base}/api/sites/${site.id}/portal`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ enabled: true, required: [] }),
  });
  if (!res.ok) throw new Error(`PUT portal: ${res.status} ${await res.text()}`);
  const portal = /** @type {{ path: string }} */ (await res.json());
  return portal.path.slice('/r/'.length);
}

/** Sends until the site refuses, CONCURRENCY at a time; each send from its own address. */
async function fillSite(/** @type {string} */ url) {
  /** @type {number[]} */
  const acceptedMs = [];
  let full = false;
  let lastAcceptedAt = 0;
  const startedAt = performance.now();
  const sender = async () => {
    while (!full) {
      const sentAt = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: BODY,
      });
      await res.arrayBuffer();
      if (res.status === 201) {
        lastAcceptedAt = performance.now();
        acceptedMs.push(lastAcceptedAt - sentAt);
      } else if (res.status === 429) full = true;
      else throw new Error(`a send answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
  const seconds = (lastAcceptedAt - startedAt) / 1000;
  return {
    accepted: acceptedMs.length,
    acceptedPerSecond: round(acceptedMs.length / seconds),
    p50ms: round(quantile(acceptedMs, 0.5)),
    p95ms: round(quantile(acceptedMs, 0.95)),
  };
}

/** @param {string} url @param {() => string} address */
async function flood(url, address) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONCURRENCY,
    duration: ROUND_SECONDS,
    headers: { 'content-type': 'application/json' },
    body: BODY,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': address() },
        }),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p97_5ms: result.latency.p97_5,
    refused429: result['4xx'],
    other: result.requests.total - result['4xx'],
  };
}

export async function benchPortal() {
  assertBuilt();
  const baseUrl = benchDatabaseUrl();
  const database = baseUrl ? await freshDatabase(baseUrl) : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-portal-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    TRUST_PROXY: '1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Demo@2026' }),
    });
    const { token } = /** @type {{ token: string }} */ (await login.json());
    const portalToken = await openPortal(server.url, token);
    const url = `${server.url}/api/portal/sites/${portalToken}/requests`;

    const rssStartMiB = server.rssMiB();
    const accepting = await fillSite(url);
    const rounds = [];
    for (let n = 0; n < ROUNDS; n++) {
      const result = await flood(url, nextAddress);
      rounds.push({ round: n + 1, ...result, rssMiB: server.rssMiB() });
    }
    const one = '10.255.255.254';
    const oneAddress = await flood(url, () => one);
    const first = rounds[0]?.rssMiB ?? 0;
    const last = rounds.at(-1)?.rssMiB ?? 0;
    return {
      database: database ? 'PostgreSQL' : 'embedded (PGlite)',
      accepting,
      atTheLimit: rounds,
      memory: {
        rssStartMiB,
        afterFirstRoundMiB: first,
        afterLastRoundMiB: last,
        growthAfterFirstRoundMiB: round(last - first),
        addressesSeen: addresses,
      },
      oneAddress,
    };
  } finally {
    await server.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info(JSON.stringify(await benchPortal(), null, 2));
}
