import { describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';

const browser = setupBrowser();

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('signing in with a password on %s', (_name, viewport) => {
  it('lands on the role dashboard, and Logout ends the session', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), viewport);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
    });
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await page.waitForURL(/\/admin\/dashboard$/);
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Aisha Khan' }));
    // requirements/accounts.md#calls: the server is woken first; it answers, so the sign-in follows at once.
    expect(calls.slice(0, 2)).toEqual(['GET /api/wakeup', 'POST /api/auth/login']);
    // The admin dashboard (its figures are e2e/dashboards.e2e.ts's) covers every site.
    await expectVisible(page.getByRole('heading', { name: 'Recent Activity' }));
    await expectVisible(page.locator('span').getByText('All Sites', { exact: true }));
    expect(await page.title()).toBe('Dashboard · Facility Management System');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot('signed-in-home');

    // Signed in, the sign-in page and '/' lead back to the dashboard.
    await page.goto(url('/login'));
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(url('/'));
    await page.waitForURL(/\/admin\/dashboard$/);

    // Logout (in the profile menu) asks first; Escape and Cancel keep the session.
    const openLogout = async () => {
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    };
    await openLogout();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await expectVisible(dialog.getByText('Are you sure you want to log out of your account?'));
    await screenshot('logout-confirm');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await openLogout();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/admin\/dashboard$/);

    await openLogout();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await expectVisible(page.getByRole('button', { name: 'Sign In', exact: true }));
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('user'),
        localStorage.getItem('loginTime'),
        localStorage.getItem('logged_out'),
      ]),
    ).toEqual([null, null, null, 'true']);

    // The session is gone: the dashboard sends the visitor to sign in again.
    await page.goto(url('/admin/dashboard'));
    await page.waitForURL(/\/login$/);
    await expectVisible(page.getByRole('button', { name: 'Sign In', exact: true }));
    await screenshot('login-after-logout');
    expect(errors).toEqual([]);
  });

  it('returns to the page that asked for sign-in', async () => {
    const { page, errors, url } = await openPage(browser(), viewport);
    await page.goto(url('/manager/dashboard'));
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill('manager@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await page.waitForURL(/\/manager\/dashboard$/);
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Daniel Okafor' }));
    expect(await page.evaluate(() => localStorage.getItem('redirect_after_login'))).toBeNull();
    expect(errors).toEqual([]);
  });
});
