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

// Issue 30: a second technician, who only ever opens the dashboard online, then reloads with no
// signal. Punched in already today (through the API), so Recent Attendance has a day to show.
const RELOADER = { email: `offline.reload.${stamp}@example.com`, name: `Rita Reload ${stamp}` };
const RELOAD_CHECKLIST = `Plant room rounds ${stamp}`;
const RELOAD_ITEM = `Chiller outlet temperature ${stamp}`;
// About 120 m north of the site's map position (18.9220,72.8347 in the demo data): 0.00108° of latitude.
const NEAR_SITE = { latitude: 18.92308, longitude: 72.8347 };
const reloaded = { workerId: '', checklistId: '' };

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

  const reloader = await api<{ id: string }>(page, 'POST', '/users', {
    name: RELOADER.name,
    email: RELOADER.email,
    password: DEMO_PASSWORD,
    role: 'technician',
  });
  reloaded.workerId = reloader.id;
  await api(page, 'POST', `/users/${reloader.id}/assign-sites`, { siteIds: [site?.id] });
  const rounds = await api<{ id: string }>(page, 'POST', '/checklists', {
    name: RELOAD_CHECKLIST,
    category: 'mechanical',
    siteId: site?.id,
    items: [{ name: RELOAD_ITEM }],
  });
  reloaded.checklistId = rounds.id;
  await api(page, 'POST', `/checklists/${rounds.id}/assign-user`, { userId: reloader.id });
  await page.context().close();

  const own = await openPage(browser(), DESKTOP);
  await signIn(own.page, own.url, RELOADER.email, DEMO_PASSWORD, '/technician/dashboard');
  await api(own.page, 'POST', '/attendance/check-in', {
    siteId: site?.id,
    location: { ...AT_SITE, accuracy: 10 },
  });
  await own.page.context().close();
});

/** Whether the phone has written an answer containing `text` to its kept query cache. */
const keptOnPhone = (page: Page, text: string) =>
  page.evaluate(async (wanted) => {
    const request = indexedDB.open('cmms-queries');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('queries')) return false;
    const read = db.transaction('queries').objectStore('queries').getAll();
    const values = await new Promise<unknown[]>((resolve) => {
      read.onsuccess = () => resolve(read.result);
    });
    db.close();
    return values.some((value) => String(value).includes(wanted));
  }, text);

const cellOfToday = (page: Page, item: string) =>
  page.getByRole('button', { name: new RegExp(`^${item}, [A-Za-z]+ ${todayNumber}: `) });
const todayCell = (page: Page) => cellOfToday(page, ITEM);

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

