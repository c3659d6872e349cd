import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { baseUrl } from './support/journey-server';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

type Stats = {
  tasks: { total: number; completed: number; pending: number; overdue: number };
  assets: { total: number; active: number; maintenance: number; outOfService: number };
  users: { total: number };
  sites: { total: number };
};

/** Calls the API with the token the signed-in page holds; the body and X-Total-Count. */
async function api<T>(page: Page, path: string): Promise<{ body: T; total: number | null }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(new URL(`/api${path}`, baseUrl()), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  const header = response.headers.get('x-total-count');
  return { body: (await response.json()) as T, total: header === null ? null : Number(header) };
}

/** The figure cards as shown: card id to its value, once the figures have loaded. */
async function figures(page: Page): Promise<Record<string, number>> {
  await page.locator('ul[aria-label="Figures"]:not([aria-busy])').waitFor();
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLElement>('[data-card]')).map((card) => [
        card.dataset.card,
        Number(card.dataset.value),
      ]),
    ),
  );
}

/**
 * Other journeys create work orders meanwhile: compare the cards with the API at the same
 * moment, asking the dashboard to refresh (its 'dashboard-refresh' event) until both agree.
 */
async function expectFiguresMatch(
  page: Page,
  path: string,
  expected: (stats: Stats) => Record<string, number>,
) {
  let last: unknown;
  for (let attempt = 0; attempt < 6; attempt++) {
    const shown = await figures(page);
    const want = expected((await api<Stats>(page, path)).body);
    const picked = Object.fromEntries(Object.keys(want).map((key) => [key, shown[key]]));
    if (JSON.stringify(picked) === JSON.stringify(want)) return want;
    last = { shown: picked, want };
    await page.evaluate(() => window.dispatchEvent(new Event('dashboard-refresh')));
    await page.waitForTimeout(700);
  }
  throw new Error(`The dashboard never matched the API: ${JSON.stringify(last)}`);
}

describe('the admin dashboard (requirements/dashboards.md#screens)', () => {
  it('shows the API figures and its cards open the filtered lists', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Aisha Khan', level: 1 }));
    await expectVisible(page.getByText(/^Good (morning|afternoon|evening)$/));

    const want = await expectFiguresMatch(page, '/dashboard/stats', (stats) => ({
      tasks: stats.tasks.total,
      assets: stats.assets.total,
      users: stats.users.total,
      sites: stats.sites.total,
      ...(stats.tasks.overdue > 0 ? { overdue: stats.tasks.overdue } : {}),
    }));
    // The demo data has overdue work, so the conditional card is there.
    expect(want.overdue).toBeGreaterThan(0);

    await expectVisible(page.getByRole('link', { name: 'New Task' }));
    await expectVisible(page.getByRole('link', { name: 'View All' }));
    expect(await page.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/admin/activity-log',
    );
    await expectVisible(page.getByRole('heading', { name: 'Work orders by week' }));
    await expectVisible(page.getByRole('heading', { name: 'Recent Activity' }));
    await screenshot('dashboard-admin');

    // The overdue card leads to the overdue list, which counts as many.
    const overdueCard = page.locator('[data-card="overdue"] a');
    await overdueCard.click();
    await page.waitForURL(/\/admin\/tasks\?filter=overdue$/);
    await expectVisible(page.getByRole('heading', { name: 'Work Orders', level: 1 }));
    const list = await api<unknown[]>(page, '/tasks?filter=overdue&limit=1');
    expect(list.total).toBe(want.overdue);
    expect(errors).toEqual([]);
  });
});

describe('the technician dashboard', () => {
  it('counts only their own work orders', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'technician@example.com', DEMO_PASSWORD, '/technician/dashboard');
    await expectVisible(page.getByRole('heading', { name: /^Welcome, /, level: 1 }));
    let matched = false;
    for (let attempt = 0; attempt < 6 && !matched; attempt++) {
      const shown = await figures(page);
      const own = await api<unknown[]>(page, '/tasks?limit=1');
      matched = shown.tasks === own.total;
      if (!matched) {
        await page.evaluate(() => window.dispatchEvent(new Event('dashboard-refresh')));
        await page.waitForTimeout(700);
      }
    }
    expect(matched).toBe(true);
    // Their area's links, not the admin's.
    expect(await page.locator('[data-card="tasks"] a').getAttribute('href')).toBe(
      '/technician/tasks',
    );
    expect(await page.locator('[data-card="users"]').count()).toBe(0);
    await screenshot('dashboard-technician');
    expect(errors).toEqual([]);
  });
});

