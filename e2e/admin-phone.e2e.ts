import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, launchBrowser, openPage, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signIn(page: Page, url: (path: string) => string, email: string, area: string) {
  await page.goto(url('/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(new RegExp(`/${area}/dashboard$`));
}

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));

/**
 * A screenshot of the viewport, for open dialogs: a full-page capture briefly resizes the window,
 * which switches the shell's frame and remounts the screen, closing the dialog.
 */
async function dialogShot(page: Page, name: string) {
  const { width, height } = page.viewportSize() ?? DESKTOP;
  const file = path.join(ARTIFACTS, `${name}-${width}x${height}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
}

describe('the administration screens on a phone', () => {
  it('show cards, not tables, and never scroll sideways', async () => {
    const { page, errors, url, screenshot } = await openPage(browser, PHONE);
    await signIn(page, url, 'admin@example.com', 'admin');
    const screens = [
      ['/admin/sites', 'Sites', 'admin-sites-phone'],
      ['/admin/users', 'Users', 'admin-users-phone'],
      ['/admin/roles', 'Role Management', 'admin-roles-phone'],
      ['/admin/staff', 'Staff Directory', 'admin-staff-phone'],
    ] as const;
    for (const [path, heading, name] of screens) {
      await page.goto(url(path));
      await expectVisible(page.getByRole('heading', { name: heading, level: 1 }));
      await expectVisible(page.getByRole('article').first());
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await screenshot(name);
    }
    // The staff directory's Call links dial the number.
    const call = page.getByRole('link', { name: 'Call Marco Silva' });
    expect(await call.getAttribute('href')).toBe('tel:9820000005');

    await page.goto(url('/admin/sites'));
    await page.getByRole('button', { name: 'Add Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Site' });
    await expectVisible(dialog.getByLabel('Site image'));
    await dialogShot(page, 'admin-site-form-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});
