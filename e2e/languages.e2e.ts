import { translatorFor } from '@cmms/shared/i18n/source-translators';
import { SHELL_ROLES } from '@cmms/shared/roles';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD } from './support/session';

// The main paths in Hindi and Arabic (issue 32): the screens read the catalogues, so the journeys
// find what they press by the catalogue's words for it, not by a copy of them.
const hi = translatorFor('hi');
const ar = translatorFor('ar');
const es = translatorFor('es');
const browser = setupBrowser();

const stamp = Date.now();
const SITE = 'Harbor View Towers';
const AT_SITE = { latitude: 18.9222, longitude: 72.8347 };
const TECHNICIAN = { email: `hindi.tech.${stamp}@example.com`, name: `Ravi Kumar ${stamp}` };
const REQUESTER = { email: `arabic.tech.${stamp}@example.com`, name: `Layla Haddad ${stamp}` };
const title = `Leaking valve ${stamp}`;
const reason = `Family visit ${stamp}`;
const made = { workOrderNumber: '' };

const pad = (value: number) => String(value).padStart(2, '0');
const inDays = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

/** Signs in through the form in the page's language, as its reader would. */
async function signInAs(
  page: Page,
  url: (path: string) => string,
  words: typeof hi,
  email: string,
  expectedPath: string,
) {
  await page.goto(url('/login'));
  await page.getByLabel(words.t('auth.email'), { exact: true }).fill(email);
  await page.getByLabel(words.t('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: words.t('auth.signIn'), exact: true }).click();
  await page.waitForURL(new RegExp(`${expectedPath}$`));
}

/** No sideways scroll: nothing laid out past the screen's edge, whichever edge it starts from. */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The labels of a navigation cut short: each must be read whole, on two lines if it must. */
async function clippedLabels(navigation: Locator) {
  await expectVisible(navigation);
  return navigation.locator('a span, button span').evaluateAll((labels) =>
    labels
      // Text for screen readers only is clipped on purpose.
      .filter((label) => !label.classList.contains('sr-only'))
      .filter(
        (label) => label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight,
      )
      .map((label) => label.textContent),
  );
}

describe('the product in Hindi and Arabic', () => {
  beforeAll(async () => {
    const { page, url } = await openPage(browser(), DESKTOP);
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    const sites = await api<{ id: string; name: string }[]>(page, 'GET', '/sites');
    const harbor = sites.find((site) => site.name === SITE);
    const people: { id: string }[] = [];
    for (const person of [TECHNICIAN, REQUESTER]) {
      const { id } = await api<{ id: string }>(page, 'POST', '/users', {
        ...person,
        password: DEMO_PASSWORD,
        role: 'technician',
      });
      await api(page, 'POST', `/users/${id}/assign-sites`, { siteIds: [harbor?.id] });
      people.push({ id });
    }
    const assets = await api<{ id: string; siteId: string }[]>(
      page,
      'GET',
      `/assets?siteId=${harbor?.id}&limit=1`,
    );
    const workOrder = await api<{ workOrderNumber: string }>(page, 'POST', '/tasks', {
      title,
      description: 'The valve under the basement sink drips.',
      dueDate: inDays(3),
      assignedToId: people[0]?.id,
      assetId: assets[0]?.id,
      siteId: harbor?.id,
      priority: 'high',
    });
    made.workOrderNumber = workOrder.workOrderNumber;
    await page.context().close();
  });

  it("a technician's day in Hindi, on a phone: sign in, punch in, complete a work order", async () => {
    const { page, url, errors, screenshot } = await openPage(browser(), PHONE, {
      locale: 'hi-IN',
      geolocation: AT_SITE,
      permissions: ['geolocation'],
    });
    // The browser asks for Hindi: the sign-in page speaks it before anyone chose anything.
    await page.goto(url('/login'));
    await expectVisible(page.getByRole('heading', { name: hi.t('common.productName') }));
    expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      'hi',
      'ltr',
    ]);
    await screenshot('hi-login');
    await signInAs(page, url, hi, TECHNICIAN.email, '/technician/dashboard');
    await screenshot('hi-technician-dashboard');
    expect(await overflowOf(page)).toBe(0);

    await page.goto(url('/technician/attendance'));
    const card = page.getByRole('region', { name: hi.t('attendance.punchSection') });
    const punchIn = card.getByRole('button', { name: hi.t('attendance.punchIn') });
    await expectVisible(punchIn);
    await punchIn.click();
    await expect
      .poll(() => card.getByRole('button', { name: hi.t('attendance.punchOut') }).isEnabled())
      .toBe(true);
    await screenshot('hi-attendance-punched-in');

    await page.goto(url('/technician/tasks'));
    await page.getByLabel(hi.t('workOrders.searchLabel')).fill(title);
    // A phone lists work orders as cards.
    const row = page.locator('article').filter({ hasText: title });
    const complete = hi.t('workOrders.actionOn', {
      action: hi.t('workOrders.actionComplete'),
      number: made.workOrderNumber,
    });
    await row.getByRole('button', { name: complete }).click();
    await expectVisible(page.getByText(hi.t('workOrders.completed')));
    await expectVisible(row.getByText(hi.t('workOrders.statusCompleted'), { exact: true }));
    await screenshot('hi-work-order-completed');
    expect(errors).toEqual([]);
  });

  it("a manager's approvals in Arabic: the layout reads from the right, the leave is approved", async () => {
    const requester = await openPage(browser(), DESKTOP, { locale: 'ar' });
    await signInAs(requester.page, requester.url, ar, REQUESTER.email, '/technician/dashboard');
    await requester.page.goto(requester.url('/technician/attendance?tab=leave'));
    const form = requester.page.getByRole('region', { name: ar.t('attendance.requestLeaveTitle') });
    await form.getByLabel(ar.t('attendance.leaveType')).selectOption('Casual');
    await form.getByLabel(ar.t('attendance.startDate')).fill(inDays(30));
    await form.getByLabel(ar.t('attendance.endDate')).fill(inDays(31));
    await form.getByLabel(ar.t('attendance.reason')).fill(reason);
    await form.getByRole('button', { name: ar.t('attendance.submitRequest') }).click();
    await expectVisible(requester.page.getByText(ar.t('attendance.leaveSubmitted')));

    const { page, url, errors, screenshot } = await openPage(browser(), DESKTOP, { locale: 'ar' });
    await signInAs(page, url, ar, 'manager@example.com', '/manager/dashboard');
    expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    // The sidebar stands on the right of the screen, the page's heading starts from the right.
    const sidebar = page.getByRole('navigation').first();
    const box = await sidebar.boundingBox();
    expect(box && box.x + box.width / 2).toBeGreaterThan(DESKTOP.width / 2);
    await screenshot('ar-manager-dashboard');
    expect(await overflowOf(page)).toBe(0);

    await page.goto(url('/leave-approval'));
    await expectVisible(page.getByRole('heading', { name: ar.t('attendance.pendingTitle') }));
    const request = page.locator('article').filter({ hasText: reason });
    await expectVisible(request);
    await screenshot('ar-leave-approval');
    await request
      .getByRole('button', { name: ar.t('attendance.approveLeaveOf', { name: REQUESTER.name }) })
      .click();
    await expectVisible(page.getByText(ar.t('attendance.leaveApproved')));
    await request.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    // The requester is told in their language too: the notification the server stored is read
    // in Arabic.
    await requester.page.goto(requester.url('/notifications'));
    await expectVisible(requester.page.getByText(ar.t('attendance.leaveApproved')).first());
    await requester.screenshot('ar-leave-approved-notification');
    expect(requester.errors).toEqual([]);
  });
});

