import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

// Serial numbers and pasted codes come without spaces. The longest the forms take, unbroken,
// must wrap inside cards and tables instead of pushing the screen sideways.
const stamp = Date.now();
const assetName = `SN-${'X9'.repeat(85)}-${stamp}`.slice(0, 200);
const title = `${'W'.repeat(180)}${stamp}`.slice(0, 200);
const made = { taskId: '', assetId: '', siteId: '', userId: '' };
let adminPage: Page | null = null;

/**
 * A site, a technician of it, an asset and a work order, all with the longest texts the forms
 * take. Made apart from the demo's people, so no other journey's counts change.
 */
async function makeLongRecords(page: Page) {
  const site = await api<{ id: string }>(page, 'POST', '/sites', {
    name: `Site${'S'.repeat(180)}${stamp}`,
    location: 'L'.repeat(300),
    siteManager: 'M'.repeat(150),
    clientPOC: 'C'.repeat(150),
  });
  made.siteId = site.id;
  const technician = await api<{ id: string }>(page, 'POST', '/users', {
    name: `${'N'.repeat(100)}${stamp}`,
    email: `long.${stamp}@example.com`,
    mobile: '9876543210',
    password: 'Long@Text2026',
    role: 'technician',
  });
  made.userId = technician.id;
  await api(page, 'POST', `/users/${technician.id}/assign-sites`, { siteIds: [site.id] });
  const asset = await api<{ id: string }>(page, 'POST', '/assets', {
    name: assetName,
    type: 'T'.repeat(100),
    location: 'L'.repeat(200),
    siteId: site.id,
  });
  made.assetId = asset.id;
  const task = await api<{ id: string }>(page, 'POST', '/tasks', {
    title,
    description: 'D'.repeat(2000),
    dueDate: '2030-01-01',
    assignedToId: technician.id,
    assetId: asset.id,
    siteId: site.id,
  });
  made.taskId = task.id;
}

/** Whether the page, and every sideways-scrolling box on it, shows all of its content. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll('.overflow-x-auto'))].some(
      (box) => box.scrollWidth > box.clientWidth + 1,
    ),
  );

/** The list at `url` narrowed by the server to what `search` finds. */
async function listShowing(page: Page, url: string, search: string, label: string) {
  await page.goto(url);
  const searched = page.waitForResponse((response) =>
    response.url().includes(`search=${encodeURIComponent(search)}`),
  );
  await page.getByLabel(label).fill(search);
  await searched;
  await expectVisible(page.getByRole('main').getByText(search).first());
}

describe('long unbroken texts', () => {
  afterAll(async () => {
    // Journeys share one server: take our records away again.
    if (adminPage && made.taskId) await api(adminPage, 'DELETE', `/tasks/${made.taskId}`);
    if (adminPage && made.assetId) await api(adminPage, 'DELETE', `/assets/${made.assetId}`);
    if (adminPage && made.userId) await api(adminPage, 'DELETE', `/users/${made.userId}`);
    if (adminPage && made.siteId) await api(adminPage, 'DELETE', `/sites/${made.siteId}`);
  });

  it('wrap inside the tables of a desktop', async () => {
    const { page, url, errors, screenshot } = await openPage(browser(), DESKTOP);
    adminPage = page;
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await makeLongRecords(page);
    await listShowing(page, url('/admin/tasks'), String(stamp), 'Search work orders');
    expect(await overflowsSideways(page)).toBe(false);
    await expectVisible(page.getByRole('button', { name: /delete/i }).first());
    await screenshot('long-text-work-orders-desktop');
    await listShowing(page, url('/admin/assets'), String(stamp), 'Search assets');
    expect(await overflowsSideways(page)).toBe(false);
    await listShowing(page, url('/admin/sites'), String(stamp), 'Search sites');
    expect(await overflowsSideways(page)).toBe(false);
    await listShowing(page, url('/admin/users'), String(stamp), 'Search users');
    await screenshot('long-text-users-desktop');
    expect(await overflowsSideways(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('wrap inside the cards and pages of a phone', async () => {
    const { page, url, errors, screenshot } = await openPage(browser(), PHONE);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await listShowing(page, url('/admin/tasks'), String(stamp), 'Search work orders');
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot('long-text-work-orders-phone');
    await listShowing(page, url('/admin/assets'), String(stamp), 'Search assets');
    expect(await overflowsSideways(page)).toBe(false);
    await page.goto(url(`/assets/${made.assetId}`));
    await expectVisible(page.getByRole('heading', { name: assetName }));
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot('long-text-asset-phone');
    expect(errors).toEqual([]);
  });
});
