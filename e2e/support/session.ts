import type { Page } from 'playwright-core';

/** The password of every demo account (and of the accounts the journeys create). */
export const DEMO_PASSWORD = 'Demo@2026';

/**
 * Signs in through the login form, as a person does: opens /login, fills Email and Password,
 * presses Sign In, then waits until the URL ends in `expectedPath` (by default, any role's
 * dashboard). Journeys about the sign-in itself keep their own steps.
 */
export async function signIn(
  page: Page,
  url: (path: string) => string,
  email: string,
  password = DEMO_PASSWORD,
  expectedPath?: string,
) {
  await page.goto(url('/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const escaped = expectedPath?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.waitForURL(escaped ? new RegExp(`${escaped}$`) : /\/[^/]+\/dashboard$/);
}
