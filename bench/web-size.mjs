// The bytes a first visit to the login page, and to the request portal's page, downloads, counted
// as Chromium receives them: every script and stylesheet fetched until the network is idle (lazy
// chunks and module preloads included), compressed as the server sent them, from a browser with
// an empty cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { assertBuilt, startServer } from './server.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The issue 20 budget for the login page's JavaScript, compressed. */
export const LOGIN_JS_BUDGET_KIB = 120;
/** Issue 35: a site's request page, opened from a poster on a cheap phone, has the same budget. */
export const PORTAL_JS_BUDGET_KIB = 120;
/**
 * A site's request page, `/r/<token>`. The bench's server has no demo data, so the token is
 * unknown and the page says its link is not valid: the same code as the form (the portal loads
 * all of its code at start, nothing later), and the form's data is JSON, not counted here.
 */
const PORTAL_ROUTE = '/r/bench-site-token';

/** @param {number} bytes */
const kib = (bytes) => Math.round(bytes / 102.4) / 10;

/**
 * @param {string} url @param {string} route
 * @param {string} [locale] the browser's language (navigator.languages, Accept-Language)
 */
export async function loginDownloads(url, route = '/login', locale = 'en-US') {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await (await browser.newContext({ locale })).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    /** @type {Map<string, { url: string, type: string, encoding: string }>} */
    const requests = new Map();
    /** @type {{ file: string, kind: string, encoding: string, bytes: number }[]} */
    const rows = [];
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      requests.set(event.requestId, {
        url: event.response.url,
        type: event.type ?? 'Other',
        encoding: String(headers['content-encoding'] ?? 'identity'),
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      rows.push({
        file: new URL(request.url).pathname,
        kind: request.type === 'Script' ? 'js' : request.type === 'Stylesheet' ? 'css' : 'other',
        encoding: request.encoding,
        bytes: event.encodedDataLength,
      });
    });
    await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
    /** @param {string} kind */
    const total = (kind) =>
      rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.bytes, 0);
    return {
      rows: rows.map((row) => ({ ...row, KiB: kib(row.bytes) })),
      jsKiB: kib(total('js')),
      cssKiB: kib(total('css')),
      allKiB: kib(rows.reduce((sum, r) => sum + r.bytes, 0)),
    };
  } finally {
    await browser.close();
  }
}

export async function benchWebSize() {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-web-'));
  // WEB_DIST_DIR measures a web build kept elsewhere, as the server would serve it.
  /** @type {Record<string, string>} */
  const env = { DATA_DIR: dataDir, DEMO_DATA: '0' };
  if (process.env.WEB_DIST_DIR) env.WEB_DIST_DIR = process.env.WEB_DIST_DIR;
  const server = await startServer(env);
  try {
    // Every language ships within the budget (issue 32): each downloads its own catalogue.
    /** @type {Record<string, number>} */
    const byLanguage = {};
    for (const locale of ['en-US', 'hi-IN', 'es-ES', 'ar']) {
      byLanguage[locale] = (await loginDownloads(server.url, '/login', locale)).jsKiB;
    }
    const downloads = await loginDownloads(server.url);
    /** @type {Record<string, number>} */
    const portalByLanguage = {};
    for (const locale of ['en-US', 'hi-IN', 'es-ES', 'ar']) {
      portalByLanguage[locale] = (await loginDownloads(server.url, PORTAL_ROUTE, locale)).jsKiB;
    }
    const portal = await loginDownloads(server.url, PORTAL_ROUTE);
    return {
      ...downloads,
      byLanguage,
      budgetKiB: LOGIN_JS_BUDGET_KIB,
      portal: { ...portal, byLanguage: portalByLanguage, budgetKiB: PORTAL_JS_BUDGET_KIB },
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const web = await benchWebSize();
  console.table(web.rows);
  console.info('Login page JS by language (KiB):', web.byLanguage);
  console.info(
    `Login page: JS ${web.jsKiB} KiB, CSS ${web.cssKiB} KiB, everything ${web.allKiB} KiB as received (budget for JS ${web.budgetKiB} KiB)`,
  );
  console.table(web.portal.rows);
  console.info('Request portal page JS by language (KiB):', web.portal.byLanguage);
  console.info(
    `Request portal page (${PORTAL_ROUTE}): JS ${web.portal.jsKiB} KiB, CSS ${web.portal.cssKiB} KiB, everything ${web.portal.allKiB} KiB as received (budget for JS ${web.portal.budgetKiB} KiB)`,
  );
}