describe('every shell in Arabic', () => {
  // One sign-in a role, looked at on a desktop and then on a phone: the shell follows the width.
  it.each(SHELL_ROLES)('reads from the right on a desktop and on a phone: %s', async (role) => {
    const { page, url, errors, screenshot } = await openPage(browser(), DESKTOP, {
      locale: 'ar',
    });
    // The super admin works in the admin area.
    const area = role === 'superadmin' ? 'admin' : role;
    await signInAs(page, url, ar, `${role}@example.com`, `/${area}/dashboard`);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await expectVisible(page.getByRole('heading', { level: 1 }).first());
      expect(await page.evaluate(() => document.dir)).toBe('rtl');
      // The shell swaps its frame a render after the width changes.
      await expect.poll(() => overflowOf(page)).toBe(0);
      if (viewport === PHONE) {
        const bar = page.getByRole('navigation', { name: ar.t('shell.bottomNavigation') });
        expect(await clippedLabels(bar)).toEqual([]);
      }
      await screenshot(`ar-shell-${role}`);
    }
    expect(errors).toEqual([]);
  });
});

describe('Spanish, the longest of the four', () => {
  it("cuts no word of an administrator's sidebar, and keeps the tables' actions on the screen", async () => {
    const { page, url, errors, screenshot } = await openPage(browser(), DESKTOP, { locale: 'es' });
    await signInAs(page, url, es, 'admin@example.com', '/admin/dashboard');
    for (const name of ['shell.mainNavigation', 'shell.helpNavigation'] as const) {
      expect(await clippedLabels(page.getByRole('navigation', { name: es.t(name) }))).toEqual([]);
    }
    // 'Sitios asignados', 'Contacto del cliente': the headers wrap rather than push the row's
    // actions past the card's edge. Searched down to one demo row, so what other journeys wrote
    // on this server (long-text.e2e.ts's unbroken names and emails) does not decide the width.
    const tables = [
      ['/admin/users', 'users', 'Daniel Okafor'],
      ['/admin/sites', 'sites', 'Riverside Medical Center'],
    ] as const;
    for (const [path, feature, search] of tables) {
      await page.goto(url(path));
      await page.getByLabel(es.t(`${feature}.searchLabel`), { exact: true }).fill(search);
      const frame = page.getByRole('region', { name: es.t(`${feature}.tableLabel`) });
      await expect.poll(() => frame.locator('tbody tr').count()).toBe(1);
      // Polled: the columns settle once the row and its thumbnail have come.
      await expect
        .poll(() => frame.evaluate((table) => table.scrollWidth - table.clientWidth))
        .toBe(0);
      await screenshot(`es${path.replaceAll('/', '-')}`);
    }
    expect(errors).toEqual([]);
  });
});