describe('the manager dashboard', () => {
  it('follows the header site selector', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    await expectVisible(page.getByRole('heading', { name: /^Welcome, /, level: 1 }));
    const select = page.getByRole('combobox', { name: 'Site' });
    await expectVisible(select);
    // Only one selector on the page: the header's.
    expect(await page.getByRole('combobox', { name: 'Site' }).count()).toBe(1);
    const options = await select
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent })),
      );
    expect(options[0]?.text).toBe('All Assigned Sites');

    const pick = (stats: Stats) => ({
      tasks: stats.tasks.total,
      completed: stats.tasks.completed,
      pending: stats.tasks.pending,
      overdue: stats.tasks.overdue,
      assets: stats.assets.total,
      'out-of-service': stats.assets.outOfService,
    });
    await select.selectOption('');
    const all = await expectFiguresMatch(page, '/dashboard/stats', pick);
    await screenshot('dashboard-manager');

    const sites = options.filter((option) => option.value !== '');
    expect(sites.length).toBeGreaterThan(0);
    let changed = false;
    for (const site of sites) {
      await select.selectOption(site.value);
      const one = await expectFiguresMatch(page, `/dashboard/stats?siteId=${site.value}`, pick);
      if (JSON.stringify(one) !== JSON.stringify(all)) changed = true;
    }
    // With two demo sites, at least one site's figures differ from all of them together.
    if (sites.length > 1) expect(changed).toBe(true);
    // Counted for one site, the card leads to that site's list (dashboard-cards.e2e.ts clicks
    // every card of every role).
    const last = sites.at(-1)?.value;
    expect(await page.locator('[data-card="completed"] a').getAttribute('href')).toBe(
      `/manager/tasks?filter=completed&siteId=${last}`,
    );
    expect(errors).toEqual([]);
  });
});

/** Stands in for the Capacitor wrapper (as in shell-native.e2e.ts): the native platform. */
async function pretendNative(page: Page) {
  await page.addInitScript(() => {
    const app = {
      addListener: () => Promise.resolve({ remove: () => undefined }),
      exitApp: () => undefined,
    };
    Object.assign(window, { Capacitor: { isNativePlatform: () => true, Plugins: { App: app } } });
  });
}

describe('the mobile dashboard', () => {
  it('lists the technician shortcuts of requirements/dashboards.md#screens in the native app', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), PHONE);
    await pretendNative(page);
    await signIn(page, url, 'technician@example.com', DEMO_PASSWORD, '/technician/dashboard');
    await expectVisible(page.getByRole('heading', { name: /^Welcome, /, level: 1 }));
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    await expectVisible(shortcuts);
    const hrefs = await shortcuts
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The PM shortcut of the table is left out: the PM list only refuses a technician, who
    // reaches their PM work orders through Tasks (docs/permissions.md).
    expect(hrefs).toEqual(['/technician/tasks', '/technician/assets', '/technician/checklist']);
    const quick = await page
      .getByRole('navigation', { name: 'Quick Actions' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(quick).toEqual(['/technician/attendance', '/technician/materials']);
    await expectVisible(page.getByRole('heading', { name: 'Recent Activity' }));
    await figures(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot('dashboard-technician-native');
    expect(errors).toEqual([]);
  });

  it('replaces the supervisor dashboard on a phone, and admins keep theirs', async () => {
    const supervisor = await openPage(browser(), PHONE);
    await signIn(supervisor.page, supervisor.url, 'supervisor@example.com', DEMO_PASSWORD);
    await expectVisible(supervisor.page.getByRole('navigation', { name: 'Shortcuts' }));
    await supervisor.screenshot('dashboard-supervisor-mobile');
    expect(supervisor.errors).toEqual([]);

    const admin = await openPage(browser(), PHONE);
    await signIn(admin.page, admin.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await figures(admin.page);
    await expectVisible(admin.page.getByRole('heading', { name: 'Work orders by status' }));
    const overflow = await admin.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await admin.screenshot('dashboard-admin');
    expect(admin.errors).toEqual([]);
  });
});
