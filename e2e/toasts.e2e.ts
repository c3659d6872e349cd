import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { dialogShot, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

// Issue 30: toasts covered the buttons people had just pressed (a holiday's Delete on a desktop,
// a work order card's Complete and a material card's Delete on a phone), dialog titles, and
// "PIN set successfully" stayed after signing out, over the login page's Create account.
const browser = setupBrowser();

// The screens of the findings.
const DESKTOP = { width: 1366, height: 800 };

// The journey's own records (docs/testing.md), found by the stamp in their names.
const stamp = Date.now();
const TECH = { name: `Toast Tech ${stamp}`, email: `toast.tech.${stamp}@example.com` };
const pinPerson = (viewport: string) => ({
  name: `Toast Pin ${viewport} ${stamp}`,
  email: `toast.pin.${viewport}.${stamp}@example.com`,
});
const HOLIDAYS = ['A', 'B', 'C', 'D'].map((letter) => `Toast holiday ${letter} ${stamp}`);
const MATERIALS = ['A', 'B', 'C'].map((letter) => `Toast gasket ${letter} ${stamp}`);
const workOrders: string[] = [];

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

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
    if (now.x === last.x && now.y === last.y && now.height === last.height) return now;
    last = now;
  }
  throw new Error('the toast never came to rest');
}

const toastOf = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * The controls a press inside `box` would reach if the toasts were not there: each one's name.
 * Controls hidden under the header or a dialog's backdrop are not counted; they cannot be used.
 */
const controlsUnder = (page: Page, box: Box) =>
  page.evaluate((area) => {
    const toasters = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toaster]'));
    for (const toaster of toasters) toaster.style.visibility = 'hidden';
    try {
      const controls = document.querySelectorAll(
        'a[href], button, input, select, textarea, [role="button"]',
      );
      return Array.from(controls).flatMap((control) => {
        const r = control.getBoundingClientRect();
        const left = Math.max(r.left, area.x);
        const right = Math.min(r.right, area.x + area.width);
        const top = Math.max(r.top, area.y);
        const bottom = Math.min(r.bottom, area.y + area.height);
        if (right <= left || bottom <= top) return [];
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        return hit && (hit === control || control.contains(hit))
          ? [control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName]
          : [];
      });
    } finally {
      for (const toaster of toasters) toaster.style.visibility = '';
    }
  }, box);

/** Scrolls so that the middle of `locator` is `y` pixels from the top of the window, if it can. */
async function scrollTo(locator: Locator, y: number) {
  await locator.scrollIntoViewIfNeeded();
  const box = await boxOf(locator);
  await locator.page().evaluate((by) => window.scrollBy(0, by), box.y + box.height / 2 - y);
  await locator.page().waitForTimeout(200);
}

// Where phone toasts used to sit: just above the bottom bar.
const ABOVE_THE_BOTTOM_BAR = PHONE.height - 100;

beforeAll(async () => {
  const { page, url } = await openPage(browser(), DESKTOP);
  await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
  const sites = await api<{ id: string; name: string }[]>(page, 'GET', '/sites');
  const harbor = sites.find((site) => site.name === 'Harbor View Towers')?.id;
  const tech = await api<{ id: string }>(page, 'POST', '/users', {
    ...TECH,
    password: DEMO_PASSWORD,
    role: 'technician',
  });
  await api(page, 'POST', `/users/${tech.id}/assign-sites`, { siteIds: [harbor] });
  for (const viewport of ['desktop', 'phone']) {
    await api(page, 'POST', '/users', {
      ...pinPerson(viewport),
      password: DEMO_PASSWORD,
      role: 'supervisor',
    });
  }
  const [asset] = await api<{ id: string }[]>(page, 'GET', `/assets?siteId=${harbor}&limit=1`);
  const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  for (const part of ['pump', 'fan', 'valve', 'chiller']) {
    const task = await api<{ workOrderNumber: string }>(page, 'POST', '/tasks', {
      title: `Toast ${part} ${stamp}`,
      description: 'Routine check',
      dueDate: due,
      assignedToId: tech.id,
      assetId: asset?.id,
      siteId: harbor,
    });
    workOrders.push(task.workOrderNumber);
  }
  for (const [index, name] of HOLIDAYS.entries()) {
    await api(page, 'POST', '/attendance/holidays', {
      name,
      date: `2099-0${index + 1}-15`,
      siteId: harbor,
    });
  }
  for (const name of MATERIALS) {
    await api(page, 'POST', '/materials', {
      name,
      category: 'Mechanical',
      unit: 'pieces',
      quantity: 10,
      reorderLevel: 1,
      siteId: harbor,
    });
  }
  await page.context().close();
});

