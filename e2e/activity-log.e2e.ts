import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectTitle,
  expectVisible,
  openPage,
  PHONE,
  setupBrowser,
} from './support/browser';
import { baseUrl } from './support/journey-server';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

/** Calls the API as the demo admin, for the changes the journey is not about. */
async function asAdmin() {
  const base = baseUrl();
  const login = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(`/api${path}`, base), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  };
}

const entries = (page: Page) =>
  page.getByRole('list', { name: 'Activity entries' }).getByRole('listitem');

describe('an admin reviews the activity log (requirements/activity.md#screens)', () => {
  it('finds a change at the top, searches, filters, switches views and pages', async () => {
    const stamp = Date.now();
    const siteName = `Activity Plaza ${stamp}`;
    const api = await asAdmin();
    expect((await api('POST', '/sites', { name: siteName, location: 'Pune' })).status).toBe(201);

    const { page, errors, url, screenshot } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await page.goto(url('/admin/activity-log'));
    await expectVisible(page.getByRole('heading', { name: 'Activity Log', level: 1 }));
    await expectTitle(page, 'Activity Log · Facility Management System');

    // Newest first: the change just made is at the top, as a site change, just now; the system
    // may have written an entry of its own since (a PM pass, on its own schedule), so it is
    // among the first three rather than always the first.
    const made = page.getByRole('heading', { name: `Site "${siteName}" created` });
    const top = entries(page).filter({ has: made }).first();
    await expectVisible(top);
    const headings = await entries(page).getByRole('heading').allTextContents();
    expect(headings.slice(0, 3)).toContain(`Site "${siteName}" created`);
    await expectVisible(top.getByText('Site', { exact: true }));
    await expectVisible(top.getByText('Site created', { exact: true }));
    await expectVisible(top.getByText('Just now'));
    await expectVisible(top.getByText('Admin', { exact: true }));
    const time = top.locator('time');
    expect(await time.getAttribute('title')).toMatch(/\d{4}/);
    expect(Date.parse((await time.getAttribute('datetime')) ?? '')).toBeGreaterThan(stamp - 5000);
    // The view toggle starts on List.
    const view = page.getByRole('group', { name: 'View' });
    expect(await view.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screenshot('activity-log-list');

    // The search runs on the server once typing settles: only this change matches the stamp.
    await page.getByLabel('Search activity').fill(String(stamp));
    await expect.poll(() => entries(page).count()).toBe(1);
    await expectVisible(entries(page).getByText(siteName, { exact: false }));

    // Filtered by another family nothing matches; by its own family it is back.
    const type = page.getByLabel('Filter by type');
    const typeLabels = await type.locator('option').allTextContents();
    expect(typeLabels).toEqual([
      'All Types',
      'Sites',
      'Work Orders',
      'Assets',
      'Users',
      'Materials',
      'Leave',
      'Preventive Maintenance',
      'Attendance',
      'Checklists',
      'Notifications',
    ]);
    await type.selectOption('asset');
    await expectVisible(page.getByText('No activity matches your search or filter'));
    await screenshot('activity-log-no-match');
    await type.selectOption('site');
    await expectVisible(entries(page).getByText(siteName, { exact: false }));

    // Clear Filters from an empty result, then the site family alone: every badge says Site.
    await type.selectOption('asset');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    expect(await page.getByLabel('Search activity').inputValue()).toBe('');
    expect(await type.inputValue()).toBe('');
    await expectVisible(entries(page).first().getByText(siteName, { exact: false }));
    await type.selectOption('site');
    await expect
      .poll(async () => new Set(await entries(page).locator('[data-type]').allTextContents()))
      .toEqual(new Set(['Site']));

    // Table view: the same entry in a row; the choice survives a reload.
    await type.selectOption('');
    await view.getByRole('button', { name: 'Table' }).click();
    for (const column of ['Time', 'Type', 'Action', 'Description', 'User', 'Role']) {
      await expectVisible(page.getByRole('columnheader', { name: column, exact: true }));
    }
    const firstRow = page.getByRole('row').nth(1);
    await expectVisible(firstRow.getByRole('rowheader', { name: `Site "${siteName}" created` }));
    await expectVisible(firstRow.getByRole('cell', { name: 'Just now' }));
    await page.reload();
    await expectVisible(page.getByRole('columnheader', { name: 'Description' }));
    expect(await view.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screenshot('activity-log-table');

    // Paged on the server: 25 a page, with the total.
    const totalText = await page.getByText(/^\d+ entries$/).textContent();
    const total = Number.parseInt(totalText ?? '0', 10);
    expect(total).toBeGreaterThan(25);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expectVisible(pager.getByText(`Showing 1–25 of ${total} entries`));
    expect(await page.getByRole('row').count()).toBe(26);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expectVisible(pager.getByText(`Showing 26–${Math.min(50, total)} of ${total} entries`));
    await expect.poll(() => page.getByRole('row').count()).toBe(Math.min(25, total - 25) + 1);
    await screenshot('activity-log-page-2');
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expectVisible(pager.getByText(`Showing 1–25 of ${total} entries`));

    // Refresh fetches what happened since, without leaving the page.
    const later = `Activity Annex ${stamp}`;
    expect((await api('POST', '/sites', { name: later })).status).toBe(201);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectVisible(
      page
        .getByRole('row')
        .nth(1)
        .getByRole('rowheader', { name: `Site "${later}" created` }),
    );
    // At least one more: the server's own jobs (an escalation of a work order an earlier journey
    // made overdue) may have written entries meanwhile, and the count is the log's, whole.
    const entryCount = async () =>
      Number.parseInt((await page.getByText(/^\d+ entries$/).textContent()) ?? '0', 10);
    await expect.poll(entryCount).toBeGreaterThan(total);

    // The header's site choice narrows the log to that site's entries.
    const site = page.getByRole('banner').getByRole('combobox', { name: 'Site' });
    await site.selectOption({ label: siteName });
    await expectVisible(page.getByText(`1 entry at ${siteName}`));
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expectVisible(page.getByRole('rowheader', { name: `Site "${siteName}" created` }));
    await screenshot('activity-log-site');
    await site.selectOption({ label: 'All Sites' });
    await expect.poll(entryCount).toBeGreaterThan(total);

    // Back to List for the journeys after this one on this browser profile.
    await view.getByRole('button', { name: 'List' }).click();
    await expectVisible(entries(page).first());
    expect(errors).toEqual([]);
  });

  it('says when the log cannot load, and loads it again on Retry', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const feed = /\/api\/activity\?/;
    await page.route(feed, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'boom', error: 'boom' }),
      }),
    );
    await page.goto(url('/admin/activity-log'));
    // The API client tries a failed GET once more after 3 s before giving up.
    await expectVisible(
      page.getByText('Failed to load the activity log. Please try again.'),
      10_000,
    );
    await screenshot('activity-log-error');
    await page.unroute(feed);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(entries(page).first());
    // Only the refused requests themselves were logged by the browser.
    expect(errors.filter((text) => !text.includes('500 (Internal Server Error)'))).toEqual([]);
  });

  it('shows cards on a phone, without the view toggle', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), PHONE);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await page.goto(url('/admin/activity-log'));
    await expectVisible(page.getByRole('heading', { name: 'Activity Log', level: 1 }));
    await expectVisible(entries(page).first());
    expect(await page.getByRole('group', { name: 'View' }).count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot('activity-log-phone');
    await page.getByLabel('Filter by type').selectOption('user');
    await expect
      .poll(async () => new Set(await entries(page).locator('[data-type]').allTextContents()))
      .toEqual(new Set(['User']));
    await screenshot('activity-log-phone-users');
    expect(errors).toEqual([]);
  });
});

describe('the activity log is for admins only (requirements/activity.md#who-may-do-what)', () => {
  it('sends a manager to their dashboard from every address of it', async () => {
    const { page, errors, url } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    for (const path of ['/manager/activity-log', '/activity-log', '/admin/activity-log']) {
      await page.goto(url('/manager/settings'));
      await page.goto(url(path));
      await page.waitForURL(/\/manager\/dashboard$/);
      expect(await page.getByRole('heading', { name: 'Access Denied' }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it('leads an admin who types /activity-log to the admin screen', async () => {
    const { page, errors, url } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await page.goto(url('/activity-log'));
    await page.waitForURL(/\/admin\/activity-log$/);
    await expectVisible(page.getByRole('heading', { name: 'Activity Log', level: 1 }));
    expect(errors).toEqual([]);
  });
});
