import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

/** Signs up through the API, as the register page does: the account waits for approval. */
async function register(page: Page, url: (path: string) => string, name: string, email: string) {
  const response = await page.request.post(url('/api/auth/register'), {
    data: { name, email, mobile: '9820077001', password: 'Demo@2026' },
  });
  expect(response.status()).toBe(201);
}

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('approving a sign-up on %s', (device, viewport) => {
  it('approves a pending user as Supervisor, who can then sign in', async () => {
    const stamp = Date.now();
    const admin = await openPage(browser(), viewport);
    const { page, url, screenshot } = admin;
    // The demo's pending sign-up on the desktop; a fresh one on the phone.
    const name = device === 'desktop' ? 'Kiran Patel' : `Ola Nordmann ${stamp}`;
    const email = device === 'desktop' ? 'kiran.patel@example.com' : `ola.${stamp}@example.com`;
    const rejected = `Rex Turned ${stamp}`;
    if (device === 'phone') await register(page, url, name, email);
    await register(page, url, rejected, `rex.${stamp}.${device}@example.com`);

    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await page.goto(url('/admin/signup-users'));
    await expectVisible(page.getByRole('heading', { name: 'Signup Users', level: 1 }));
    await page.waitForFunction(
      () => document.title === 'Signup Users · Facility Management System',
    );
    const card = page.getByRole('article').filter({ hasText: email });
    await expectVisible(card);
    expect(await card.getByLabel(`Role for ${name}`).inputValue()).toBe('technician');
    expect(await noSideways(page)).toBe(true);
    await screenshot('admin-signups');

    // Reject asks first, then removes the sign-up.
    await page.getByRole('button', { name: `Reject ${rejected}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm User Rejection' });
    await expectVisible(confirm);
    await dialogShot(page, 'admin-signups-reject');
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await expectVisible(page.getByText(`User ${rejected} rejected and removed successfully!`));
    await page.getByRole('article').filter({ hasText: rejected }).waitFor({ state: 'detached' });

    // Approve as Supervisor: the card leaves the list.
    await card.getByLabel(`Role for ${name}`).selectOption('supervisor');
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    await expectVisible(page.getByText(`User ${name} approved successfully!`));
    await card.waitFor({ state: 'detached' });
    await screenshot('admin-signups-approved');
    expect(admin.errors).toEqual([]);

    const approved = await openPage(browser(), viewport);
    await signIn(approved.page, approved.url, email, DEMO_PASSWORD, '/supervisor/dashboard');
    expect(approved.errors).toEqual([]);
  });
});
