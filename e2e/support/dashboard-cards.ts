import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, expectVisible, openPage } from './browser';
import { DEMO_PASSWORD, signIn } from './session';

// The dashboards' cards as the journeys read them (dashboard-cards*.e2e.ts,
// dashboard-quick-actions.e2e.ts).
const ALL = 'all';
export const ROLES: { role: string; sites: string[] }[] = [
  { role: 'superadmin', sites: ['Riverside Medical Center', ALL] },
  { role: 'admin', sites: ['Riverside Medical Center', ALL] },
  { role: 'manager', sites: ['Riverside Medical Center', ALL] },
  { role: 'supervisor', sites: [ALL] },
  { role: 'technician', sites: [ALL] },
  { role: 'housekeeping', sites: [ALL] },
  { role: 'client', sites: [ALL] },
];

type Card = { id: string; value: number; href: string };

/** The cards that lead somewhere, once the figures have loaded. */
async function linkedCards(page: Page): Promise<Card[]> {
  await page.locator('ul[aria-label="Figures"]:not([aria-busy])').waitFor();
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-card]')).flatMap((card) => {
      const href = card.querySelector('a')?.getAttribute('href');
      return href ? [{ id: card.dataset.card ?? '', value: Number(card.dataset.value), href }] : [];
    }),
  );
}

/**
 * Opens the dashboard and reads its cards once the server's figures have arrived: the figures
 * kept from the last visit show first (docs/dashboards.md, cached per role) and are then refreshed.
 */
async function freshCards(page: Page, dashboard: string): Promise<Card[]> {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/dashboard/stats') && response.ok(),
  );
  await page.goto(dashboard);
  await answered;
  await page.waitForTimeout(300);
  return linkedCards(page);
}

/** The table each list screen shows its rows in (wide screens). */
const TABLES: Record<string, string> = {
  tasks: 'Work orders table',
  assets: 'Assets table',
  users: 'Users table',
  sites: 'Sites table',
  staff: 'Staff table',
  materials: 'Requests table',
};

/**
 * How many the list shows: the pager's total ('Showing 1–25 of 40'), else its rows; 0 once it
 * says it has none. Null while it is still loading.
 */
async function listTotal(page: Page, screen: string): Promise<number | null> {
  if (screen === 'checklist') return checklistsOffered(page);
  if (screen === 'requests') return requestsListed(page);
  const name = TABLES[screen];
  if (!name) throw new Error(`no list known for the screen ${screen}`);
  const main = page.getByRole('main');
  if (
    (await main
      .getByRole('status')
      .filter({ hasText: /Loading/i })
      .count()) > 0
  )
    return null;
  const table = main.getByRole('region', { name });
  if ((await table.count()) === 0) {
    // Each list's empty state: 'No work orders found…', 'No assets match…', 'No requests found…'.
    const empty = await main.getByText(/^No .*(found|match|available)/).count();
    return empty > 0 ? 0 : null;
  }
  const pager = table.locator('xpath=following-sibling::nav[@aria-label="Pages"]');
  if ((await pager.count()) > 0) {
    const match = /of (\d+)/.exec((await pager.textContent()) ?? '');
    return match ? Number(match[1]) : null;
  }
  return table.locator('tbody tr').count();
}

/**
 * The Requests screen (issue 35) lists cards, not a table: the pager's total, else its cards; 0
 * once it says there are none. Null while it is still loading.
 */
async function requestsListed(page: Page): Promise<number | null> {
  const main = page.getByRole('main');
  if (
    (await main
      .getByRole('status')
      .filter({ hasText: /Loading/i })
      .count()) > 0
  )
    return null;
  const pager = main.getByRole('navigation', { name: 'Pages' });
  if ((await pager.count()) > 0) {
    const match = /of (\d+)/.exec((await pager.textContent()) ?? '');
    return match ? Number(match[1]) : null;
  }
  const cards = await main.getByRole('article').count();
  if (cards > 0) return cards;
  return (await main.getByText(/^No (new )?requests/).count()) > 0 ? 0 : null;
}

/** The checklist grid lists its checklists by category: every category's checklists, summed. */
async function checklistsOffered(page: Page): Promise<number | null> {
  const category = page.getByLabel('Category', { exact: true });
  const checklist = page.getByLabel('Checklist', { exact: true });
  if ((await category.count()) === 0) return null;
  const keys = (
    await category
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  ).filter((key) => key !== '');
  let total = 0;
  for (const key of keys) {
    await category.selectOption(key);
    await page.waitForTimeout(300);
    const values = await checklist
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    total += values.filter((value) => value !== '').length;
  }
  return total;
}

/** The screen a card's address opens: '/manager/tasks?filter=overdue' is 'tasks'. */
const screenOf = (href: string) =>
  (href.split('?')[0] ?? '').split('/').filter(Boolean).at(-1) ?? '';

async function chooseSite(page: Page, site: string) {
  const select = page.getByRole('banner').getByRole('combobox', { name: 'Site' });
  await expectVisible(select);
  // Admins' sites arrive from GET /sites a moment after the header.
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  if (site === ALL) await select.selectOption({ index: 0 });
  else await select.selectOption({ label: site });
}

/**
 * One journey per role and site choice: every card of the dashboard, clicked, lists as many as it
 * counts. With a site chosen, where the role has a selector, and with all of its sites.
 */
export function everyCardListsWhatItCounts(browser: () => Browser, roles: typeof ROLES) {
  for (const { role, sites } of roles) {
    for (const site of sites) {
      it(`${role}, ${site === ALL ? 'all of their sites' : site}`, async () => {
        const { page, errors, url } = await openPage(browser(), DESKTOP);
        await signIn(page, url, `${role}@example.com`, DEMO_PASSWORD);
        const dashboard = new URL(page.url()).pathname;
        if (sites.length > 1) await chooseSite(page, site);
        const cards = await freshCards(page, url(dashboard));
        expect(cards.length, 'cards that lead to a list').toBeGreaterThan(0);

        const disagreeing: string[] = [];
        for (const card of cards) {
          const [now] = (await freshCards(page, url(dashboard))).filter(
            (shown) => shown.id === card.id,
          );
          if (!now) throw new Error(`the ${card.id} card left the dashboard`);
          await page.locator(`[data-card="${card.id}"] a`).click();
          await page.waitForURL((address) => address.pathname !== dashboard);
          const screen = screenOf(now.href);
          let listed: number | null = null;
          try {
            await expect
              .poll(
                async () => {
                  listed = await listTotal(page, screen);
                  return listed;
                },
                { timeout: 8000 },
              )
              .toBe(now.value);
          } catch {
            disagreeing.push(`${card.id}: the card says ${now.value}, ${now.href} lists ${listed}`);
          }
        }
        expect(disagreeing).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }
}
