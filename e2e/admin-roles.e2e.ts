import { describe, expect, it } from 'vitest';
import { DESKTOP, dialogShot, expectVisible, openPage, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

describe('a custom role with two permissions', () => {
  it('lets its holder manage sites and nothing else', async () => {
    const stamp = Date.now();
    // Written with capitals; users hold the key in lower case, every screen shows it as written.
    const label = `Site Keeper QA ${stamp}`;
    const role = label.toLowerCase();
    const holder = `Sefa Keeper ${stamp}`;
    const email = `sefa.${stamp}@example.com`;
    const admin = await openPage(browser(), DESKTOP);
    const { page, url, screenshot } = admin;
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');

    await page.goto(url('/admin/roles'));
    await expectVisible(page.getByRole('heading', { name: 'Role Management', level: 1 }));
    await expectVisible(page.getByRole('heading', { name: 'Inspector' }));
    await screenshot('admin-roles');

    await page.getByRole('button', { name: 'Create New Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Role' });
    const save = dialog.getByRole('button', { name: 'Create Role' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Role name', { exact: true }).fill(label);
    expect(await save.isDisabled()).toBe(false);

    // Categories open and close; the search narrows the catalogue to the Sites category.
    const sites = dialog.getByRole('button', { name: /^Sites/ });
    expect(await sites.getAttribute('aria-expanded')).toBe('false');
    await sites.click();
    expect(await sites.getAttribute('aria-expanded')).toBe('true');
    await dialog.getByRole('button', { name: 'Select All' }).click();
    await dialog.getByRole('button', { name: 'Clear All' }).click();
    await dialog.getByLabel('Search permissions').fill('sites');
    const catalogue = dialog.getByRole('group', { name: /^Permissions/ });
    expect(await catalogue.getByRole('checkbox').count()).toBe(3);
    await dialog.getByRole('checkbox', { name: 'View Sites' }).check();
    await dialog.getByRole('checkbox', { name: 'Update Sites' }).check();
    await expectVisible(dialog.getByText('Permissions (2 selected)'));
    await dialogShot(page, 'admin-role-form');
    await save.click();
    await expectVisible(page.getByText('Role created successfully!'));
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: label }) });
    await expectVisible(card);
    expect(await card.getByRole('list').getByRole('listitem').allTextContents()).toEqual([
      'View Sites',
      'Update Sites',
    ]);
    await screenshot('admin-roles-created');

    // A user who holds it.
    await page.goto(url('/admin/users'));
    await page.getByRole('button', { name: 'Add User' }).click();
    const userDialog = page.getByRole('dialog', { name: 'Create User' });
    await userDialog.getByLabel('Name', { exact: true }).fill(holder);
    await userDialog.getByLabel('Email', { exact: true }).fill(email);
    await userDialog.getByLabel('Role', { exact: true }).selectOption(role);
    await userDialog.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await userDialog.getByRole('button', { name: 'Create User' }).click();
    await expectVisible(page.getByText('User created successfully!'));
    // The list is 25 names a page in name order; other journeys add users on the same server.
    await page.getByLabel('Search users').fill(String(stamp));
    await expectVisible(page.getByRole('row').filter({ hasText: holder }).getByText(label));
    expect(admin.errors).toEqual([]);

    // The holder: an unknown role works in the technician area (requirements/product.md#roles).
    const keeper = await openPage(browser(), DESKTOP);
    await signIn(keeper.page, keeper.url, email, DEMO_PASSWORD, '/technician/dashboard');
    await expectVisible(keeper.page.getByText(label, { exact: true }).first());
    await keeper.page.goto(keeper.url('/sites'));
    await expectVisible(keeper.page.getByRole('heading', { name: 'Sites', level: 1 }));
    await expectVisible(keeper.page.getByText('No sites available'));
    await keeper.page.getByRole('button', { name: 'Add Site' }).click();
    const siteDialog = keeper.page.getByRole('dialog', { name: 'Add Site' });
    await siteDialog.getByLabel('Name', { exact: true }).fill(`Keeper Depot ${stamp}`);
    await siteDialog.getByRole('button', { name: 'Add Site' }).click();
    await expectVisible(keeper.page.getByText('Site created successfully!'));
    // Its creator is assigned to the new site, so it is listed; no delete_sites, no Delete.
    const row = keeper.page.getByRole('row').filter({ hasText: `Keeper Depot ${stamp}` });
    await expectVisible(row);
    await expectVisible(row.getByRole('button', { name: `Edit Keeper Depot ${stamp}` }));
    expect(await row.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await keeper.screenshot('custom-role-sites');

    // Users stay out of reach, in the app and at the API.
    await keeper.page.goto(keeper.url('/admin/users'));
    await expectVisible(keeper.page.getByRole('heading', { name: 'Access Denied' }));
    await keeper.screenshot('custom-role-users-denied');
    // From the test's side, so the refusal is not a console error of the page.
    const token = await keeper.page.evaluate(() => localStorage.getItem('token'));
    const answer = await keeper.page.request.get(keeper.url('/api/users'), {
      headers: { Authorization: `Bearer ${token}` },
    });
    const status = answer.status();
    expect(status).toBe(403);
    expect(keeper.errors).toEqual([]);
  });
});
