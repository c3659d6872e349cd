import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { expectAccessible } from './axe';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium';
import { baseUrl } from './journey-server';

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
}

/**
 * Launches one browser for the file's journeys (in `beforeAll`) and closes it after them (in
 * `afterAll`). Call it at the top of a journey file; the getter it returns gives the browser
 * inside a test.
 */
export function setupBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll: use it inside a test.');
    return browser;
  };
}

export type JourneyPage = {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  url(pathname: string): string;
  screenshot(name: string): Promise<string>;
};

/**
 * A fresh context per journey: its own storage, the given viewport, errors collected. `options`
 * adds to the context (a position and the permission to read it, downloads).
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<JourneyPage> {
  const context = await browser.newContext({
    // The service worker precaches the whole app on each sign-in; journeys that need it (offline,
    // installable) pass serviceWorkers: 'allow'.
    serviceWorkers: 'block',
    ...options,
    viewport,
    deviceScaleFactor: 1,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const origin = baseUrl();
  return {
    page,
    errors,
    url: (pathname) => new URL(pathname, origin).toString(),
    async screenshot(name) {
      // Every screen a journey shows is also checked for serious accessibility failures.
      await expectAccessible(page, name);
      const file = artifactOf(page, name);
      // Finished transitions: a button fading from disabled to enabled shows as it now is.
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      return file;
    },
  };
}

/**
 * Waits until the element is visible (failing after `timeoutMs`). Use this instead of
 * `isVisible()`, which answers at once and races the page's rendering.
 */
export async function expectVisible(locator: Locator, timeoutMs = 5000) {
  await locator.waitFor({ state: 'visible', timeout: timeoutMs });
}

/**
 * A screenshot of the viewport, for open dialogs: a full-page capture briefly resizes the window,
 * which switches the shell's frame and remounts the screen, closing the dialog.
 */
export async function dialogShot(page: Page, name: string) {
  await expectAccessible(page, name);
  await page.screenshot({ path: artifactOf(page, name), animations: 'disabled' });
}

/** Where a screenshot goes: named by the size the page has now (a journey may resize it). */
function artifactOf(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const { width, height } = page.viewportSize() ?? DESKTOP;
  return path.join(ARTIFACTS, `${name}-${width}x${height}.png`);
}

/** Waits for the tab's title: it follows the page's render, a moment after the URL. */
export async function expectTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: 5000 });
}
