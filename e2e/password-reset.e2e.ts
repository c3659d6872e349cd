import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { mailsTo, waitForResetCode } from './support/mail';
import { DEMO_PASSWORD, signIn } from './support/session';

// A supervisor of the journey's own: a reset changes the password, and the demo supervisor signs
// in with the demo password in other journeys that may run on the same server after this one.
const stamp = Date.now();
const SUPERVISOR = {
  name: `Reset Supervisor ${stamp}`,
  email: `reset-supervisor-${stamp}@example.com`,
};
const EMAIL = SUPERVISOR.email;

const browser = setupBrowser();

beforeAll(async () => {
  const { page, url } = await openPage(browser(), DESKTOP);
  await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
  await api(page, 'POST', '/users', { ...SUPERVISOR, password: DEMO_PASSWORD, role: 'supervisor' });
  await page.context().close();
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('resetting a forgotten password on %s', (_name, viewport) => {
  it('goes from the emailed code to a new password that signs in', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), viewport);
    // Unique per run, so the desktop and phone runs each set a password of their own.
    const newPassword = `Reset@${Date.now()}a`;

    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await expectVisible(page.getByRole('heading', { name: 'Forgot password?' }));
    expect(await page.title()).toBe('Forgot password · Facility Management System');
    await screenshot('forgot-password-email');

    const mailsBefore = mailsTo(EMAIL).length;
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expectVisible(page.getByText('If your email is registered, a reset code will be sent.'));
    const verify = page.getByRole('button', { name: 'Verify Code' });
    expect(await verify.isDisabled()).toBe(true);

    const code = await waitForResetCode(EMAIL, mailsBefore);
    const codeField = page.getByLabel('Reset code');
    // Digits only: anything else typed is dropped.
    await codeField.pressSequentially(`${code.slice(0, 3)}x`);
    expect(await codeField.inputValue()).toBe(code.slice(0, 3));
    expect(await verify.isDisabled()).toBe(true);
    await codeField.pressSequentially(code.slice(3));
    expect(await verify.isEnabled()).toBe(true);
    await screenshot('forgot-password-code');
    await verify.click();

    await page.waitForURL(/\/reset-password\?token=.+/);
    await expectVisible(page.getByRole('heading', { name: 'Reset password' }));
    const reset = page.getByRole('button', { name: 'Reset Password' });
    expect(await reset.isDisabled()).toBe(true);
    const requirements = page.getByRole('list', { name: 'Password requirements' });
    await page.getByLabel('New password', { exact: true }).fill('short');
    await expectVisible(requirements.getByText('At least 8 characters (not met)'));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await expectVisible(requirements.getByText('At least 8 characters (met)'));
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await expectVisible(page.getByText('Passwords do not match'));
    expect(await reset.isDisabled()).toBe(true);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await expectVisible(page.getByText('Passwords match'));
    await screenshot('reset-password');
    await reset.click();

    await expectVisible(page.getByRole('heading', { name: 'Password reset successful!' }));
    await screenshot('reset-password-done');
    // requirements/accounts.md#screens: on to /login after 3 seconds.
    await page.waitForURL(/\/login$/, { timeout: 5_000 });

    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/supervisor\/dashboard$/);
    await expectVisible(page.getByRole('heading', { name: `Welcome, ${SUPERVISOR.name}` }));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(errors).toEqual([]);
  });

  it('without a token, says the request is invalid and links to a new one', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), viewport);
    await page.goto(url('/reset-password'));
    await expectVisible(page.getByRole('heading', { name: 'Invalid Request' }));
    expect(
      await page.getByRole('link', { name: 'Request a new reset code' }).getAttribute('href'),
    ).toBe('/forgot-password');
    await screenshot('reset-password-invalid');
    expect(errors).toEqual([]);
  });
});
