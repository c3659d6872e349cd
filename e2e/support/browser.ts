import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium';

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
}

export type JourneyPage = {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  url(pathname: string): string;
  screenshot(name: string): Promise<string>;
};

/** A fresh context per journey: its own storage, the given viewport, errors collected. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<JourneyPage> {
  const context = await browser.newContext({
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
  const baseUrl = inject('baseUrl');
  return {
    page,
    errors,
    url: (pathname) => new URL(pathname, baseUrl).toString(),
    async screenshot(name) {
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      const file = path.join(ARTIFACTS, `${name}-${viewport.width}x${viewport.height}.png`);
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
