import { describe, expect, it } from 'vitest';
import { dialogShot, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

describe('the administration screens on a phone', () => {
  it('show cards, not tables, and never scroll sideways', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), PHONE);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const screens = [
      ['/admin/sites', 'Sites', 'admin-sites-phone'],
      ['/admin/users', 'Users', 'admin-users-phone'],
      ['/admin/roles', 'Role Management', 'admin-roles-phone'],
      ['/admin/staff', 'Staff Directory', 'admin-staff-phone'],
    ] as const;
    for (const [path, heading, name] of screens) {
      await page.goto(url(path));
      await expectVisible(page.getByRole('heading', { name: heading, level: 1 }));
      await expectVisible(page.getByRole('article').first());
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await screenshot(name);
    }
    // The staff directory's Call links dial the number.
    const call = page.getByRole('link', { name: 'Call Marco Silva' });
    expect(await call.getAttribute('href')).toBe('tel:9820000005');

    await page.goto(url('/admin/sites'));
    await page.getByRole('button', { name: 'Add Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Site' });
    await expectVisible(dialog.getByLabel('Site image'));
    await dialogShot(page, 'admin-site-form-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});
