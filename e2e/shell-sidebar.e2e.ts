import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectTitle, expectVisible, openPage, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

// requirements/product.md#who-may-do-what 'Sidebar contents', word for word, plus the links every sidebar has: Dashboard and
// Checklists; Manage Checklists for admin, superadmin and manager; Settings for admin only; and
// Requests (issue 35) and Reports (issue 36) for the roles that lead sites.
// biome-ignore format: the spec's lists read better packed
const groupItems: Record<string, string[]> = {
  admin: [
    'Sites', 'Assets', 'Materials', 'Tasks', 'Requests', 'PM', 'Reports', 'Users',
    'Role Management', 'Signup Users', 'Activity Log', 'Staff Directory', 'Attendance Admin',
    'Leave Approval', 'Leave Management',
  ],
  manager: [
    'Assets', 'Materials', 'Tasks', 'Requests', 'PM', 'Reports', 'Staff Directory',
    'My Attendance', 'Leave Approval',
  ],
  // The technician's PM is left out: its list refuses them (docs/permissions.md).
  technician: ['Assets', 'Materials', 'Tasks', 'My Attendance'],
  client: ['Assets', 'Tasks', 'PM', 'Site Staff'],
};
const expectedSidebar = (role: string) => [
  'Dashboard',
  ...(groupItems[role] ?? []),
  'Checklists',
  ...(['admin', 'manager'].includes(role) ? ['Manage Checklists'] : []),
  ...(role === 'admin' ? ['Settings'] : []),
];
const sorted = (list: string[]) => [...list].sort();

/** The names of the sidebar's links, as a screen reader hears them (collapsed or not). */
async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expectVisible(nav);
  return nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));
}

describe.each(['admin', 'manager', 'technician', 'client'])('the desktop shell for %s', (role) => {
  it('shows exactly the role’s sidebar, the profile menu, and signs out after asking', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), DESKTOP);
    await signIn(page, url, `${role}@example.com`, DEMO_PASSWORD, `/${role}/dashboard`);

    expect(sorted(await sidebarLinks(page))).toEqual(sorted(expectedSidebar(role)));
    await expectVisible(page.getByRole('heading', { name: /^Welcome, / }));
    await expectTitle(page, 'Dashboard · Facility Management System');
    // requirements/product.md#screens: the bell is for admin and superadmin only.
    const bells = page.getByRole('button', { name: /notification/i });
    if (role === 'admin') await expectVisible(bells.first());
    else expect(await bells.count()).toBe(0);
    await screenshot(`shell-${role}-sidebar`);

    // A link opens the screen in the role's own area.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tasks' })
      .click();
    await page.waitForURL(new RegExp(`/${role}/tasks$`));
    await expectTitle(page, 'Tasks · Facility Management System');
    // The list has loaded: Export CSV, where the role has it, turns from disabled to enabled with
    // a fade that axe would read as low contrast.
    const exportCsv = page.getByRole('button', { name: 'Export CSV' });
    if ((await exportCsv.count()) > 0) await expect.poll(() => exportCsv.isEnabled()).toBe(true);

    // Collapsed, the sidebar keeps every link (by name) and remembers the choice.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expectVisible(page.getByRole('button', { name: 'Expand sidebar' }));
    expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');
    expect(sorted(await sidebarLinks(page))).toEqual(sorted(expectedSidebar(role)));
    await screenshot(`shell-${role}-collapsed`);
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Expand sidebar' }));
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expectVisible(page.getByRole('button', { name: 'Collapse sidebar' }));

    // The profile menu: Profile, Settings, Logout; arrow keys move, Escape closes.
    const account = page.getByRole('button', { name: /^Account menu for / });
    await account.click();
    const menu = page.getByRole('menu');
    await expectVisible(menu);
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items.map((item) => item.trim())).toEqual(['Profile', 'Settings', 'Logout']);
    expect(
      await menu
        .getByRole('menuitem', { name: 'Profile' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('End');
    expect(
      await menu
        .getByRole('menuitem', { name: 'Logout' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await screenshot(`shell-${role}-profile-menu`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await account.evaluate((el) => el === document.activeElement)).toBe(true);

    // Logout asks first; Cancel keeps the session, confirming ends it.
    await account.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await expectVisible(dialog.getByText('Are you sure you want to log out of your account?'));
    await screenshot(`shell-${role}-logout-confirm`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await account.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('logged_out'),
      ]),
    ).toEqual([null, 'true']);
    expect(errors).toEqual([]);
  });
});
