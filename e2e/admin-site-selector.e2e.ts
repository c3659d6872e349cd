import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

/** Signs out through the profile menu, as a person does. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page
    .getByRole('dialog', { name: 'Logout' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await page.waitForURL(/\/login$/);
}

/** The header's site selector (requirements/sites.md#who-may-do-what) and the names of its choices. */
async function selector(page: Page) {
  const select = page.getByRole('banner').getByRole('combobox', { name: 'Site' });
  await expectVisible(select);
  const options = await select.locator('option').allTextContents();
  return { select, options };
}

describe('the site selector', () => {
  it('offers a manager only their own two sites, the first selected', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    const { select, options } = await selector(page);
    expect(options).toEqual([
      'All Assigned Sites',
      'Harbor View Towers',
      'Riverside Medical Center',
    ]);
    expect(await select.locator('option:checked').textContent()).toBe('Harbor View Towers');
    await screenshot('site-selector-manager');

    // The staff directory follows the choice.
    await page.goto(url('/manager/staff'));
    await expectVisible(page.getByText('Staff at Harbor View Towers'));
    await expectVisible(page.getByRole('rowheader', { name: 'Marco Silva' }));
    await (await selector(page)).select.selectOption({ label: 'Riverside Medical Center' });
    await expectVisible(page.getByText('Staff at Riverside Medical Center'));
    await expectVisible(page.getByRole('rowheader', { name: 'Lena Fischer' }));
    expect(await page.getByRole('rowheader', { name: 'Marco Silva' }).count()).toBe(0);
    await screenshot('site-selector-manager-staff');
    expect(errors).toEqual([]);
  });

  it('offers an admin every site with All Sites, and remembers the choice', async () => {
    const { page, errors, url } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const { select } = await selector(page);
    // Admins' sites come from GET /sites, a moment after the header.
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(2);
    const options = await select.locator('option').allTextContents();
    expect(options[0]).toBe('All Sites');
    expect(options).toEqual(
      expect.arrayContaining(['Harbor View Towers', 'Riverside Medical Center']),
    );
    expect(await select.inputValue()).toBe('');
    await select.selectOption({ label: 'Riverside Medical Center' });
    const saved = await page.evaluate(() => localStorage.getItem('selectedSiteId'));
    expect(saved).toBe(await select.inputValue());
    expect(saved).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    const restored = (await selector(page)).select;
    await expect.poll(() => restored.inputValue()).toBe(saved);
    expect(errors).toEqual([]);
  });

  it("fits a phone's header", async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), PHONE);
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    const { options } = await selector(page);
    expect(options).toHaveLength(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot('site-selector-manager');
    expect(errors).toEqual([]);
  });

  it('shows a technician no selector', async () => {
    const { page, errors, url } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'technician@example.com', DEMO_PASSWORD, '/technician/dashboard');
    await expectVisible(page.getByRole('banner'));
    expect(await page.getByRole('combobox', { name: 'Site' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("keeps a manager's choice across reloads, and one person's choice from the next", async () => {
    const { page, errors, url } = await openPage(browser(), DESKTOP);
    const chosen = async () =>
      (await selector(page)).select.locator('option:checked').textContent();

    // A manager picks All Assigned Sites, then Riverside; both outlive a reload.
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    await (await selector(page)).select.selectOption({ label: 'All Assigned Sites' });
    await page.reload();
    await expect.poll(chosen).toBe('All Assigned Sites');
    await (await selector(page)).select.selectOption({ label: 'Riverside Medical Center' });
    await page.reload();
    await expect.poll(chosen).toBe('Riverside Medical Center');
    // The work orders screen, opened afresh, follows it.
    await page.goto(url('/manager/tasks'));
    await expectVisible(page.getByText(/^\d+ work orders? at Riverside Medical Center$/));
    await signOut(page);

    // An administrator on the same device starts from their own choice, not the manager's.
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedSiteId'))).toBeNull();
    await expect.poll(chosen).toBe('All Sites');
    await (await selector(page)).select.selectOption({ label: 'Harbor View Towers' });
    await signOut(page);
    // Signing out leaves no shared choice behind for the next person.
    expect(await page.evaluate(() => localStorage.getItem('selectedSiteId'))).toBeNull();

    // A second administrator does not get the first one's site...
    await signIn(page, url, 'superadmin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await expect.poll(chosen).toBe('All Sites');
    await signOut(page);
    // ...and each finds their own again.
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await expect.poll(chosen).toBe('Harbor View Towers');
    await signOut(page);
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    await expect.poll(chosen).toBe('Riverside Medical Center');
    expect(errors).toEqual([]);
  });

  it('takes the site a link names as the choice every screen follows', async () => {
    const { page, errors, url } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const sites = await page.evaluate(async () => {
      const response = await fetch('/api/sites', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await response.json()) as { id: string; name: string }[];
    });
    const riverside = sites.find((site) => site.name === 'Riverside Medical Center');
    if (!riverside) throw new Error('the demo site Riverside Medical Center is missing');
    await page.goto(url(`/admin/tasks?filter=overdue&siteId=${riverside.id}`));
    await expectVisible(page.getByText(/^\d+ work orders? at Riverside Medical Center$/));
    // The header took it, and the address no longer carries a second choice.
    const { select } = await selector(page);
    await expect.poll(() => select.inputValue()).toBe(riverside.id);
    await expect.poll(() => page.url()).toMatch(/\/admin\/tasks\?filter=overdue$/);
    await page.goto(url('/admin/assets'));
    await expect.poll(() => select.inputValue()).toBe(riverside.id);
    expect(errors).toEqual([]);
  });
});