describe('a toast raised by a button', () => {
  it('on a desktop covers no control: deleting a holiday', async () => {
    const { page, errors, url } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await page.goto(url('/admin-attendance'));
    await page.getByRole('tab', { name: 'Holidays' }).click();
    // Low on the screen, where the next row's Delete moves up into its place.
    const trigger = page.getByRole('button', { name: `Delete ${HOLIDAYS[1]}` });
    await scrollTo(trigger, DESKTOP.height - 60);
    const pressed = await boxOf(trigger);
    await trigger.click();
    await page
      .getByRole('dialog', { name: 'Delete holiday?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const toast = await settledBox(toastOf(page, 'Holiday deleted'));

    expect(overlap(toast, pressed), 'the toast covers the Delete just pressed').toBe(false);
    expect(await controlsUnder(page, toast)).toEqual([]);
    await dialogShot(page, 'toasts-holiday-deleted');
    expect(errors).toEqual([]);
  });

  it("on a phone keeps clear of a work order card's Complete", async () => {
    const { page, errors, url } = await openPage(browser(), PHONE);
    await signIn(page, url, TECH.email, DEMO_PASSWORD, '/technician/dashboard');
    await page.goto(url('/technician/tasks'));
    const trigger = page.getByRole('button', { name: `Complete ${workOrders[1]}` });
    await scrollTo(trigger, ABOVE_THE_BOTTOM_BAR);
    const pressed = await boxOf(trigger);
    await trigger.click();
    const toast = await settledBox(toastOf(page, 'Task marked as completed!'));

    expect(overlap(toast, pressed), 'the toast covers the Complete just pressed').toBe(false);
    const header = await boxOf(page.locator('header').first());
    const bar = await boxOf(page.getByRole('navigation', { name: 'Bottom navigation' }));
    expect(overlap(toast, header), 'the toast covers the header').toBe(false);
    expect(overlap(toast, bar), 'the toast covers the bottom bar').toBe(false);
    await dialogShot(page, 'toasts-work-order-completed');
    expect(errors).toEqual([]);
  });

  it("on a phone keeps clear of a material card's Delete", async () => {
    const { page, errors, url } = await openPage(browser(), PHONE);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await page.goto(url('/admin/materials'));
    await page.getByLabel('Search materials').fill(`Toast gasket`);
    const trigger = page.getByRole('button', { name: `Delete ${MATERIALS[1]}` });
    await expectVisible(trigger);
    await scrollTo(trigger, ABOVE_THE_BOTTOM_BAR);
    const pressed = await boxOf(trigger);
    await trigger.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    const toast = await settledBox(toastOf(page, 'Material deleted'));

    expect(overlap(toast, pressed), 'the toast covers the Delete just pressed').toBe(false);
    const bar = await boxOf(page.getByRole('navigation', { name: 'Bottom navigation' }));
    expect(overlap(toast, bar), 'the toast covers the bottom bar').toBe(false);
    await dialogShot(page, 'toasts-material-deleted');
    expect(errors).toEqual([]);
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('on a %s', (name, viewport) => {
  it('a toast over an open dialog covers neither its title nor its buttons', async () => {
    const { page, errors, url } = await openPage(browser(), viewport);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await page.goto(url('/admin/roles'));
    await page.getByRole('button', { name: 'Create New Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Role' });
    await dialog.getByLabel('Role name').fill('admin');
    await dialog.getByRole('button', { name: 'Create Role' }).click();
    // The server refuses a taken name; the form stays open and says so in a toast.
    const toast = await settledBox(toastOf(page, 'A role with this name already exists'));
    const title = await boxOf(dialog.getByRole('heading', { name: 'Create New Role' }));
    expect(overlap(toast, title), 'the toast covers the dialog title').toBe(false);
    for (const button of ['Create Role', 'Cancel', 'Close']) {
      const box = await boxOf(dialog.getByRole('button', { name: button, exact: true }));
      expect(overlap(toast, box), `the toast covers ${button}`).toBe(false);
    }
    await dialogShot(page, `toasts-dialog-${name}`);
    expect(errors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([]);
  });

  it('signing out dismisses the toasts: the login page shows none', async () => {
    const person = pinPerson(name);
    const { page, errors, url, screenshot } = await openPage(browser(), viewport);
    await signIn(page, url, person.email, DEMO_PASSWORD, '/supervisor/dashboard');
    await page.goto(url('/supervisor/settings'));
    await page.getByRole('button', { name: 'Set PIN' }).click();
    for (const label of ['New PIN', 'Confirm PIN']) {
      await page.getByRole('group', { name: label }).getByLabel('Digit 1 of 4').click();
      await page.keyboard.type('2468');
    }
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expectVisible(toastOf(page, 'PIN set successfully'));

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page
      .getByRole('dialog', { name: 'Logout' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL(/\/login$/);
    const create = page.getByRole('link', { name: 'Create account' });
    await expectVisible(create);
    // Longer than the toast's own entrance: it is gone, not on its way.
    await page.waitForTimeout(600);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    const link = await boxOf(create);
    const reached = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent,
      { x: link.x + link.width / 2, y: link.y + link.height / 2 },
    );
    expect(reached).toBe('Create account');
    await screenshot(`toasts-login-after-sign-out-${name}`);
    expect(errors).toEqual([]);
  });
});
