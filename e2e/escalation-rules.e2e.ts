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

const browser = setupBrowser();

type Rules = {
  siteId: string;
  rules: { priority: string; notStartedMinutes: number | null; overdueHours: number | null }[];
};

const MINUTES_INVALID = 'Enter whole minutes from 1 to 10080 (a week), or leave it empty';

/** The sites list searched down to one site, as a person finds it. */
async function findSite(page: Page, name: string) {
  await page.getByLabel('Search sites').fill(name);
  await expectVisible(
    page.getByRole('heading', { name, exact: true }).or(page.getByRole('rowheader', { name })),
  );
}

// Issue 34: per site and priority, a work order not started N minutes after its assignment, or
// overdue by N hours, is told to the site's supervisors, and at twice N to its managers. The
// journey's site is its own, so no other journey's work orders escalate.
describe("an administrator sets a site's escalation rules", () => {
  it('saves medium at 30 minutes and 4 hours, reads them back, and refuses 0', async () => {
    const stamp = Date.now();
    const siteName = `Escalation Depot ${stamp}`;
    const admin = await openPage(browser(), DESKTOP);
    const { page, url, screenshot, errors } = admin;
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const site = await api<{ id: string }>(page, 'POST', '/sites', { name: siteName });

    await page.goto(url('/admin/sites'));
    await findSite(page, siteName);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    const open = page.getByRole('button', { name: `Escalation rules for ${siteName}` });
    expect(await open.getAttribute('title')).toBe('Escalation rules');
    await open.click();
    const dialog = page.getByRole('dialog', { name: `Escalation rules — ${siteName}` });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText('supervisors', { exact: false }));
    await expectVisible(dialog.getByText('An empty field turns that check off.'));

    // A site never given rules has every check off: every field empty.
    const medium = dialog.getByRole('group', { name: 'Medium' });
    const minutes = medium.getByRole('textbox', { name: 'Not started after (minutes)' });
    const hours = medium.getByRole('textbox', { name: 'Overdue by (hours)' });
    for (const priority of ['Low', 'Medium', 'High']) {
      const row = dialog.getByRole('group', { name: priority });
      expect(
        await row
          .getByRole('textbox')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      ).toEqual(['', '']);
    }
    await minutes.fill('30');
    await hours.fill('4');
    await dialogShot(page, 'escalation-rules-filled');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('Escalation rules saved'));
    await dialog.waitFor({ state: 'hidden' });

    // Saved for the three priorities: medium as typed, the others off.
    const saved = await api<Rules>(page, 'GET', `/sites/${site.id}/escalation-rules`);
    expect(saved.rules).toEqual([
      { priority: 'low', notStartedMinutes: null, overdueHours: null },
      { priority: 'medium', notStartedMinutes: 30, overdueHours: 4 },
      { priority: 'high', notStartedMinutes: null, overdueHours: null },
    ]);

    // Opened again after a reload, the dialog reads the server's rules.
    await page.reload();
    await findSite(page, siteName);
    await open.click();
    await expectVisible(dialog);
    await expect.poll(() => minutes.inputValue()).toBe('30');
    expect(await hours.inputValue()).toBe('4');

    // 0 minutes is refused on the field itself, before anything is sent.
    await minutes.fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(medium.getByText(MINUTES_INVALID));
    expect(await minutes.getAttribute('aria-invalid')).toBe('true');
    expect(await hours.getAttribute('aria-invalid')).toBeNull();
    await dialogShot(page, 'escalation-rules-invalid');

    // Cancel keeps what was saved.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const kept = await api<Rules>(page, 'GET', `/sites/${site.id}/escalation-rules`);
    expect(kept.rules[1]).toEqual({ priority: 'medium', notStartedMinutes: 30, overdueHours: 4 });
    await screenshot('escalation-rules-sites');
    expect(errors).toEqual([]);

    // Rules are an administrator's: a manager, who edits sites, has no such button.
    const manager = await openPage(browser(), DESKTOP);
    await signIn(manager.page, manager.url, 'manager@example.com', DEMO_PASSWORD);
    await manager.page.goto(manager.url('/sites'));
    await expectVisible(manager.page.getByRole('button', { name: /^Edit / }).first());
    expect(await manager.page.getByRole('button', { name: /^Escalation rules for / }).count()).toBe(
      0,
    );
  });

  it('fits a phone: the three priorities and both fields side by side', async () => {
    const stamp = Date.now();
    const siteName = `Escalation Yard ${stamp}`;
    const { page, url, screenshot, errors } = await openPage(browser(), PHONE);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const site = await api<{ id: string }>(page, 'POST', '/sites', { name: siteName });
    await api(page, 'PUT', `/sites/${site.id}/escalation-rules`, {
      rules: [{ priority: 'high', notStartedMinutes: 15, overdueHours: 2 }],
    });

    await page.goto(url('/admin/sites'));
    await findSite(page, siteName);
    await screenshot('escalation-rules-sites');
    await page.getByRole('button', { name: `Escalation rules for ${siteName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Escalation rules — ${siteName}` });
    const high = dialog.getByRole('group', { name: 'High' });
    const minutes = high.getByRole('textbox', { name: 'Not started after (minutes)' });
    await expect.poll(() => minutes.inputValue()).toBe('15');
    expect(await high.getByRole('textbox', { name: 'Overdue by (hours)' }).inputValue()).toBe('2');

    // The two fields of a row share it, and the dialog never scrolls sideways.
    const [minutesBox, hoursBox] = await Promise.all([
      minutes.boundingBox(),
      high.getByRole('textbox', { name: 'Overdue by (hours)' }).boundingBox(),
    ]);
    expect(minutesBox && hoursBox && Math.abs(minutesBox.y - hoursBox.y)).toBe(0);
    expect(await dialog.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

    // A field error fits its column.
    await minutes.fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(high.getByText(MINUTES_INVALID));
    expect(await dialog.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await dialogShot(page, 'escalation-rules-invalid');
    expect(errors).toEqual([]);
  });
});
