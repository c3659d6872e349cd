import { describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';

const browser = setupBrowser();

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('signing in with a PIN on %s', (_name, viewport) => {
  it('takes a technician to their dashboard', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), viewport);
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill('technician@example.com');
    await page.getByRole('button', { name: 'Sign in with PIN' }).click();

    const pin = page.getByRole('group', { name: 'PIN', exact: true });
    await expectVisible(pin);
    const submit = page.getByRole('button', { name: 'Sign In with PIN' });
    expect(await submit.isDisabled()).toBe(true);
    await pin.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type('1234');
    await screenshot('pin-sign-in');
    await submit.click();

    await page.waitForURL(/\/technician\/dashboard$/);
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Marco Silva' }));
    await expectVisible(page.getByText('Technician', { exact: true }));
    // The dashboard names their site (its recent activity may name it too).
    await expectVisible(page.getByText('Harbor View Towers', { exact: true }));
    await screenshot('technician-home');
    expect(errors).toEqual([]);
  });

  it('asks for the email first, and stops asking once one is typed (issue 30)', async () => {
    const { page, errors, url } = await openPage(browser(), viewport);
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Sign in with PIN' }).click();
    const asked = page.getByText('Please enter your email first');
    await expectVisible(asked);

    await page.getByLabel('Email', { exact: true }).pressSequentially('tech');
    await asked.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBeNull();

    // Still in password mode until Sign in with PIN is pressed again with a real address.
    await page.getByLabel('Email', { exact: true }).fill('technician@example.com');
    await page.getByRole('button', { name: 'Sign in with PIN' }).click();
    await expectVisible(page.getByRole('group', { name: 'PIN', exact: true }));
    expect(errors).toEqual([]);
  });

  it('tells someone without a PIN to sign in with their password first', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), viewport);
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill('manager@example.com');
    await page.getByRole('button', { name: 'Sign in with PIN' }).click();

    await expectVisible(
      page
        .getByRole('alert')
        .getByText(
          'No PIN set for this account. Please login with email and password first, then set up your PIN in Settings.',
        ),
    );
    // Still in password mode.
    await expectVisible(page.getByLabel('Password', { exact: true }));
    expect(await page.getByRole('group', { name: 'PIN', exact: true }).count()).toBe(0);
    await screenshot('pin-not-set');
    expect(errors).toEqual([]);
  });
});
