import type { WorkOrder } from '@cmms/shared/work-orders';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

// Live updates (issue 34): a screen open in one browser shows a change made in another, without
// a reload and without waiting for a poll (the work order list has none).
const browser = setupBrowser();
const stamp = Date.now();

/** Today's cell of an item in the grid; its accessible name is "<item>, <weekday> <day>: <state>". */
function todayCell(page: Page, item: string) {
  return page.getByRole('button', {
    name: new RegExp(`^${item}, [A-Za-z]+ ${new Date().getDate()}: `),
  });
}
const cellState = (page: Page, item: string) =>
  todayCell(page, item)
    .getAttribute('aria-label')
    .then((label) => label?.replace(/^[^:]*: /, ''));

describe('live updates', () => {
  it("a supervisor assigns a work order, and the technician's open dashboard and list show it without a reload", async () => {
    const technician = await openPage(browser(), PHONE);
    // The page opens its stream as it loads; it is live once the stream has answered.
    const dashboardStream = technician.page.waitForResponse((response) =>
      response.url().includes('/api/live/stream'),
    );
    await signIn(
      technician.page,
      technician.url,
      'technician@example.com',
      DEMO_PASSWORD,
      '/technician/dashboard',
    );
    await dashboardStream;

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
    const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const assign = (title: string) =>
      api<WorkOrder>(supervisor.page, 'POST', '/tasks', {
        title,
        description: 'Made in another browser',
        dueDate,
        assignedToId: me.id,
        assetId: asset.id,
        siteId: asset.siteId,
      });

    // The dashboard's recent activity names it: its own poll is off while the stream is live.
    const first = `Live dashboard ${stamp}`;
    await assign(first);
    await expectVisible(technician.page.getByText(first).first(), 10_000);
    await technician.screenshot('live-assigned-dashboard');

    const listStream = technician.page.waitForResponse((response) =>
      response.url().includes('/api/live/stream'),
    );
    await technician.page.goto(technician.url('/technician/tasks'));
    await expectVisible(technician.page.getByRole('heading', { name: 'Work Orders', level: 1 }));
    await listStream;
    const second = `Live check ${stamp}`;
    await assign(second);
    await expectVisible(technician.page.getByText(second).first(), 10_000);
    await technician.screenshot('live-assigned-work-order');
    expect(await technician.page.getByText('Live updates off').count()).toBe(0);
    expect(technician.errors).toEqual([]);
  });

  it('the checklist grid in a second browser shows a tick made in the first', async () => {
    const technician = await openPage(browser(), PHONE);
    await signIn(
      technician.page,
      technician.url,
      'technician@example.com',
      DEMO_PASSWORD,
      '/technician/dashboard',
    );
    const manager = await openPage(browser(), DESKTOP);
    await signIn(
      manager.page,
      manager.url,
      'manager@example.com',
      DEMO_PASSWORD,
      '/manager/dashboard',
    );
    // A checklist of this journey's own, so no other journey's ticks are in its grid: the
    // manager's, at the technician's site, assigned to the technician.
    const { user: me } = await api<{ user: { id: string } }>(technician.page, 'GET', '/user/me');
    const sites = await api<{ id: string; name: string }[]>(manager.page, 'GET', '/sites');
    const site = sites.find((one) => one.name === 'Harbor View Towers');
    const [category] = await api<{ key: string }[]>(manager.page, 'GET', '/checklist-categories');
    if (!site || !category) throw new Error('the demo has no Harbor View Towers or no category');
    const item = `Check the boiler pressure ${stamp}`;
    const checklist = await api<{ id: string }>(manager.page, 'POST', '/checklists', {
      name: `Live round ${stamp}`,
      category: category.key,
      siteId: site.id,
      items: [{ name: item }],
    });
    await api(manager.page, 'POST', `/checklists/${checklist.id}/assign-user`, { userId: me.id });

    await technician.page.goto(technician.url(`/technician/checklist?checklistId=${checklist.id}`));
    await expect.poll(() => cellState(technician.page, item)).toBe('Not started');
    // The manager watches the technician's month. Their grid has just read it, and polls again
    // only in 15 s: a tick shown within the few seconds below came by the live stream.
    const streamOpen = manager.page.waitForResponse((response) =>
      response.url().includes('/api/live/stream'),
    );
    const monthRead = manager.page.waitForResponse(
      (response) =>
        response.url().includes(`/api/checklists/${checklist.id}/progress`) &&
        response.request().method() === 'GET',
    );
    await manager.page.goto(
      manager.url(`/manager/checklist?checklistId=${checklist.id}&userId=${me.id}`),
    );
    await Promise.all([streamOpen, monthRead]);
    await expect.poll(() => cellState(manager.page, item)).toBe('Not started');

    await todayCell(technician.page, item).click();
    await expect.poll(() => cellState(technician.page, item)).toBe('In progress');
    await expect.poll(() => cellState(manager.page, item), { timeout: 5000 }).toBe('In progress');
    await manager.screenshot('live-checklist-tick');
    expect(await manager.page.getByText('Live updates off').count()).toBe(0);
    expect(technician.errors).toEqual([]);
    expect(manager.errors).toEqual([]);
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
