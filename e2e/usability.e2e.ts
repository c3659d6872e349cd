import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import {
  DESKTOP,
  dialogShot,
  expectVisible,
  type JourneyPage,
  openPage,
  PHONE,
  setupBrowser,
} from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

// Issue 20, a newcomer's usability findings: the desktop way to Notifications, Help and About
// for every role; toasts that cover no main button and show above an open dialog; the users
// table's action icons in line; a housekeeping dashboard with real figures. Issue 30: the client
// is not listed as site staff; a refused user delete says what keeps the user.
const browser = setupBrowser();

// The journey's own people (docs/testing.md): a technician of Harbor View Towers, a housekeeper
// of Riverside Medical Center with one material request, and an administrator; all found by
// the stamp in their names.
const stamp = Date.now();
const TECH = { name: `Uma Tech ${stamp}`, email: `ux.tech.${stamp}@example.com` };
const KEEPER = { name: `Hana Keeper ${stamp}`, email: `ux.keeper.${stamp}@example.com` };
const ADMIN = { name: `Ivo Admin ${stamp}`, email: `ux.admin.${stamp}@example.com` };
const made = { adminId: '', roleName: `ux check ${stamp}` };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  await expectVisible(locator);
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box: the element is not rendered');
  return box;
}

/** The box of a toast once it has slid into place (sonner animates it in). */
async function settledBox(locator: Locator): Promise<Box> {
  let last = await boxOf(locator);
  for (let tries = 0; tries < 20; tries += 1) {
    await locator.page().waitForTimeout(150);
    const now = await boxOf(locator);
    if (now.x === last.x && now.y === last.y) return now;
    last = now;
  }
  throw new Error('the toast never came to rest');
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast saying `text`: sonner's list item. */
const toastOf = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Whether a click at the middle of `box` reaches the toast, not a backdrop or a dialog over it. */
const toastTakesClicks = (page: Page, box: Box) =>
  page.evaluate(
    ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-sonner-toast]')),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );

async function closeToast(page: Page, text: string) {
  const toast = toastOf(page, text);
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await toast.waitFor({ state: 'detached', timeout: 7000 });
}

async function signedIn(viewport: typeof DESKTOP, email: string, path: string) {
  const journey = await openPage(browser(), viewport);
  await signIn(journey.page, journey.url, email, DEMO_PASSWORD, path);
  return journey;
}

beforeAll(async () => {
  const { page, url } = await openPage(browser(), DESKTOP);
  await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
  const sites = await api<{ id: string; name: string }[]>(page, 'GET', '/sites');
  const siteId = (name: string) => sites.find((site) => site.name === name)?.id;
  const person = async (who: { name: string; email: string }, role: string, site?: string) => {
    const { id } = await api<{ id: string }>(page, 'POST', '/users', {
      ...who,
      password: DEMO_PASSWORD,
      role,
    });
    // The assignment also notifies them: the technician's one unread notification.
    if (site) await api(page, 'POST', `/users/${id}/assign-sites`, { siteIds: [siteId(site)] });
    return id;
  };
  await person(TECH, 'technician', 'Harbor View Towers');
  await person(KEEPER, 'housekeeping', 'Riverside Medical Center');
  made.adminId = await person(ADMIN, 'admin');
  const material = await api<{ id: string }>(page, 'POST', '/materials', {
    name: `Floor wax ${stamp}`,
    category: 'Housekeeping',
    unit: 'pieces',
    quantity: 20,
    reorderLevel: 2,
    siteId: siteId('Riverside Medical Center'),
  });
  await page.context().close();

  const keeper = await signedIn(DESKTOP, KEEPER.email, '/housekeeping/dashboard');
  await api(keeper.page, 'POST', '/materials/requests', {
    materialId: material.id,
    quantity: 3,
    reason: 'Ward 2 floors',
  });
  await keeper.page.context().close();
});

afterAll(async () => {
  const { page, url } = await openPage(browser(), DESKTOP);
  await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
  if (made.adminId) await api(page, 'DELETE', `/users/${made.adminId}`);
  const roles = await api<{ id: string; name: string }[]>(page, 'GET', '/roles');
  const role = roles.find((one) => one.name === made.roleName);
  if (role) await api(page, 'DELETE', `/roles/${role.id}`);
  await page.context().close();
});

describe('the desktop way to Notifications, Help and About', () => {
  it('a technician finds them at the foot of the sidebar, with the unread count', async () => {
    const { page, errors, screenshot } = await signedIn(
      DESKTOP,
      TECH.email,
      '/technician/dashboard',
    );
    const { count } = await api<{ count: number }>(page, 'GET', '/notifications/unread-count');
    expect(count).toBeGreaterThan(0);
    const foot = page.getByRole('navigation', { name: 'Help and info' });
    const named = new RegExp(`^Notifications\\W*${count} unread$`);
    const notifications = foot.getByRole('link', { name: named });
    await expectVisible(notifications);
    // The header keeps its bell for admins only (requirements/product.md#screens).
    expect(await page.getByRole('button', { name: /notification/i }).count()).toBe(0);
    await screenshot('usability-sidebar-foot');

    await notifications.click();
    await page.waitForURL(/\/notifications$/);
    await expectVisible(page.getByRole('heading', { name: 'Notifications', level: 1 }));
    await foot.getByRole('link', { name: 'Help', exact: true }).click();
    await page.waitForURL(/\/help$/);
    await foot.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(/\/about$/);

    // Collapsed, the icons stay and the count stays in the link's name.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expectVisible(foot.getByRole('link', { name: named }));
    await screenshot('usability-sidebar-foot-collapsed');
    expect(errors).toEqual([]);
  });
});

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

describe.each(VIEWPORTS)('toasts on a %s', (_, viewport) => {
  it('cover neither the page header’s main buttons nor the bottom bar', async () => {
    const { page, errors, url, screenshot } = await signedIn(
      viewport,
      'admin@example.com',
      '/admin/dashboard',
    );
    await page.goto(url('/admin/assets'));
    await page.getByLabel('Search assets').fill(`no such asset ${stamp}`);
    await expectVisible(page.getByText('No assets match your filters'));
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const toast = toastOf(page, 'No assets to export.');
    const box = await settledBox(toast);
    for (const name of ['Add Asset', 'Export CSV']) {
      const button = await boxOf(page.getByRole('button', { name, exact: true }));
      expect(overlap(box, button), `the toast covers ${name}`).toBe(false);
    }
    // Issue 30: a desktop toast sits over the page title in the header, never its controls.
    const header = page.locator('header').first();
    const headerControls = header.locator('button:visible, select:visible, a[href]:visible');
    for (const control of await headerControls.all()) {
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
      expect(overlap(box, await boxOf(control)), `the toast covers ${name}`).toBe(false);
    }
    if (viewport === PHONE) {
      const bar = await boxOf(page.getByRole('navigation', { name: 'Bottom navigation' }));
      expect(overlap(box, bar), 'the toast covers the bottom bar').toBe(false);
    }
    expect(await toastTakesClicks(page, box)).toBe(true);
    await screenshot('usability-toast-page');
    await closeToast(page, 'No assets to export.');
    expect(errors).toEqual([]);
  });

  it('raised in an open dialog show above it, usable, clear of its buttons', async () => {
    const journey: JourneyPage = await signedIn(viewport, 'admin@example.com', '/admin/dashboard');
    const { page, errors } = journey;
    await page.goto(journey.url('/admin/roles'));
    await page.getByRole('button', { name: 'Create New Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Role' });
    await dialog.getByLabel('Role name').fill('admin');
    await dialog.getByRole('button', { name: 'Create Role' }).click();
    // The server refuses a taken name; the form stays open and says so in a toast.
    const text = 'A role with this name already exists';
    const box = await settledBox(toastOf(page, text));
    expect(await toastTakesClicks(page, box), 'the toast is under the dialog’s backdrop').toBe(
      true,
    );
    for (const name of ['Create Role', 'Cancel', 'Close']) {
      const button = await boxOf(dialog.getByRole('button', { name, exact: true }));
      expect(overlap(box, button), `the toast covers ${name}`).toBe(false);
    }
    await dialogShot(page, 'usability-toast-dialog');
    await closeToast(page, text);
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The browser logs the refusal it was meant to get; nothing else.
    expect(errors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([]);
  });
});

describe('a toast raised as its dialog closes', () => {
  it('stays on the page after the dialog', async () => {
    const { page, errors, url } = await signedIn(DESKTOP, 'admin@example.com', '/admin/dashboard');
    await page.goto(url('/admin/roles'));
    await page.getByRole('button', { name: 'Create New Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Role' });
    await dialog.getByLabel('Role name').fill(made.roleName);
    await dialog.getByRole('button', { name: 'Create Role' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const box = await settledBox(toastOf(page, 'Role created successfully!'));
    expect(await toastTakesClicks(page, box)).toBe(true);
    const create = await boxOf(page.getByRole('button', { name: 'Create New Role' }));
    expect(overlap(box, create)).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe.each(VIEWPORTS)('the users list on a %s', (_, viewport) => {
  it('keeps each action icon in the same place on every row', async () => {
    const { page, errors, url, screenshot } = await signedIn(
      viewport,
      'admin@example.com',
      '/admin/dashboard',
    );
    await page.goto(url('/admin/users'));
    await page.getByLabel('Search users').fill(String(stamp));
    // Only the journey's three people are listed once the search has answered.
    await expect
      .poll(() => page.getByRole('button', { name: /^Edit / }).count(), { timeout: 5000 })
      .toBe(3);
    // An admin has no Manage Sites (requirements/users-and-roles.md#who-may-do-what): the row that used to shift the rest left.
    await expectVisible(page.getByRole('button', { name: `Edit ${ADMIN.name}` }));
    const people = [TECH, KEEPER, ADMIN].map((who) => who.name);
    // Every button's left edge, read in one go so that no re-layout falls between them.
    const lefts = await page.evaluate(
      ({ names, actions }) =>
        actions.map((action) =>
          names.flatMap((name) => {
            const button = document.querySelector(`button[aria-label="${action} ${name}"]`);
            return button ? [button.getBoundingClientRect().left] : [];
          }),
        ),
      { names: people, actions: ['Edit', 'Manage Sites for', 'Deactivate', 'Delete'] },
    );
    expect(lefts.map((row) => row.length)).toEqual([3, 2, 3, 3]);
    for (const row of lefts) {
      expect(
        row.every((left) => Math.abs(left - (row[0] ?? 0)) < 1),
        row.join(', '),
      ).toBe(true);
    }
    await screenshot('usability-users-actions');
    expect(errors).toEqual([]);
  });
});

describe.each(VIEWPORTS)('the housekeeping dashboard on a %s', (_, viewport) => {
  it('shows the material requests the server counts, and no figure nobody counts', async () => {
    const { page, errors, screenshot } = await signedIn(
      viewport,
      KEEPER.email,
      '/housekeeping/dashboard',
    );
    const { materials } = await api<{
      materials: { requested: number; approved: number; pending: number };
    }>(page, 'GET', '/dashboard/stats');
    // At least the housekeeper's own request of the set-up.
    expect(materials.requested).toBeGreaterThan(0);
    const figures = page.getByRole('list', { name: 'Figures' });
    const shown = () =>
      figures
        .locator('li[data-card]')
        .evaluateAll((items) =>
          items.map((item) => [item.getAttribute('data-card'), item.getAttribute('data-value')]),
        );
    // Attendance present and absent are "always zero, not computed" (requirements/dashboards.md#records): no cards.
    await expect.poll(shown, { timeout: 5000 }).toEqual([
      ['materials', String(materials.requested)],
      ['approved', String(materials.approved)],
      ['materials-pending', String(materials.pending)],
    ]);
    expect(await page.getByText('Not counted yet').count()).toBe(0);
    await screenshot('usability-housekeeping-dashboard');
    if (viewport === DESKTOP) {
      // The sidebar has no group items for housekeeping (requirements/product.md#who-may-do-what): the dashboard links them.
      const quick = page.getByRole('navigation', { name: 'Quick Actions' });
      await expectVisible(quick.getByRole('link', { name: 'Attendance' }));
      await quick.getByRole('link', { name: 'Materials' }).click();
      await page.waitForURL(/\/housekeeping\/materials$/);
    }
    expect(errors).toEqual([]);
  });
});

describe.each(VIEWPORTS)('site staff on a %s (issue 30)', (_, viewport) => {
  it('lists the client’s site staff, not the client herself', async () => {
    const { page, errors, screenshot } = await signedIn(
      viewport,
      'client@example.com',
      '/client/dashboard',
    );
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    const [site] = me.assignedSites as { id: string }[];
    const staff = await api<{ name: string; role: string }[]>(
      page,
      'GET',
      `/sites/${site?.id}/staff`,
    );
    expect(staff.map((member) => member.role)).not.toContain('client');
    expect(staff.map((member) => member.name)).toContain('Marco Silva');

    await page.goto(page.url().replace(/dashboard$/, 'staff'));
    await expectVisible(page.getByRole('heading', { name: 'Site Staff', level: 1 }));
    await expectVisible(page.getByRole('rowheader', { name: 'Marco Silva' }));
    expect(await page.getByRole('rowheader', { name: me.name }).count()).toBe(0);
    await screenshot('usability-client-site-staff');
    expect(errors).toEqual([]);
  });
});

describe('a user who cannot be deleted (issue 30)', () => {
  it('is kept, and the screen says exactly what keeps them', async () => {
    const { page, errors, url, screenshot } = await signedIn(
      DESKTOP,
      'admin@example.com',
      '/admin/dashboard',
    );
    await page.goto(url('/admin/users'));
    await page.getByLabel('Search users').fill('technician@example.com');
    await page.getByRole('button', { name: 'Delete Marco Silva' }).click();
    await page
      .getByRole('dialog', { name: 'Delete User' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const said = toastOf(page, 'User "Marco Silva" still has');
    await expectVisible(said);
    const text = (await said.textContent()) ?? '';
    expect(text).toMatch(/still has \d+ assigned work orders?, \d+ attendance records?/);
    expect(text).toContain('Deactivate the account instead');
    await expectVisible(page.getByRole('button', { name: 'Delete Marco Silva' }));
    await screenshot('usability-user-delete-refused');
    expect(errors).toEqual([expect.stringContaining('409 (Conflict)')]);
  });
});
