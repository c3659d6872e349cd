import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

/** Types digits into the PIN boxes of the group named `label`. */
async function typePin(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label, exact: true }).getByLabel('Digit 1 of 4').click();
  await page.keyboard.type(digits);
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('PIN settings and the app lock on %s', (_name, viewport) => {
  it('sets a PIN, locks after inactivity, unlocks with the PIN, then removes it', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), viewport);
    // The client account: no other journey changes its password or PIN (password-reset changes
    // the supervisor's), so the order journeys run in does not matter.
    await signIn(page, url, 'client@example.com', DEMO_PASSWORD, '/client/dashboard');

    await page.goto(url('/client/settings'));
    await expectVisible(page.getByRole('heading', { name: 'Settings', level: 1 }));
    expect(await page.title()).toBe('Settings · Facility Management System');
    await expectVisible(page.getByText('No PIN set'));
    await expectVisible(page.getByText('grace', { exact: false }).first());
    await screenshot('settings');

    // A mismatched confirmation is refused first.
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await typePin(page, 'New PIN', '2580');
    await typePin(page, 'Confirm PIN', '2581');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expectVisible(page.getByRole('alert').getByText('PINs do not match'));

    await typePin(page, 'Confirm PIN', '2580');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expectVisible(page.getByText('PIN is set'));
    await expectVisible(page.getByRole('button', { name: 'Change PIN' }));
    await screenshot('settings-pin-set');

    // Test-only: lock after 3 s idle (docs/testing.md); the product default stays 5 minutes.
    await page.evaluate(() => localStorage.setItem('auto_lock_test_ms', '3000'));
    await page.reload();
    const lock = page.getByRole('dialog', { name: 'App locked' });
    await expectVisible(lock, 10_000);
    const unlock = lock.getByRole('button', { name: 'Unlock' });
    expect(await unlock.isDisabled()).toBe(true);
    // The app behind the lock is hidden, not just covered.
    expect(await page.getByRole('heading', { name: 'Settings', level: 1 }).isHidden()).toBe(true);
    await screenshot('lock-screen');

    // Locked survives a reload.
    await page.evaluate(() => localStorage.removeItem('auto_lock_test_ms'));
    await page.reload();
    await expectVisible(lock);

    await typePin(page, 'PIN', '1111');
    await unlock.click();
    await expectVisible(lock.getByRole('alert').getByText('Incorrect PIN. Please try again.'));
    await screenshot('lock-screen-wrong-pin');

    await typePin(page, 'PIN', '2580');
    await unlock.click();
    await lock.waitFor({ state: 'detached' });
    await expectVisible(page.getByRole('heading', { name: 'Settings', level: 1 }));

    // Change it: the current PIN is checked by the server first.
    await page.getByRole('button', { name: 'Change PIN' }).click();
    await typePin(page, 'Current PIN', '2580');
    await typePin(page, 'New PIN', '1470');
    await typePin(page, 'Confirm new PIN', '1470');
    await page.getByRole('button', { name: 'Change PIN' }).click();
    await expectVisible(page.getByText('PIN changed successfully'));

    // Clean up so the other viewport starts without a PIN.
    await page.getByRole('button', { name: 'Remove PIN' }).click();
    await page
      .getByRole('dialog', { name: 'Remove PIN' })
      .getByRole('button', { name: 'Remove PIN' })
      .click();
    await expectVisible(page.getByText('No PIN set'));
    // The one console line is Chromium's own report of the wrong PIN's 400 answer, which the
    // journey provokes on purpose; the app itself logs nothing.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
});
