import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import {
  DESKTOP,
  dialogShot,
  expectTitle,
  expectVisible,
  openPage,
  PHONE,
  setupBrowser,
} from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

// A 1x1 PNG: the form shrinks whatever it gets to a JPEG data URL.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('an admin adds a site and gives it to a new manager', () => {
  it('creates the site with a picture and coordinates, then a manager who sees it', async () => {
    const stamp = Date.now();
    const siteName = `Lakeside Plaza ${stamp}`;
    const managerName = `Nora Lindqvist ${stamp}`;
    const managerEmail = `nora.${stamp}@example.com`;
    const admin = await openPage(browser(), DESKTOP);
    const { page, url, screenshot } = admin;
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');

    await page.goto(url('/admin/sites'));
    await expectVisible(page.getByRole('heading', { name: 'Sites', level: 1 }));
    await expectTitle(page, 'Sites · Facility Management System');
    await expectVisible(page.getByRole('columnheader', { name: 'Client POC' }));
    await screenshot('admin-sites-list');

    // The form checks the name before anything is sent.
    await page.getByRole('button', { name: 'Add Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Site' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Add Site' }).click();
    await expectVisible(dialog.getByText('Site name is required'));

    await dialog.getByLabel('Name', { exact: true }).fill(siteName);
    await dialog.getByLabel('Location', { exact: true }).fill('Bengaluru');
    await dialog.getByLabel('Address', { exact: true }).fill('1 MG Road, Bengaluru');
    await dialog.getByLabel('Site Manager', { exact: true }).fill('Ravi Kumar');
    await dialog.getByLabel('Client POC', { exact: true }).fill('Meera Shah');
    await dialog.getByLabel('Map location', { exact: true }).fill('12.9716,77.5946');
    // A site keeps its own calendar (issue 29): the server's zone unless another is chosen.
    const zone = dialog.getByLabel('Time zone', { exact: true });
    expect(await zone.inputValue()).toBe('');
    expect(await zone.locator('option').first().textContent()).toMatch(/^Server's zone \(.+\)$/);
    await zone.selectOption('Asia/Kolkata');
    await dialog
      .getByLabel('Site image')
      .setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(dialog.getByRole('img', { name: 'Site preview' }));
    await dialogShot(page, 'admin-site-form');
    await dialog.getByRole('button', { name: 'Add Site' }).click();
    await expectVisible(page.getByText('Site created successfully!'));
    await dialog.waitFor({ state: 'hidden' });

    // Searched on the server, it shows with its ST- ID, thumbnail and maps link.
    await page.getByLabel('Search sites').fill(siteName);
    const row = page.getByRole('row').filter({ hasText: siteName });
    await expectVisible(row);
    // The search waits for typing to settle; then only the header row and this one remain.
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await row.getByRole('cell').nth(1).textContent()).toMatch(/^ST-\d{4}$/);
    const thumbnail = row.getByRole('img', { name: `${siteName} thumbnail` });
    expect(await thumbnail.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    const map = row.getByRole('link', { name: `Map for ${siteName} (opens in a new tab)` });
    expect(await map.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12.9716%2C77.5946',
    );
    expect(await map.getAttribute('target')).toBe('_blank');
    expect(await map.getAttribute('rel')).toContain('noopener');
    await screenshot('admin-sites-created');
    const saved = await api<{ timeZone: string | null }[]>(
      page,
      'GET',
      `/sites?search=${encodeURIComponent(siteName)}`,
    );
    expect(saved[0]?.timeZone).toBe('Asia/Kolkata');

    // A manager, created here and given the new site.
    await page.goto(url('/admin/users'));
    await page.getByRole('button', { name: 'Add User' }).click();
    const userDialog = page.getByRole('dialog', { name: 'Create User' });
    expect(await userDialog.getByLabel('Role', { exact: true }).inputValue()).toBe('technician');
    await userDialog.getByLabel('Name', { exact: true }).fill(managerName);
    await userDialog.getByLabel('Email', { exact: true }).fill(managerEmail);
    await userDialog.getByLabel('Mobile', { exact: true }).fill('9820012399');
    await userDialog.getByLabel('Role', { exact: true }).selectOption('manager');
    await userDialog.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await dialogShot(page, 'admin-user-form');
    await userDialog.getByRole('button', { name: 'Create User' }).click();
    await expectVisible(page.getByText('User created successfully!'));

    await page.getByLabel('Search users').fill(managerEmail);
    const userRow = page.getByRole('row').filter({ hasText: managerEmail });
    await expectVisible(userRow);
    await userRow.getByRole('button', { name: `Manage Sites for ${managerName}` }).click();
    const sitesDialog = page.getByRole('dialog', { name: 'Manage Sites' });
    await sitesDialog.getByRole('checkbox', { name: siteName }).check();
    await dialogShot(page, 'admin-manage-sites');
    await sitesDialog.getByRole('button', { name: 'Save Assignments' }).click();
    await expectVisible(page.getByText('Site assignments updated successfully!'));
    await expectVisible(userRow.getByRole('cell', { name: siteName }));
    await screenshot('admin-users-list');

    // Editing with a blank password keeps the password (the manager signs in with it below).
    await userRow.getByRole('button', { name: `Edit ${managerName}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    expect(await editDialog.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);
    await editDialog.getByLabel('Mobile', { exact: true }).fill('9820012400');
    await editDialog.getByRole('button', { name: 'Update User' }).click();
    await expectVisible(page.getByText('User updated successfully!'));
    await expectVisible(userRow.getByRole('cell', { name: '9820012400' }));

    // A site that still has people is not deleted: the server says why.
    await page.goto(url('/admin/sites'));
    await page.getByLabel('Search sites').fill(siteName);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: `Delete ${siteName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Site' });
    await expectVisible(confirm.getByText('This action cannot be undone.', { exact: false }));
    await dialogShot(page, 'admin-site-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectVisible(page.getByText(/^Error: /));
    await expectVisible(page.getByRole('row').filter({ hasText: siteName }));
    await screenshot('admin-site-delete-refused');
    // The browser logs the refused request itself; nothing else went wrong.
    expect(admin.errors).toEqual([expect.stringContaining('409 (Conflict)')]);

    // The manager sees the site: in the sites list (theirs only) and in their staff directory.
    const manager = await openPage(browser(), DESKTOP);
    await signIn(manager.page, manager.url, managerEmail, DEMO_PASSWORD, '/manager/dashboard');
    await manager.page.goto(manager.url('/sites'));
    await expectVisible(manager.page.getByRole('row').filter({ hasText: siteName }));
    await expect.poll(() => manager.page.getByRole('row').count()).toBe(2);
    // Managers add and edit sites; deleting stays with admins (docs/permissions.md).
    await expectVisible(manager.page.getByRole('button', { name: 'Add Site' }));
    expect(await manager.page.getByRole('button', { name: `Delete ${siteName}` }).count()).toBe(0);
    await manager.screenshot('manager-sites');
    await manager.page.goto(manager.url('/manager/staff'));
    await expectVisible(manager.page.getByRole('rowheader', { name: managerName }));
    await manager.screenshot('manager-staff');
    expect(manager.errors).toEqual([]);
  });
});

describe("a site's emergency numbers (issue 30, docs/sites.md)", () => {
  it('an admin sets them in the site form; its people find them on Help', async () => {
    const stamp = Date.now();
    const siteName = `Harbour Annex ${stamp}`;
    const tech = { name: `Sana Patel ${stamp}`, email: `sana.${stamp}@example.com` };
    const admin = await openPage(browser(), DESKTOP);
    const { page, url } = admin;
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const site = await api<{ id: string }>(page, 'POST', '/sites', { name: siteName });
    const person = await api<{ id: string }>(page, 'POST', '/users', {
      ...tech,
      password: DEMO_PASSWORD,
      role: 'technician',
    });
    await api(page, 'POST', `/users/${person.id}/assign-sites`, { siteIds: [site.id] });

    // None yet: Help says so and who sets them, and invents no number.
    const worker = await openPage(browser(), PHONE);
    await signIn(worker.page, worker.url, tech.email, DEMO_PASSWORD, '/technician/dashboard');
    await worker.page.goto(worker.url('/help'));
    const section = worker.page.getByRole('region', { name: 'Emergency numbers' });
    await expectVisible(section.getByText('No emergency numbers have been set for your site yet.'));
    await expectVisible(
      section.getByText('An administrator can add them in Sites: Edit Site, Emergency numbers.'),
    );
    expect(await section.getByRole('link').count()).toBe(0);
    await worker.screenshot('help-no-emergency-numbers');

    await page.goto(url('/admin/sites'));
    await page.getByLabel('Search sites').fill(siteName);
    await page.getByRole('button', { name: `Edit ${siteName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Site' });
    const numbers = dialog.getByRole('group', { name: 'Emergency numbers' });
    await numbers.getByRole('button', { name: 'Add number' }).click();
    await numbers.getByLabel('Name 1', { exact: true }).fill('Fire brigade');
    await numbers.getByLabel('Number 1', { exact: true }).fill('call 101');
    await dialog.getByRole('button', { name: 'Update Site' }).click();
    await expectVisible(numbers.getByText('Use digits, spaces, +, - and parentheses only'));
    await numbers.getByLabel('Number 1', { exact: true }).fill('101');
    await numbers.getByRole('button', { name: 'Add number' }).click();
    await numbers.getByLabel('Name 2', { exact: true }).fill('Site security control room');
    await numbers.getByLabel('Number 2', { exact: true }).fill('+91 98200 00300');
    await dialogShot(page, 'admin-site-emergency-numbers');
    await dialog.getByRole('button', { name: 'Update Site' }).click();
    await expectVisible(page.getByText('Site updated successfully!'));
    await dialog.waitFor({ state: 'hidden' });

    await worker.page.reload();
    const security = section.getByRole('link', {
      name: 'Call Site security control room, +91 98200 00300',
    });
    await expectVisible(security);
    expect(await security.getAttribute('href')).toBe('tel:+919820000300');
    expect(
      await section.getByRole('link', { name: 'Call Fire brigade, 101' }).getAttribute('href'),
    ).toBe('tel:101');
    await worker.screenshot('help-emergency-numbers');
    expect(admin.errors).toEqual([]);
    expect(worker.errors).toEqual([]);
  });

  it('are not in the site form of a manager, whose edits keep them', async () => {
    const stamp = Date.now();
    const siteName = `Manager Annex ${stamp}`;
    // A manager of this journey's own: the demo manager's sites are other journeys' fixtures.
    const admin = await openPage(browser(), DESKTOP);
    await signIn(admin.page, admin.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const email = `annex.manager.${stamp}@example.com`;
    await api(admin.page, 'POST', '/users', {
      name: `Annex Manager ${stamp}`,
      email,
      password: DEMO_PASSWORD,
      role: 'manager',
    });
    const manager = await openPage(browser(), DESKTOP);
    const { page, url } = manager;
    await signIn(page, url, email, DEMO_PASSWORD, '/manager/dashboard');
    // A site of the manager's own (its creator is assigned to it), numbered by an admin.
    const site = await api<{ id: string }>(page, 'POST', '/sites', { name: siteName });
    await api(admin.page, 'PUT', `/sites/${site.id}`, {
      name: siteName,
      emergencyContacts: [{ label: 'Fire brigade', number: '101' }],
    });
    await admin.page.context().close();

    await page.goto(url('/sites'));
    await page.getByLabel('Search sites').fill(siteName);
    await page.getByRole('button', { name: `Edit ${siteName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Site' });
    await dialog.getByLabel('Site Manager', { exact: true }).fill('Daniel Okafor');
    expect(await dialog.getByRole('group', { name: 'Emergency numbers' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Update Site' }).click();
    await expectVisible(page.getByText('Site updated successfully!'));
    const saved = await api<{ siteManager: string; emergencyContacts: unknown[] }>(
      page,
      'GET',
      `/sites/${site.id}`,
    );
    expect(saved.siteManager).toBe('Daniel Okafor');
    expect(saved.emergencyContacts).toEqual([{ label: 'Fire brigade', number: '101' }]);
    expect(manager.errors).toEqual([]);
  });
});
