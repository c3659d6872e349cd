import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, openPage, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

declare global {
  interface Window {
    pressBack?: () => void;
    exitedApp?: boolean;
  }
}

/**
 * Stands in for the Capacitor wrapper (requirements/product.md#roles): the native platform, and an App plugin whose
 * back button the test presses and whose exitApp it records. The web build has no Capacitor.
 */
async function pretendNative(page: Page) {
  await page.addInitScript(() => {
    const app = {
      addListener: (_event: string, listener: () => void) => {
        window.pressBack = listener;
        return Promise.resolve({ remove: () => undefined });
      },
      exitApp: () => {
        window.exitedApp = true;
      },
    };
    Object.assign(window, { Capacitor: { isNativePlatform: () => true, Plugins: { App: app } } });
  });
}

describe('inside the native app', () => {
  it('uses the phone navigation at any width and follows the back button (requirements/product.md#screens)', async () => {
    // Wider than 1024 px on purpose: in the native app the mobile shell shows regardless.
    const { page, errors, url, screenshot } = await openPage(browser(), DESKTOP);
    await pretendNative(page);
    await signIn(page, url, 'technician@example.com', DEMO_PASSWORD, '/technician/dashboard');
    await expectVisible(page.getByRole('navigation', { name: 'Bottom navigation' }));
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);

    // Away from the dashboard, back leads to it.
    await page.goto(url('/technician/tasks'));
    await expectVisible(page.getByRole('heading', { name: 'Work Orders', level: 1 }));
    await page.waitForFunction(() => typeof window.pressBack === 'function');
    await page.evaluate(() => window.pressBack?.());
    await page.waitForURL(/\/technician\/dashboard$/);
    await expectVisible(page.getByRole('heading', { name: /^Welcome, / }));

    // On the dashboard the first press warns, a second within 2 s exits.
    await page.evaluate(() => window.pressBack?.());
    await expectVisible(page.getByText('Press back again to exit app'));
    expect(await page.evaluate(() => window.exitedApp ?? false)).toBe(false);
    // The second press at once: the picture (and its accessibility check) can take longer than
    // the 2 s the first press allows on a busy machine, so it comes after.
    await page.evaluate(() => window.pressBack?.());
    expect(await page.evaluate(() => window.exitedApp ?? false)).toBe(true);
    await screenshot('shell-native-back-toast');
    expect(errors).toEqual([]);
  });

  it('signs out once the calendar day of sign-in is over (requirements/product.md#states)', async () => {
    const { page, errors, url } = await openPage(browser(), DESKTOP);
    await pretendNative(page);
    await page.clock.install();
    await signIn(page, url, 'technician@example.com', DEMO_PASSWORD, '/technician/dashboard');
    await expectVisible(page.getByRole('heading', { name: /^Welcome, / }));

    // Still the same day: the minute check keeps the session.
    await page.clock.fastForward(61_000);
    // Give a wrong logout the time it would take to show, then check it did not happen.
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/\/technician\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    await page.evaluate(() => {
      const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
      localStorage.setItem('loginTime', yesterday.toISOString());
    });
    await page.clock.fastForward(61_000);
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
  });
});
