// The work order page at scale (issue 33): a work order whose timeline holds 500 events and 100
// photos, read in one request (GET /api/tasks/{id}/record), against the same at a tenth of the
// size, and against the machine's floor (bench/floor-server.mjs: bare node:http + pg sending the
// very statements the server sent, captured on the wire), side by side in one run. Then the page
// itself in Chromium: how many API requests it makes for the record, and how many thumbnails it
// loads before and after scrolling (they are lazy).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { benchDatabaseUrl, freshDatabase } from './fresh-database.mjs';
import { assertBuilt, startServer } from './server.mjs';
import { captureCases, floorRow, measure } from './work-orders.mjs';

const PASSWORD = 'Demo@2026';
const SIZES = { tenth: { events: 50, photos: 10 }, full: { events: 500, photos: 100 } };

/** @param {string} base @param {string} email */
async function signIn(base, email) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  return /** @type {{ token: string }} */ (await res.json()).token;
}

/** @param {string} base @param {string} token @param {string} method @param {string} route @param {unknown} [body] */
async function call(base, token, method, route, body) {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A photo of its own for each upload, as phones send them after resizing (about 2 MP). */
const photoOf = (/** @type {number} */ n) =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: `hsl(${(n * 37) % 360}, 60%, 45%)`,
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * A work order's story of `events` lines (comments and time entries, half each) and `photos`
 * photos, written through the API as the technician.
 * @param {string} base @param {string} token @param {string} taskId @param {{ events: number, photos: number }} size
 * @param {number} daysAgo where its time entries begin, so two stories of one person never overlap
 */
async function writeStory(base, token, taskId, size, daysAgo) {
  const start = Date.now() - daysAgo * 24 * 60 * 60_000;
  for (let n = 0; n < size.events; n++) {
    if (n % 2 === 0) {
      await call(base, token, 'POST', `/tasks/${taskId}/comments`, {
        body: `Reading ${n}: pressure steady at ${(2 + (n % 7) / 10).toFixed(1)} bar, no leak at the gland.`,
      });
    } else {
      // Ten minutes a day, a day apart: never overlapping this person's other entries.
      const startedAt = new Date(
        start + Math.floor(n / 2) * 24 * 60 * 60_000 + Math.random() * 1000,
      );
      const endedAt = new Date(startedAt.getTime() + 10 * 60_000);
      await call(base, token, 'POST', `/tasks/${taskId}/time`, {
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
      });
    }
  }
  for (let n = 0; n < size.photos; n++) {
    const form = new FormData();
    form.append('tag', n % 2 === 0 ? 'before' : 'after');
    form.append('file', new Blob([await photoOf(n)], { type: 'image/jpeg' }), `photo-${n}.jpg`);
    const res = await fetch(`${base}/api/tasks/${taskId}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`photo ${n}: ${res.status} ${await res.text()}`);
  }
}

/**
 * The page as a manager opens it at 1366×900: requests to the record, thumbnails fetched before
 * any scroll, and after scrolling to the end.
 * @param {string} base @param {string} taskId
 */
async function pageRequests(base, taskId) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${base}/login`);
    await page.getByLabel('Email', { exact: true }).fill('manager@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/dashboard$/);
    const requests = { record: 0, thumbnails: 0, originals: 0 };
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes(`/api/tasks/${taskId}/record`)) requests.record += 1;
      if (/\/api\/files\/[^/]+\/thumbnail/.test(url)) requests.thumbnails += 1;
      if (/\/api\/files\/[^/]+\/original/.test(url)) requests.originals += 1;
    });
    await page.goto(`${base}/tasks/${taskId}`);
    await page.getByText('Timeline', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const beforeScroll = { ...requests };
    for (let n = 0; n < 60; n++) {
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    return { beforeScroll, afterScroll: { ...requests } };
  } finally {
    await browser.close();
  }
}

export async function benchWorkOrderRecord() {
  assertBuilt();
  const base = benchDatabaseUrl();
  if (!base) return { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' };
  const database = await freshDatabase(base);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-record-'));
  // One secret and one DATA_DIR for the measured server and the one that captures its statements,
  // so a token of one is good on the other.
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-long-enough-to-sign-the-tokens-of-both',
    PM_SCHEDULER_INTERVAL_MS: '0',
  };
  const server = await startServer({ ...env, DEMO_DATA: '1' });
  try {
    const technician = await signIn(server.url, 'technician@example.com');
    const manager = await signIn(server.url, 'manager@example.com');
    const tasks = /** @type {{ id: string }[]} */ (
      await call(server.url, technician, 'GET', '/tasks?limit=2')
    );
    const [tenthTask, fullTask] = tasks;
    if (!tenthTask || !fullTask)
      throw new Error('the demo technician has fewer than two work orders');
    const writtenAt = performance.now();
    await writeStory(server.url, technician, tenthTask.id, SIZES.tenth, 800);
    await writeStory(server.url, technician, fullTask.id, SIZES.full, 400);
    const writeSeconds = Math.round((performance.now() - writtenAt) / 100) / 10;
    const full = /** @type {{ timeline: { kind: string }[] }} */ (
      await call(server.url, manager, 'GET', `/tasks/${fullTask.id}/record`)
    );
    /** @type {[string, string, string][]} */
    const cases = [
      ['record, 50 events + 10 photos', `${server.url}/api/tasks/${tenthTask.id}/record`, manager],
      ['record, 500 events + 100 photos', `${server.url}/api/tasks/${fullTask.id}/record`, manager],
    ];
    const statements = await captureCases(database.url, cases, server.url, env);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-floor-'));
    const file = path.join(dir, 'statements.json');
    fs.writeFileSync(file, JSON.stringify(statements));
    const floor = await startServer(
      { DATABASE_URL: database.url, STATEMENTS_FILE: file },
      fileURLToPath(new URL('./floor-server.mjs', import.meta.url)),
    );
    const rows = [];
    try {
      for (const [index, [name, url, token]] of cases.entries()) {
        const bare = `${floor.url}/${index}`;
        await measure(url, token, 2, 4);
        await measure(bare, '', 2, 4);
        rows.push(
          floorRow(name, 10, await measure(url, token, 8, 10), await measure(bare, '', 8, 10)),
        );
        rows.push(
          floorRow(name, 1, await measure(url, token, 5, 1), await measure(bare, '', 5, 1)),
        );
      }
    } finally {
      await floor.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const bytes = JSON.stringify(full).length;
    return {
      data: {
        timelineLines: full.timeline.length,
        photos: full.timeline.filter((line) => line.kind === 'attachment').length,
        recordKiB: Math.round(bytes / 102.4) / 10,
        writeSeconds,
      },
      rows,
      page: await pageRequests(server.url, fullTask.id),
    };
  } finally {
    await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchWorkOrderRecord();
  console.info('The work order record against the floor (bare node:http + pg, same statements)');
  if ('skipped' in result) console.info(result.skipped);
  else {
    console.info(result.data);
    console.table(result.rows);
    console.info('The page in Chromium (manager, 1366×900): requests', result.page);
  }
}
