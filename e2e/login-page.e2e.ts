import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('the login page on %s', (_name, viewport) => {
  it('renders the spec layout with no console errors and no sideways scroll', async () => {
    const { page, errors, url, screenshot } = await openPage(browser, viewport);
    await page.goto(url('/'));
    // Signed out, / goes to the login page.
    await page.waitForURL(/\/login$/);

    expect(await page.title()).toContain('Facility Management System');
    await expect(
      page.getByRole('heading', { name: 'Facility Management System' }).isVisible(),
    ).resolves.toBe(true);
    for (const label of ['Email', 'Password']) {
      expect(await page.getByLabel(label, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in with PIN' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(await page.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/register',
    );

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot('login');
    expect(errors).toEqual([]);
  });

  it('checks the form before sending anything', async () => {
    const { page, errors, url } = await openPage(browser, viewport);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests.push(request.url());
    });
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await page.getByText('Email is required').isVisible()).toBe(true);
    expect(await page.getByText('Password is required').isVisible()).toBe(true);

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await page.getByText('Please enter a valid email address').isVisible()).toBe(true);

    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');

    // PIN mode needs an email first.
    await page.getByLabel('Email', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Sign in with PIN' }).click();
    expect(await page.getByText('Please enter your email first').isVisible()).toBe(true);

    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });
});