describe('a technician who reloads the app with no signal', () => {
  it('opens the kept checklist grid and ticks, sees kept attendance as kept, and punches only near the site', async () => {
    const journey = await openPage(browser(), PHONE, {
      geolocation: NEAR_SITE,
      permissions: ['geolocation'],
      serviceWorkers: 'allow',
    });
    const { page, url, screenshot } = journey;
    const context = page.context();
    await signIn(page, url, RELOADER.email, DEMO_PASSWORD, '/technician/dashboard');

    // Online, only the dashboard: the app loads the day ahead by itself and keeps it. A person
    // waits a few seconds, as on the phone: here until this month's grid of the checklist
    // is written to the phone (the last of the day to load), and a moment more.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() => keptOnPhone(page, reloaded.checklistId), { timeout: 20_000 })
      .toBe(true);
    await page.waitForTimeout(2_000);

    await context.setOffline(true);
    await page.reload();
    const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
    await bottom.getByRole('button', { name: 'More' }).click();
    await page
      .getByRole('dialog', { name: 'More' })
      .getByRole('link', { name: 'Checklists' })
      .click();

    // The grid from what the phone kept, said to be kept, not an error.
    const cell = cellOfToday(page, RELOAD_ITEM);
    await expectVisible(cell, 10_000);
    // And it stays: nothing is asked of the server while offline, so no failure comes to
    // replace it once the API client's retry (3 s) is over.
    await page.waitForTimeout(4_000);
    expect(await page.getByText(/Failed to load/).count()).toBe(0);
    await expectVisible(cell);
    await expectVisible(page.getByText(/^Offline: as of /));
    await cell.click();
    await expect.poll(() => cell.getAttribute('aria-label')).toMatch(/: In progress$/);
    await expectVisible(page.getByText('1 tick saved on this device, waiting to sync.'));
    await screenshot('offline-reloaded-checklists');

    // Recent Attendance shows today's punch as kept; the punch card knows where the site is.
    await bottom.getByRole('link', { name: 'Attendance' }).click();
    const recent = page.getByRole('region', { name: 'Recent Attendance' });
    await expectVisible(recent.getByText(SITE));
    await expectVisible(recent.getByText(/^Offline: as of /));
    expect(await recent.getByText('Error fetching attendance records').count()).toBe(0);
    const card = page.getByRole('region', { name: 'Punch in and out' });
    await expectVisible(
      card.getByText('Offline: your position will be checked when this is sent.'),
    );
    expect(await card.getByText(/no map position/).count()).toBe(0);
    // Measured on the device against the kept position: 120 m is too far, and the punch is not
    // kept to be refused later.
    await expectVisible(card.getByText(`You are 120m away from ${SITE}.`, { exact: false }));
    await card.getByRole('button', { name: 'Punch Out' }).click();
    await expectVisible(card.getByRole('button', { name: 'Punch Out' }));
    await page.waitForTimeout(500);
    expect(await card.getByText(/waiting to sync/).count()).toBe(0);
    await expectVisible(page.getByRole('button', { name: /Offline, 1 waiting to sync/ }));
    await screenshot('offline-reloaded-attendance');

    // Walked to the site: Test Location asks for a new fix, not the one from a minute ago.
    await context.setGeolocation(AT_SITE);
    await card.getByRole('button', { name: 'Test Location' }).click();
    await expectVisible(
      card.getByText(/^You are \d+m from .*: close enough to mark attendance\.$/),
    );
    await card.getByRole('button', { name: 'Punch Out' }).click();
    await expectVisible(card.getByText(/^Punched out at .* waiting to sync\.$/));

    // The work orders the phone kept, said to be kept: no red "Failed to load" over them.
    await bottom.getByRole('link', { name: 'Tasks' }).click();
    await expectVisible(page.getByRole('heading', { level: 1 }).first());
    await page.waitForTimeout(4_000);
    await expectVisible(page.getByText(/^Offline: as of /));
    expect(await page.getByText('Failed to load work orders').count()).toBe(0);
    await screenshot('offline-reloaded-tasks');
    await bottom.getByRole('link', { name: 'Attendance' }).click();

    // Signal again: both changes go, and the screens are live again.
    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole('button', { name: /waiting to sync/ }).count(), {
        timeout: 30_000,
      })
      .toBe(0);
    await expect
      .poll(() => recent.getByText(/^Offline: as of /).count(), { timeout: 10_000 })
      .toBe(0);

    const { page: admin } = await openPage(browser(), DESKTOP).then(async (opened) => {
      await signIn(opened.page, opened.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
      return opened;
    });
    const now = new Date();
    const month = await api<{ cells: { itemId: string; state: string }[] }>(
      admin,
      'GET',
      `/checklists/${reloaded.checklistId}/progress?userId=${reloaded.workerId}&year=${now.getFullYear()}&month=${now.getMonth() + 1}`,
    );
    expect(month.cells.filter((one) => one.state !== 'initial')).toHaveLength(1);
    const records = await api<{ checkOutTime: string | null }[]>(
      admin,
      'GET',
      `/attendance/all?userId=${reloaded.workerId}`,
    );
    expect(records).toHaveLength(1);
    expect(records[0]?.checkOutTime).not.toBeNull();
    await admin.context().close();
    expect(journey.errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual(
      [],
    );
  });
});
