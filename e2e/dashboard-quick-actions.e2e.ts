import { describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, openPage, setupBrowser } from './support/browser';
import { ROLES } from './support/dashboard-cards';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

describe('every quick action opens a screen its role can use', () => {
  // A screen that only refuses says so in one of these ways (PM, Materials, any guarded route).
  const REFUSAL = /do not have permission|Access Denied|Access Restricted|does not include/i;

  for (const { role } of ROLES) {
    it(role, async () => {
      const { page, errors, url } = await openPage(browser(), DESKTOP);
      await signIn(page, url, `${role}@example.com`, DEMO_PASSWORD);
      const dashboard = new URL(page.url()).pathname;
      const actions = page.getByRole('navigation', { name: 'Quick Actions' }).getByRole('link');
      await expectVisible(actions.first());
      const hrefs = await actions.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
      const refused: string[] = [];
      for (const href of hrefs) {
        await page.goto(url(dashboard));
        await page
          .getByRole('navigation', { name: 'Quick Actions' })
          .locator(`a[href="${href}"]`)
          .click();
        await page.waitForURL((address) => address.pathname === href);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const text = await page.getByRole('main').innerText();
        if (REFUSAL.test(text)) refused.push(`${href}: ${REFUSAL.exec(text)?.[0]}`);
      }
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
