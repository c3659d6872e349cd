import type { SiteCost } from '@cmms/shared/site-cost';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import {
  DESKTOP,
  dialogShot,
  expectVisible,
  openPage,
  PHONE,
  setupBrowser,
} from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

// What ties the record of the work to the rest (issue 33): a material request for a work order
// puts its parts there once issued, a site's cost adds up its work orders, and a site may require
// a photo to complete.
const browser = setupBrowser();
const stamp = Date.now();
const SITE = 'Harbor View Towers';

const region = (page: Page, name: string) => page.getByRole('region', { name });

describe('a material request for a work order', () => {
  it('is asked for by the technician, issued by the manager, and lands on the work order', async () => {
    const material = `Pump gland packing ${stamp}`;
    const technician = await openPage(browser(), DESKTOP);
    await signIn(
      technician.page,
      technician.url,
      'technician@example.com',
      DEMO_PASSWORD,
      '/technician/dashboard',
    );
    const [task] = await api<{ id: string; workOrderNumber: string; title: string }[]>(
      technician.page,
      'GET',
      '/tasks?filter=pending&limit=1',
    );
    if (!task) throw new Error('the demo technician has no open work order');
    const admin = await openPage(browser(), DESKTOP);
    await signIn(admin.page, admin.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await api(admin.page, 'POST', '/materials', {
      name: material,
      category: 'Plumbing',
      unit: 'pieces',
      quantity: 6,
      reorderLevel: 1,
      siteId: null,
      unitCost: 3.5,
    });

    await technician.page.goto(technician.url('/technician/materials'));
    await technician.page.getByLabel('Search materials').fill(String(stamp));
    await technician.page
      .getByRole('button', { name: `Request ${material}` })
      .first()
      .click();
    const dialog = technician.page.getByRole('dialog', { name: `Request ${material}` });
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByLabel('Reason').fill('The gland on the pump weeps');
    await dialog
      .getByLabel('Work order')
      .selectOption({ label: `${task.workOrderNumber} · ${task.title}` });
    await dialogShot(technician.page, 'material-request-for-work-order');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expectVisible(technician.page.getByText('Material request submitted successfully!'));
    expect(technician.errors).toEqual([]);

    await admin.page.goto(admin.url('/admin/materials?tab=requests'));
    await admin.page.getByLabel('Search requests').fill(String(stamp));
    const row = admin.page.getByRole('row').filter({ hasText: material });
    await expectVisible(row.getByText(`For ${task.workOrderNumber}`));
    await row.getByRole('button', { name: `Approve request for ${material}` }).click();
    await expectVisible(row.getByText('Approved', { exact: true }));
    await row.getByRole('button', { name: `Issue request for ${material}` }).click();
    await expectVisible(row.getByText('Issued', { exact: true }));
    await admin.screenshot('material-request-for-work-order-issued');
    // Its link opens the work order, which now holds the two and counts them in its cost.
    await row.getByRole('link', { name: `For ${task.workOrderNumber}` }).click();
    await admin.page.waitForURL(new RegExp(`/tasks/${task.id}`));
    const parts = region(admin.page, 'Parts');
    await expectVisible(parts.getByText(material));
    await expectVisible(
      region(admin.page, 'Timeline')
        .getByText(new RegExp(`2 pieces of ${material}`))
        .first(),
    );
    await admin.screenshot('work-order-with-requested-parts');
    expect(admin.errors).toEqual([]);
  });
});

describe('a site', () => {
  it('shows administrators and managers what its maintenance cost, month by month', async () => {
    for (const [email, home, viewport] of [
      ['admin@example.com', '/admin/dashboard', DESKTOP],
      ['manager@example.com', '/manager/dashboard', PHONE],
    ] as const) {
      const { page, url, errors, screenshot } = await openPage(browser(), viewport);
      await signIn(page, url, email, DEMO_PASSWORD, home);
      await page.goto(url('/sites'));
      await page.getByRole('button', { name: `Cost of ${SITE}` }).click();
      const dialog = page.getByRole('dialog', { name: `Maintenance cost: ${SITE}` });
      await expectVisible(dialog.getByText('Last 12 months'));
      const sites = await api<{ id: string; name: string }[]>(page, 'GET', '/sites');
      const harbor = sites.find((site) => site.name === SITE);
      const cost = await api<SiteCost>(page, 'GET', `/sites/${harbor?.id}/cost`);
      // The demo's work at the site this month: the generator's alternator and the chiller.
      expect(cost.total.total).toBeGreaterThan(0);
      const months = dialog.getByRole('table', { name: 'By month' });
      expect(await months.getByRole('row').count()).toBe(13);
      const costliest = dialog.getByRole('table', { name: 'Costliest assets' });
      expect(await costliest.getByRole('cell').first().textContent()).toBe(
        'Diesel Generator 500 kVA (AST-000004)',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(`site-cost-${viewport.width}`);
      expect(errors).toEqual([]);
    }
    const supervisor = await openPage(browser(), DESKTOP);
    await signIn(
      supervisor.page,
      supervisor.url,
      'supervisor@example.com',
      DEMO_PASSWORD,
      '/supervisor/dashboard',
    );
    await supervisor.page.goto(supervisor.url('/sites'));
    await expectVisible(supervisor.page.getByRole('heading', { name: 'Sites', level: 1 }));
    expect(await supervisor.page.getByRole('button', { name: /^Cost of/ }).count()).toBe(0);
  });

  it('keeps the completion photo rule an administrator sets', async () => {
    const name = `Photo Rule Depot ${stamp}`;
    const { page, url, errors } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await page.goto(url('/sites'));
    await page.getByRole('button', { name: 'Add Site' }).click();
    const add = page.getByRole('dialog', { name: 'Add Site' });
    await add.getByLabel('Name', { exact: true }).fill(name);
    const rule = add.getByLabel('Require a photo to complete a work order');
    expect(await rule.isChecked()).toBe(false);
    await rule.check();
    await add.getByRole('button', { name: 'Add Site' }).click();
    await expectVisible(page.getByText('Site created successfully!'));
    await page.getByLabel('Search sites').fill(name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Site' });
    expect(await edit.getByLabel('Require a photo to complete a work order').isChecked()).toBe(
      true,
    );
    await dialogShot(page, 'site-completion-photo-rule');
    expect(errors).toEqual([]);
  });
});
