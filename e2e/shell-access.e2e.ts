import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectTitle, expectVisible, openPage, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

// Admin screens with the title the shell gives them: some built, some not yet.
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

/** The screens some source file registers, as `screens.x =` or `screens['x'] =`. */
function registeredScreens(): Set<string> {
  const src = fileURLToPath(new URL('../apps/web/src', import.meta.url));
  const registered = new Set<string>();
  const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    for (const match of text.matchAll(/screens(?:\.([\w]+)|\['([^']+)'\])\s*=/g)) {
      registered.add(match[1] ?? match[2] ?? '');
    }
  }
  return registered;
}

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

  // Every screen the route map names either renders its feature or says plainly it is not
  // available yet; a registered screen must never fall back to that page.
  it('shows the not-available page exactly for screens no feature has built', async () => {
    const registered = registeredScreens();
    const { page, errors, url, screenshot } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const notAvailable = page.getByText('This screen is not available yet.', { exact: false });
    for (const [screen, title] of ADMIN_SCREENS) {
      await page.goto(url(`/admin/${screen}`));
      await expectTitle(page, `${title} · Facility Management System`);
      if (registered.has(screen)) {
        await expectVisible(page.locator('main'));
        expect(await notAvailable.count(), screen).toBe(0);
      } else {
        await expectVisible(page.getByRole('heading', { name: title }));
        await expectVisible(notAvailable);
        await screenshot(`shell-not-available-${screen}`);
      }
    }
    expect(errors).toEqual([]);
  });
});
