import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

const texts = async (locator: ReturnType<Page['getByRole']>) =>
  (await locator.allTextContents()).map((text) => text.trim());

// requirements/product.md#screens and docs/decisions.md (Shell): the bar, and the rest of each role's menu.
// biome-ignore format: the lists read better packed
const cases = [
  {
    role: 'technician',
    bar: ['Home', 'Tasks', 'Assets', 'Profile', 'Attendance'],
    // No PM: its list refuses a technician (docs/permissions.md, "Menus follow permissions").
    more: ['Materials', 'Checklists', 'Settings', 'Notifications', 'Help', 'About', 'Network Diagnostics'],
    moreTarget: ['Materials', /\/technician\/materials$/],
  },
  {
    role: 'admin',
    bar: ['Home', 'Tasks', 'Assets', 'Profile', 'Users'],
    more: [
      'Materials', 'Requests', 'PM', 'Reports', 'Role Management', 'Signup Users', 'Staff Directory', 'Activity Log',
      'Attendance Admin', 'Leave Approval', 'Leave Management', 'Sites', 'Checklists',
      'Manage Checklists', 'Settings', 'Notifications', 'Help', 'About', 'Network Diagnostics',
    ],
    moreTarget: ['Sites', /\/admin\/sites$/],
  },
] as const;

describe.each(cases)('the phone shell for $role', ({ role, bar, more, moreTarget }) => {
  it('shows the bottom bar and the More sheet, and navigates from both', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), PHONE);
    await signIn(page, url, `${role}@example.com`, DEMO_PASSWORD, `/${role}/dashboard`);

    const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
    await expectVisible(bottom);
    expect(await texts(bottom.getByRole('link'))).toEqual(bar);
    await expectVisible(bottom.getByRole('button', { name: 'More' }));
    // No sidebar under 1024 px, and nothing wider than the screen.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(`shell-${role}-bottom-bar`);

    await bottom.getByRole('link', { name: 'Tasks' }).click();
    await page.waitForURL(new RegExp(`/${role}/tasks$`));
    await expectVisible(page.getByRole('heading', { name: 'Work Orders', level: 1 }));

    // The More sheet: a modal dialog with the rest of the menu; Escape closes it.
    await bottom.getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expectVisible(sheet);
    expect(await texts(sheet.getByRole('link'))).toEqual(more);
    await screenshot(`shell-${role}-more-sheet`);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    const [label, target] = moreTarget;
    await bottom.getByRole('button', { name: 'More' }).click();
    await sheet.getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL(target);
    await sheet.waitFor({ state: 'hidden' });

    await bottom.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(new RegExp(`/${role}/dashboard$`));
    await expectVisible(page.getByRole('heading', { name: /^Welcome, / }));
    expect(errors).toEqual([]);
  });
});

describe('Access Denied on a phone (requirements/product.md#who-may-do-what)', () => {
  it('keeps the bottom bar around the refusal', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), PHONE);
    await signIn(page, url, 'technician@example.com', DEMO_PASSWORD, '/technician/dashboard');
    await page.goto(url('/admin/users'));
    await expectVisible(page.getByRole('heading', { name: 'Access Denied' }));
    const required = page.getByRole('list', { name: 'Required roles' }).getByRole('listitem');
    expect(await texts(required)).toEqual(['Admin', 'Super Admin']);
    await expectVisible(page.getByRole('navigation', { name: 'Bottom navigation' }));
    await screenshot('shell-access-denied');
    expect(errors).toEqual([]);
  });
});

describe('pull-to-refresh on a phone (requirements/product.md#states)', () => {
  it('reloads the screen’s data after a pull of over 80 px from the top', async () => {
    const { page, errors, url } = await openPage(browser(), PHONE);
    await signIn(page, url, 'technician@example.com', DEMO_PASSWORD, '/technician/dashboard');
    await expectVisible(page.getByRole('heading', { name: /^Welcome, / }));

    const reloads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/me') reloads.push(request.method());
    });
    const touch = await page.context().newCDPSession(page);
    const drag = async (to: number) => {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: 195, y: 200 }],
      });
      for (const y of [230, 260, to]) {
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: 195, y }],
        });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    // A short pull does nothing.
    await drag(260);
    await page.waitForTimeout(300);
    expect(reloads).toEqual([]);

    await drag(320);
    await expectVisible(page.getByRole('status').filter({ hasText: 'Refreshing…' }));
    await expect.poll(() => reloads).toEqual(['GET']);
    expect(errors).toEqual([]);
  });
});
