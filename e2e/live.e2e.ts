import type { WorkOrder } from '@cmms/shared/work-orders';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

// Live updates (issue 34): a screen open in one browser shows a change made in another, without
// a reload and without waiting for a poll (the work order list has none).
const browser = setupBrowser();
const stamp = Date.now();

describe('live updates', () => {
  it("a supervisor assigns a work order, and the technician's open list shows it without a reload", async () => {
    const technician = await openPage(browser(), PHONE);
    await signIn(
      technician.page,
      technician.url,
      'technician@example.com',
      DEMO_PASSWORD,
      '/technician/dashboard',
    );
    // The page opens its stream as it loads; it is live once the stream has answered.
    const streamOpen = technician.page.waitForResponse((response) =>
      response.url().includes('/api/live/stream'),
    );
    await technician.page.goto(technician.url('/technician/tasks'));
    await expectVisible(technician.page.getByRole('heading', { name: 'Work Orders', level: 1 }));
    await streamOpen;

    const supervisor = await openPage(browser(), DESKTOP);
    await signIn(
      supervisor.page,
      supervisor.url,
      'supervisor@example.com',
      DEMO_PASSWORD,
      '/supervisor/dashboard',
    );
    const { user: me } = await api<{ user: { id: string } }>(technician.page, 'GET', '/user/me');
    const [asset] = await api<{ id: string; siteId: string }[]>(
      supervisor.page,
      'GET',
      '/assets?search=Fire%20Pump&limit=1',
    );
    if (!asset) throw new Error('the demo has no fire pump');
    const title = `Live check ${stamp}`;
    const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await api<WorkOrder>(supervisor.page, 'POST', '/tasks', {
      title,
      description: 'Made in another browser',
      dueDate,
      assignedToId: me.id,
      assetId: asset.id,
      siteId: asset.siteId,
    });
    await expectVisible(technician.page.getByText(title).first(), 10_000);
    await technician.screenshot('live-assigned-work-order');
    expect(await technician.page.getByText('Live updates off').count()).toBe(0);
    expect(technician.errors).toEqual([]);
  });

  it('says quietly when live updates are off, and screens keep working', async () => {
    const { page, url, errors, screenshot } = await openPage(browser(), DESKTOP);
    // No ticket can be had: as when the stream's route is blocked on the way.
    await page.route('**/api/live/ticket', (route) => route.abort());
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    const off = page.getByRole('status').filter({ hasText: 'Live updates off' });
    await expectVisible(off, 15_000);
    await screenshot('live-updates-off');
    // The failed tickets are the blocked requests' own console lines, nothing else.
    expect(errors.filter((line) => !line.includes('net::ERR_FAILED'))).toEqual([]);
  });

  it("an administrator's bell counts a work order created in another browser at once", async () => {
    const admin = await openPage(browser(), DESKTOP);
    const streamOpen = admin.page.waitForResponse((response) =>
      response.url().includes('/api/live/stream'),
    );
    await signIn(admin.page, admin.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await streamOpen;
    const bell = admin.page.getByRole('button', { name: /^Notifications/ });
    await expectVisible(bell);
    // The bell's own poll has just run; the next would be 30 s away.
    const before = await bell.getAttribute('aria-label');
    const manager = await openPage(browser(), DESKTOP);
    await signIn(
      manager.page,
      manager.url,
      'manager@example.com',
      DEMO_PASSWORD,
      '/manager/dashboard',
    );
    const [work] = await api<WorkOrder[]>(manager.page, 'GET', '/tasks?limit=1');
    if (!work) throw new Error('the demo manager has no work order');
    await api<WorkOrder>(manager.page, 'POST', '/tasks', {
      title: `Bell check ${stamp}`,
      description: 'For the bell',
      dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      assignedToId: work.assignedToId,
      assetId: work.assetId,
      siteId: work.siteId,
    });
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).not.toBe(before);
    expect(admin.errors).toEqual([]);
  });
});
