import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectVisible, PHONE } from './support/browser';
import { CHROME_PATH, CHROMIUM_ARGS } from './support/chromium';
import { waitForPort } from './support/global-setup';
import { baseUrl } from './support/journey-server';
import { DEMO_PASSWORD, signIn } from './support/session';

const url = (pathname: string) => new URL(pathname, baseUrl()).toString();
const opened: { context: BrowserContext; profile: string }[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

/**
 * A phone with a profile on disk: Chromium never offers to install from an incognito context,
 * which is what `browser.newContext()` makes, so this journey keeps a profile of its own.
 */
async function openPhone() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-e2e-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
    viewport: PHONE,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  opened.push({ context, profile });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

afterEach(async () => {
  for (const { context, profile } of opened.splice(0)) {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * The built server on a copy of the web build, so the journey can deploy a "new version" under
 * it without touching the build the other journeys use. Answers the copy's folder and the base URL.
 */
async function serveCopyOfWebBuild() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-e2e-web-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-e2e-pwa-data-'));
  fs.cpSync(path.join(root, 'apps/web/dist'), webDir, { recursive: true });
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(webDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const port = await waitForPort(server);
  return { webDir, base: `http://127.0.0.1:${port}` };
}

/** Waits until the page's service worker is active and controls the page. */
async function waitForControllingWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise<void>((resolve) =>
        registration.active?.addEventListener('statechange', () => resolve(), { once: true }),
      );
    }
  });
  // A first install does not take over the page that registered it: the next load is controlled.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 10_000,
  });
}

describe('the installable app (issue 21)', () => {
  it('installs, keeps its shell and opens the dashboard with no network', async () => {
    const { context, page, errors } = await openPhone();
    await signIn(page, url, 'technician@example.com', DEMO_PASSWORD, '/technician/dashboard');
    await waitForControllingWorker(page);
    await expectVisible(page.getByRole('heading', { name: /^Welcome, / }));

    // Chromium's own verdict: nothing stands in the way of installing.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({
      name: 'Facility Management System',
      short_name: 'FMS',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
    });
    const icons = (manifest?.icons ?? []) as { sizes: string; purpose?: string }[];
    expect(icons.map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`)).toEqual([
      '192x192',
      '512x512',
      '512x512 maskable',
    ]);
    // The worker keeps the app shell and nothing of the API.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((address) => new URL(address).pathname);
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((pathname) => /^\/assets\/app-entry-.+\.js$/.test(pathname))).toBe(true);
    expect(cached.filter((pathname) => pathname.startsWith('/api'))).toEqual([]);
    expect(errors).toEqual([]);

    // No network at all: the shell still opens from the worker's cache.
    await context.setOffline(true);
    await page.reload();
    await expectVisible(page.getByRole('navigation', { name: 'Bottom navigation' }), 10_000);
    await expectVisible(page.getByRole('heading', { name: /^Welcome, / }), 10_000);
    await page.goto(url('/technician/tasks'));
    await expectVisible(page.getByRole('heading', { name: 'Work Orders', level: 1 }), 10_000);
    await expectAccessible(page, 'pwa-offline-tasks');
  });

  // Starts a server of its own, with the demo data, before its steps: more than the default time.
  it('offers the new version after a deploy, and runs it after Reload', {
    timeout: 150_000,
  }, async () => {
    const { webDir, base } = await serveCopyOfWebBuild();
    const at = (pathname: string) => new URL(pathname, base).toString();
    const { page, errors } = await openPhone();
    await signIn(page, at, 'technician@example.com', DEMO_PASSWORD, '/technician/dashboard');
    await waitForControllingWorker(page);
    expect(await page.getByText('A new version is available.').count()).toBe(0);

    // A deploy: the worker's file changes (its precompressed copies would be sent instead).
    for (const copy of ['sw.js.br', 'sw.js.gz'])
      fs.rmSync(path.join(webDir, copy), { force: true });
    fs.appendFileSync(path.join(webDir, 'sw.js'), '\n// the next version\n');
    // The hourly check, run now.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expectVisible(page.getByText('A new version is available.'), 15_000);
    // Until the user chooses, the old version keeps running: the new one waits.
    expect(
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      ),
    ).toBe(true);

    const loadedAt = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction((before) => performance.timeOrigin !== before, loadedAt, {
      timeout: 15_000,
    });
    await expectVisible(page.getByRole('heading', { name: /^Welcome, / }));
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
    });
    expect(worker).toEqual({ waiting: false, active: 'activated' });
    expect(await page.getByText('A new version is available.').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
