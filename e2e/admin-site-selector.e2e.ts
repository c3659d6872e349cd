import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

/** The header's site selector (doc 000 §6) and the names of its choices. */
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
});
