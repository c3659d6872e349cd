import { describe, expect, it } from 'vitest';
import { expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

describe('the profile on a phone', () => {
  it('shows a manager their details and both assigned sites, and Back returns', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), PHONE);
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    await page.goto(url('/manager/profile'));

    await expectVisible(page.getByRole('heading', { name: 'Daniel Okafor' }));
    expect(await page.title()).toBe('Profile · Facility Management System');
    const main = page.getByRole('main');
    await expectVisible(main.getByText('Manager', { exact: true }));
    await expectVisible(main.getByText('manager@example.com'));
    await expectVisible(main.getByRole('link', { name: '9820000003' }));
    const sites = page.getByRole('region', { name: 'Assigned sites' });
    await expectVisible(sites.getByText('Harbor View Towers'));
    await expectVisible(sites.getByText('Riverside Medical Center'));
    // Initials stand in for the missing picture.
    await expectVisible(main.getByText('DO', { exact: true }));
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot('profile');

    await page.goto(url('/manager/profile-mobile'));
    await expectVisible(page.getByRole('heading', { name: 'Daniel Okafor' }));
    await expectVisible(main.getByText('Harbor View Towers, Riverside Medical Center'));
    await screenshot('profile-mobile');

    // Opened directly there is nothing to go back to: Back goes to the dashboard.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/manager\/dashboard$/);
    // Opened from the bottom bar, Back returns to where the user was.
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Daniel Okafor' }));
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/manager\/dashboard$/);
    expect(errors).toEqual([]);
  });
});
