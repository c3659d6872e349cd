import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectTitle, expectVisible, openPage, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

// Admin screens with the title the shell gives them; each page brings its own main heading.
const ADMIN_SCREENS: [string, string][] = [
  ['sites', 'Sites'],
  ['users', 'Users'],
  ['roles', 'Role Management'],
  ['leave-management', 'Leave Management'],
  ['activity-log', 'Activity Log'],
  ['checklist-management', 'Checklist Management'],
  ['pm', 'Preventive Maintenance'],
  ['materials', 'Materials'],
  ['tasks', 'Tasks'],
  ['assets', 'Assets'],
];

describe('Access Denied (requirements/product.md#who-may-do-what)', () => {
  async function expectDenied(page: Page, roles: string[]) {
    await expectVisible(page.getByRole('heading', { name: 'Access Denied' }));
    await expectVisible(page.getByText("You don't have permission to access this page"));
    const required = page.getByRole('list', { name: 'Required roles' }).getByRole('listitem');
    expect((await required.allTextContents()).map((text) => text.trim())).toEqual(roles);
    await expectTitle(page, 'Access Denied · Facility Management System');
  }

  it('stops a manager at the admin area and at users, naming the roles required', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');

    await page.goto(url('/admin/dashboard'));
    await expectDenied(page, ['Admin', 'Super Admin']);
    // The manager keeps their own shell around the refusal.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expectVisible(nav.getByRole('link', { name: 'Leave Approval' }));
    await screenshot('shell-access-denied');

    await page.goto(url('/manager/users'));
    await expectDenied(page, ['Admin', 'Super Admin']);

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(/\/manager\/dashboard$/);
    expect(errors).toEqual([]);
  });

  it('stops a technician at the root PM page, and shortcuts still work', async () => {
    const { page, errors, url } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'technician@example.com', DEMO_PASSWORD, '/technician/dashboard');

    await page.goto(url('/pm'));
    await expectDenied(page, ['Supervisor', 'Manager', 'Admin', 'Super Admin', 'Client']);

    // requirements/product.md#screens: ctrl+d opens the dashboard, ctrl+, the settings.
    await page.keyboard.press('Control+d');
    await page.waitForURL(/\/technician\/dashboard$/);
    await page.keyboard.press('Control+,');
    await page.waitForURL(/\/technician\/settings$/);
    expect(errors).toEqual([]);
  });
});

describe('the admin screens (requirements/product.md#screens)', () => {
  it('opens every admin screen with its title and its page', async () => {
    const { page, errors, url } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    for (const [screen, title] of ADMIN_SCREENS) {
      await page.goto(url(`/admin/${screen}`));
      await expectTitle(page, `${title} · Facility Management System`);
      await expectVisible(page.getByRole('main').getByRole('heading', { level: 1 }).first());
    }
    expect(errors).toEqual([]);
  });
});
