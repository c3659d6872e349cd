import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

// Issue 21: a technician's changes made with no signal are kept on the phone, survive a reload,
// and reach the server once each when the connection returns.
const browser = setupBrowser();
const stamp = Date.now();
const WORKER = { email: `offline.tech.${stamp}@example.com`, name: `Omar Offline ${stamp}` };
const SITE = 'Harbor View Towers';
const AT_SITE = { latitude: 18.9222, longitude: 72.8347 };
const TASK = `Basement pump check ${stamp}`;
const CHECKLIST = `Basement rounds ${stamp}`;
const ITEM = `Sump pit level ${stamp}`;
const todayNumber = new Date().getDate();
const made = { workerId: '', taskId: '', taskNumber: '', checklistId: '' };

type Task = { id: string; workOrderNumber: string; status: string };

beforeAll(async () => {
  const { page, url } = await openPage(browser(), DESKTOP);
  await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
  const sites = await api<{ id: string; name: string }[]>(page, 'GET', '/sites');
  const site = sites.find((one) => one.name === SITE);
  const worker = await api<{ id: string }>(page, 'POST', '/users', {
    name: WORKER.name,
    email: WORKER.email,
    password: DEMO_PASSWORD,
    role: 'technician',
  });
  made.workerId = worker.id;
  await api(page, 'POST', `/users/${worker.id}/assign-sites`, { siteIds: [site?.id] });
  const assets = await api<{ id: string }[]>(page, 'GET', `/assets?siteId=${site?.id}&limit=1`);
  const task = await api<Task>(page, 'POST', '/tasks', {
    title: TASK,
    description: 'Check the pump before the rains.',
    dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    assignedToId: worker.id,
    assetId: assets[0]?.id,
    siteId: site?.id,
  });
  made.taskId = task.id;
  made.taskNumber = task.workOrderNumber;
  const checklist = await api<{ id: string }>(page, 'POST', '/checklists', {
    name: CHECKLIST,
    category: 'mechanical',
    siteId: site?.id,
    items: [{ name: ITEM }],
  });
  made.checklistId = checklist.id;
  await api(page, 'POST', `/checklists/${checklist.id}/assign-user`, { userId: worker.id });
  await page.context().close();
});

const todayCell = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${ITEM}, [A-Za-z]+ ${todayNumber}: `) });

/** The admin's view of the server, to check what arrived and how many times. */
async function serverState() {
  const { page, url } = await openPage(browser(), DESKTOP);
  await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
  const task = await api<Task>(page, 'GET', `/tasks/${made.taskId}`);
  const now = new Date();
  const month = await api<{ cells: { itemId: string; date: string; state: string }[] }>(
    page,
    'GET',
    `/checklists/${made.checklistId}/progress?userId=${made.workerId}&year=${now.getFullYear()}&month=${now.getMonth() + 1}`,
  );
  const records = await api<{ checkInTime: string }[]>(
    page,
    'GET',
    `/attendance/all?userId=${made.workerId}`,
  );
  await page.context().close();
  return { task, cells: month.cells, records };
}

describe('a technician with no signal', () => {
  it('completes a task, ticks a cell and punches in offline; all of it arrives once, later', async () => {
    const journey = await openPage(browser(), PHONE, {
      geolocation: AT_SITE,
      permissions: ['geolocation'],
      serviceWorkers: 'allow',
    });
    const { page, url, screenshot } = journey;
    const context = page.context();
    await signIn(page, url, WORKER.email, DEMO_PASSWORD, '/technician/dashboard');

    // Online, the app loads the day's work by itself (work orders, their assets, checklists,
    // today's punches) and keeps it; the technician only opens the attendance screen.
    const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
    const openChecklists = async () => {
      await bottom.getByRole('button', { name: 'More' }).click();
      await page
        .getByRole('dialog', { name: 'More' })
        .getByRole('link', { name: 'Checklists' })
        .click();
    };
    await bottom.getByRole('link', { name: 'Attendance' }).click();
    const card = page.getByRole('region', { name: 'Punch in and out' });
    await expectVisible(card.getByText(`Not punched in at ${SITE} today.`));
    await screenshot('offline-before');
    // The app shell is on the phone once the service worker is active, and what the screens
    // loaded is written to the device a moment after it arrives.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForTimeout(2_500);

    await context.setOffline(true);
    await card.getByRole('button', { name: 'Punch In' }).click();
    await expectVisible(card.getByText(/waiting to sync\.$/));
    await expectVisible(
      page.getByText('Saved on this device. It will be sent when the connection returns.'),
    );

    await openChecklists();
    await todayCell(page).click();
    await expect.poll(() => todayCell(page).getAttribute('aria-label')).toMatch(/: In progress$/);
    await expectVisible(page.getByText('1 tick saved on this device, waiting to sync.'));

    await bottom.getByRole('link', { name: 'Tasks' }).click();
    const offlineRow = page.getByRole('article').filter({ hasText: TASK });
    // Opened with no signal, never opened before.
    await offlineRow.getByRole('button', { name: `View ${made.taskNumber}` }).click();
    const details = page.getByRole('dialog', { name: 'Work Order Details' });
    await expectVisible(details.getByText(TASK));
    await details.getByRole('button', { name: 'Close' }).first().click();
    await offlineRow.getByRole('button', { name: `Complete ${made.taskNumber}` }).click();
    await expectVisible(offlineRow.getByText('Waiting to sync'));
    const indicator = page.getByRole('button', { name: /Offline, 3 waiting to sync/ });
    await expectVisible(indicator);
    await screenshot('offline-pending');

    // Closed and opened again with no signal: the changes are still there, still waiting.
    await page.reload();
    await expectVisible(
      page.getByRole('article').filter({ hasText: TASK }).getByText('Waiting to sync'),
    );
    await indicator.click();
    const panel = page.getByRole('region', { name: 'Changes on this device' });
    await expectVisible(panel.getByText(`Punch in at ${SITE}`));
    await expectVisible(panel.getByText(`${made.taskNumber}: Completed`));
    expect(await panel.getByText('Waiting to sync').count()).toBe(3);
    await screenshot('offline-pending-reloaded');

    // Signal again: sent in order, once each.
    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole('button', { name: /waiting to sync/ }).count(), {
        timeout: 30_000,
      })
      .toBe(0);
    await expectVisible(page.getByRole('article').filter({ hasText: TASK }).getByText('Completed'));
    await screenshot('offline-synced');

    const server = await serverState();
    expect(server.task.status).toBe('completed');
    expect(server.cells.filter((cell) => cell.state !== 'initial')).toHaveLength(1);
    expect(server.records).toHaveLength(1);
    expect(journey.errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual(
      [],
    );
  });
});
