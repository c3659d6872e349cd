// Lighthouse at its default mobile settings (a mid-range phone, simulated slow 4G and a 4× slower
// CPU) against the system Chromium: /login, and every role's dashboard signed in as that role.
// Three runs each; the median performance and accessibility scores (issue 20: both ≥ 0.95).
// Lighthouse has had no PWA category since 12: whether the app can be installed is Chromium's own
// verdict on the technician's dashboard (issue 21: no installability error).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { assertBuilt, startServer } from './server.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Chromium's usual debugging port, below the ephemeral range (32768-60999), where an outgoing
// connection could hold it.
const DEBUG_PORT = 9_222;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ROLES = [
  'superadmin',
  'admin',
  'manager',
  'supervisor',
  'technician',
  'housekeeping',
  'client',
];
const DEMO_PASSWORD = 'Demo@2026';
export const LIGHTHOUSE_TARGET = 0.95;

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * @param {string} url
 * @returns {Promise<{ performance: number, accessibility: number, tbtMs: number, lcpMs: number }>}
 */
async function audit(url) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The signed-in session lives in localStorage; Lighthouse would clear it.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
  };
}

/**
 * Signs in through the login screen; answers the dashboard it lands on.
 * @param {import('playwright-core').Page} page @param {string} base @param {string} role
 */
async function signInAs(page, base, role) {
  await page.goto(`${base}/login`);
  await page.evaluate('localStorage.clear()');
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(`${role}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The superadmin shares the admin's dashboard.
  await page.waitForURL('**/dashboard');
  return page.url();
}

/**
 * Chromium's installability errors for the page (an empty list: installable), once its service
 * worker is active. The profile is a persistent one: an incognito context is never installable.
 * @param {import('playwright-core').BrowserContext} context @param {import('playwright-core').Page} page
 */
async function installabilityErrors(context, page) {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  const cdp = await context.newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map(({ errorId, errorArguments }) =>
      [errorId, ...errorArguments.map(({ name, value }) => `${name}=${value}`)].join(' '),
    );
  } finally {
    await cdp.detach();
  }
}

/** @param {{ label: string, url: string }} target */
async function auditMedian(target) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(target.url));
  return {
    page: target.label,
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    'TBT ms': median(runs.map((r) => r.tbtMs)),
    'LCP ms': median(runs.map((r) => r.lcpMs)),
    runs: runs.map((r) => r.performance).join(' / '),
  };
}

/** @param {{ page: string, errors: string[] } | undefined} result */
export function installabilityLine(result) {
  if (!result) return 'Installable: not checked';
  return result.errors.length === 0
    ? `Installable (${result.page}): yes, Chromium reports no installability error`
    : `Installable (${result.page}): NO: ${result.errors.join('; ')}`;
}

export async function benchLighthouse() {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-lighthouse-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-chromium-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: '1' });
  // One persistent profile, so the tab Lighthouse opens shares the session signed in here.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const rows = [];
    /** @type {{ page: string, errors: string[] } | undefined} */
    let installability;
    await page.goto(`${server.url}/login`);
    await page.evaluate('localStorage.clear()');
    rows.push(await auditMedian({ label: '/login', url: `${server.url}/login` }));
    // LIGHTHOUSE_ROLES=technician,admin audits only those dashboards (for a quick comparison).
    const only = process.env.LIGHTHOUSE_ROLES?.split(',');
    for (const role of ROLES.filter((one) => !only || only.includes(one))) {
      const dashboard = await signInAs(page, server.url, role);
      if (role === 'technician') {
        installability = {
          page: 'technician dashboard',
          errors: await installabilityErrors(context, page),
        };
      }
      rows.push(await auditMedian({ label: `${role} dashboard`, url: dashboard }));
    }
    return { rows, target: LIGHTHOUSE_TARGET, installability };
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, target, installability } = await benchLighthouse();
  console.table(rows);
  console.info(installabilityLine(installability));
  const below = rows.filter((r) => r.performance < target || r.accessibility < target);
  console.info(
    below.length === 0
      ? `Every page at or above ${target}.`
      : `Below ${target}: ${below.map((r) => r.page).join(', ')}`,
  );
}
