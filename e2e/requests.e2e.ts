import type { PortalReceipt, PortalStatus, SitePortal, WorkRequest } from '@cmms/shared/requests';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { type Api, apiAs } from './support/api-as';
import {
  DESKTOP,
  dialogShot,
  expectVisible,
  openPage,
  PHONE,
  setupBrowser,
} from './support/browser';
import { baseUrl } from './support/journey-server';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

// The demo's supervisor (Priya Nair) works at Harbor View Towers, with the technician Marco Silva.
const SITE = 'Harbor View Towers';
const TECHNICIAN = 'Marco Silva';

/** A small photo: a 64 × 48 PNG, orange with a dark band. */
function photoBytes() {
  const png = new PNG({ width: 64, height: 48 });
  for (let index = 0; index < 64 * 48; index += 1) {
    const band = Math.floor(index / 64) > 18 && Math.floor(index / 64) < 30;
    png.data.set(band ? [15, 23, 42, 255] : [234, 88, 12, 255], index * 4);
  }
  return PNG.sync.write(png);
}

/** The demo site's id and its portal's token, the portal switched on (as an administrator). */
async function harborPortal(admin: Api) {
  const sites = await admin<{ id: string; name: string }[]>(
    'GET',
    `/sites?search=${encodeURIComponent(SITE)}`,
  );
  const site = sites.find((one) => one.name === SITE);
  if (!site) throw new Error(`the demo has no ${SITE}`);
  const portal = await admin<SitePortal>('PUT', `/sites/${site.id}/portal`, {
    enabled: true,
    required: [],
  });
  expect(portal.path).toMatch(/^\/r\/[^/]+$/);
  return { siteId: site.id, token: portal.path.slice('/r/'.length) };
}

/** Sends a request through the public form's call (multipart), as the portal page does. */
async function sendRequest(
  token: string,
  fields: Record<string, string>,
  photo = false,
): Promise<PortalReceipt> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo)
    form.append(
      'photo',
      new Blob([new Uint8Array(photoBytes())], { type: 'image/png' }),
      'leak.png',
    );
  const response = await fetch(new URL(`/api/portal/sites/${token}/requests`, baseUrl()), {
    method: 'POST',
    body: form,
  });
  if (response.status !== 201) {
    throw new Error(`POST portal request: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as PortalReceipt;
}

async function statusOf(receipt: PortalReceipt) {
  const response = await fetch(new URL(`/api/portal/status/${receipt.statusToken}`, baseUrl()));
  expect(response.status).toBe(200);
  return (await response.json()) as PortalStatus;
}

/** The Requests screen searched down to one request, and its card. */
async function findCard(page: Page, search: string, number: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(search);
  const card = page.getByRole('article', { name: number });
  await expectVisible(card);
  return card;
}

/** The local calendar day, as the date input holds it. */
const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Whether the page scrolls sideways (it must not, at any width). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the team decides the requests of the portal (issue 35)', () => {
  it('a supervisor accepts one with a photo; the work order carries it; done, the requester reads completed', async () => {
    const stamp = Date.now();
    const admin = await apiAs('admin@example.com');
    const { token } = await harborPortal(admin);
    const words = `Leaking pipe ${stamp}`;
    const receipt = await sendRequest(
      token,
      {
        description: `${words}\nWater drips from the ceiling of the lobby.`,
        urgency: 'urgent',
        location: 'Lobby',
        name: 'Ana Ruiz',
        email: 'ana.ruiz@example.com',
        phone: '+1 555 0100',
      },
      true,
    );
    expect(receipt.number).toMatch(/^RQ-\d+$/);

    const { page, url, screenshot, errors } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'supervisor@example.com', DEMO_PASSWORD, '/supervisor/dashboard');
    // The dashboard counts what waits, and leads to it.
    const card = page.locator('[data-card="new-requests"]');
    await expectVisible(card);
    await expect.poll(async () => Number(await card.getAttribute('data-value'))).toBeGreaterThan(0);
    await card.getByRole('link').click();
    await page.waitForURL(/\/supervisor\/requests$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Requests' }));
    await expectVisible(page.getByRole('tab', { name: /^New \(\d+\)$/, selected: true }));

    const request = await findCard(page, words, receipt.number);
    await expectVisible(request.getByText('Urgent', { exact: true }));
    await expectVisible(request.getByText(SITE));
    await expectVisible(request.getByText('Lobby', { exact: true }));
    await expectVisible(request.getByRole('link', { name: 'ana.ruiz@example.com' }));
    expect(await request.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe(
      'tel:+15550100',
    );
    // The photo opens large.
    await request.getByRole('button', { name: `Open the photo of ${receipt.number}` }).click();
    const photo = page.getByRole('dialog', { name: `Photo of ${receipt.number}` });
    await expectVisible(photo.getByRole('img', { name: `Photo of ${receipt.number}` }));
    await expect
      .poll(() => photo.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(64);
    await photo.getByRole('button', { name: 'Close' }).click();
    await screenshot('requests-new');

    // Accept: the title is the first line, due today and high priority for an urgent request.
    await request.getByRole('button', { name: `Accept ${receipt.number}` }).click();
    const accept = page.getByRole('dialog', { name: `Accept ${receipt.number}` });
    await expectVisible(accept);
    expect(await accept.getByLabel('Title').inputValue()).toBe(words);
    expect(await accept.getByLabel('Due Date').inputValue()).toBe(today());
    expect(await accept.getByLabel('Priority').inputValue()).toBe('high');
    await accept.getByRole('button', { name: 'Create work order' }).click();
    expect(await accept.getByLabel('Assignee').getAttribute('aria-invalid')).toBe('true');
    const assignee = accept.getByLabel('Assignee');
    await expect
      .poll(() => assignee.locator('option').allTextContents())
      .toContain(`${TECHNICIAN} (Technician)`);
    await assignee.selectOption({ label: `${TECHNICIAN} (Technician)` });
    await dialogShot(page, 'requests-accept');
    await accept.getByRole('button', { name: 'Create work order' }).click();
    await expectVisible(page.getByText(new RegExp(`${receipt.number} accepted: work order WO-`)));
    await accept.waitFor({ state: 'hidden' });
    await request.waitFor({ state: 'detached' });

    // Accepted: the outcome, and the work order it became.
    await page.getByRole('tab', { name: 'Accepted' }).click();
    const accepted = await findCard(page, words, receipt.number);
    await expectVisible(accepted.getByText(/^Accepted by Priya Nair on /));
    const link = accepted.getByRole('link', { name: /^Work order WO-/ });
    const workOrderNumber = (await link.textContent())?.replace('Work order ', '') ?? '';
    await screenshot('requests-accepted');
    await link.click();
    await page.waitForURL(/\/supervisor\/tasks\?taskId=/);
    const taskId = new URL(page.url()).searchParams.get('taskId') ?? '';
    const details = page.getByRole('dialog', { name: 'Work Order Details' });
    await expectVisible(details.getByText(words).first());
    await expectVisible(details.getByText(workOrderNumber).first());
    // Its record carries the requester's photo.
    await details.getByRole('link', { name: 'Open record' }).click();
    await page.waitForURL(new RegExp(`/tasks/${taskId}$`));
    await expectVisible(page.getByRole('button', { name: /^Open photo / }).first());
    await screenshot('requests-work-order-record');
    expect(errors).toEqual([]);

    // The technician does the work; the requester reads that it is done.
    const technician = await apiAs('technician@example.com');
    await technician('PATCH', `/tasks/${taskId}/status`, { status: 'completed' });
    const status = await statusOf(receipt);
    expect(status.status).toBe('completed');
    expect(status.events.map((event) => event.status)).toEqual(['new', 'accepted', 'completed']);
    const saved = await admin<WorkRequest>(
      'GET',
      `/requests/${(await admin<WorkRequest[]>('GET', `/requests?status=all&search=${encodeURIComponent(words)}`))[0]?.id}`,
    );
    expect(saved.status).toBe('completed');
    expect(saved.task?.workOrderNumber).toBe(workOrderNumber);
  });

  it('on a phone: rejects one with a reason, and a decision someone else made first is said and shown', async () => {
    const stamp = Date.now();
    const admin = await apiAs('admin@example.com');
    const { token } = await harborPortal(admin);
    const rejectWords = `Broken bench ${stamp}`;
    const rejected = await sendRequest(token, { description: rejectWords, urgency: 'low' });
    const raceWords = `Flickering light ${stamp}`;
    const raced = await sendRequest(token, { description: raceWords, urgency: 'normal' });

    const { page, url, screenshot, errors } = await openPage(browser(), PHONE);
    await signIn(page, url, 'supervisor@example.com', DEMO_PASSWORD, '/supervisor/dashboard');
    await page.goto(url('/supervisor/requests'));
    const card = await findCard(page, rejectWords, rejected.number);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot('requests-phone');

    await card.getByRole('button', { name: `Reject ${rejected.number}` }).click();
    const reject = page.getByRole('dialog', { name: `Reject ${rejected.number}` });
    await expectVisible(reject);
    const reason = reject.getByLabel('Reason');
    // The reason is required, before anything is sent.
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    await reason.fill('The bench belongs to the city; please call 311.');
    await dialogShot(page, 'requests-reject');
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expectVisible(page.getByText(`${rejected.number} rejected`));
    await reject.waitFor({ state: 'hidden' });
    const status = await statusOf(rejected);
    expect(status.status).toBe('rejected');
    expect(status.reason).toBe('The bench belongs to the city; please call 311.');

    await page.getByRole('tab', { name: 'Rejected' }).click();
    const done = await findCard(page, rejectWords, rejected.number);
    await expectVisible(done.getByText('The bench belongs to the city; please call 311.'));
    await screenshot('requests-phone-rejected');

    // Someone decides the other request while the merge dialog is open: the dialog says so.
    await page.getByRole('tab', { name: /^New/ }).click();
    const race = await findCard(page, raceWords, raced.number);
    await race.getByRole('button', { name: `Merge ${raced.number}` }).click();
    const merge = page.getByRole('dialog', { name: `Merge ${raced.number} into a work order` });
    await expectVisible(merge.getByRole('group', { name: `Open work orders at ${SITE}` }));
    const choice = merge.getByRole('radio').first();
    await expectVisible(choice);
    await choice.check();
    await dialogShot(page, 'requests-merge');
    const [found] = await admin<WorkRequest[]>(
      'GET',
      `/requests?status=new&search=${encodeURIComponent(raceWords)}`,
    );
    await admin('POST', `/requests/${found?.id}/reject`, { reason: 'Already fixed' });
    await merge.getByRole('button', { name: 'Merge' }).click();
    await merge.waitFor({ state: 'hidden' });
    await race.waitFor({ state: 'detached' });
    expect((await statusOf(raced)).status).toBe('rejected');
    // The 409's message was said, in the console too: a refused call is logged by the browser.
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });

  it("an administrator turns a site's portal off and on, requires a field, and makes a new link", async () => {
    const admin = await apiAs('admin@example.com');
    const { siteId, token: oldToken } = await harborPortal(admin);
    const { page, url, screenshot, errors } = await openPage(browser(), DESKTOP, {
      acceptDownloads: true,
    });
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await page.goto(url('/admin/sites'));
    await page.getByLabel('Search sites').fill(SITE);
    const open = page.getByRole('button', { name: `Request portal for ${SITE}` });
    await expectVisible(open);
    expect(await open.getAttribute('title')).toBe('Request portal');
    await open.click();
    const dialog = page.getByRole('dialog', { name: `Request portal — ${SITE}` });
    const toggle = dialog.getByRole('switch', { name: 'Accept requests' });
    await expectVisible(toggle);
    expect(await toggle.isChecked()).toBe(true);
    const link = dialog.getByRole('textbox', { name: 'Link' });
    expect(await link.inputValue()).toBe(new URL(`/r/${oldToken}`, baseUrl()).toString());
    await dialogShot(page, 'requests-portal');

    // Off, then on again: each saved at once.
    const toggleRow = dialog.getByText('Accept requests', { exact: true });
    await toggleRow.click();
    await expectVisible(page.getByText('Portal settings saved').first());
    await expect
      .poll(async () => (await admin<SitePortal>('GET', `/sites/${siteId}/portal`)).enabled)
      .toBe(false);
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await toggleRow.click();
    await expect
      .poll(async () => (await admin<SitePortal>('GET', `/sites/${siteId}/portal`)).enabled)
      .toBe(true);

    // A field made required.
    await dialog.getByRole('checkbox', { name: 'Phone' }).check();
    await expect
      .poll(async () => (await admin<SitePortal>('GET', `/sites/${siteId}/portal`)).required)
      .toEqual(['phone']);
    await dialog.getByRole('checkbox', { name: 'Phone' }).uncheck();
    await expect
      .poll(async () => (await admin<SitePortal>('GET', `/sites/${siteId}/portal`)).required)
      .toEqual([]);

    // Undecided requests escalate after the demo's 4 hours: a wrong number is refused in the
    // field's words, a whole one saved, and empty turns it off.
    const hours = dialog.getByRole('textbox', {
      name: 'Escalate requests not decided within (hours)',
    });
    expect(await hours.inputValue()).toBe('4');
    const saveHours = dialog.getByRole('button', { name: 'Save' });
    await hours.fill('2.5');
    await saveHours.click();
    await expectVisible(
      dialog.getByText('Enter whole hours from 1 to 168 (a week), or leave it empty'),
    );
    await hours.fill('6');
    await saveHours.click();
    await expect
      .poll(async () => (await admin<SitePortal>('GET', `/sites/${siteId}/portal`)).untriagedHours)
      .toBe(6);
    expect(await dialog.getByText('Enter whole hours').count()).toBe(0);
    await hours.fill('');
    await saveHours.click();
    await expect
      .poll(async () => (await admin<SitePortal>('GET', `/sites/${siteId}/portal`)).untriagedHours)
      .toBe(null);
    await hours.fill('4');
    await saveHours.click();
    await expect
      .poll(async () => (await admin<SitePortal>('GET', `/sites/${siteId}/portal`)).untriagedHours)
      .toBe(4);

    // The poster downloads as a PDF.
    const [poster] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download poster' }).click(),
    ]);
    expect(poster.suggestedFilename()).toMatch(/\.pdf$/);

    // A new link: asked first; the old one stops working.
    await dialog.getByRole('button', { name: 'New link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Make a new link?' });
    await expectVisible(confirm.getByText('stop working at once', { exact: false }));
    await dialogShot(page, 'requests-portal-rotate');
    await confirm.getByRole('button', { name: 'Make new link' }).click();
    await expectVisible(page.getByText('New link made. The old one no longer works.'));
    await expect.poll(() => link.inputValue()).not.toContain(oldToken);
    const newToken = (await link.inputValue()).split('/r/')[1] ?? '';
    const old = await fetch(new URL(`/api/portal/sites/${oldToken}`, baseUrl()));
    expect(old.status).toBe(404);
    const current = await fetch(new URL(`/api/portal/sites/${newToken}`, baseUrl()));
    expect(current.status).toBe(200);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    // The Actions column stays on the screen with the button added.
    const table = page.getByRole('region', { name: 'Sites table' });
    await expect.poll(() => table.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
    await screenshot('requests-portal-sites');
    expect(errors).toEqual([]);

    // On a phone, the site's card holds the button, and the dialog fits the screen.
    const phone = await openPage(browser(), PHONE);
    await signIn(phone.page, phone.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await phone.page.goto(phone.url('/admin/sites'));
    await phone.page.getByLabel('Search sites').fill(SITE);
    await phone.page.getByRole('button', { name: `Request portal for ${SITE}` }).click();
    const small = phone.page.getByRole('dialog', { name: `Request portal — ${SITE}` });
    await expectVisible(small.getByRole('switch', { name: 'Accept requests' }));
    expect(await small.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await dialogShot(phone.page, 'requests-portal');
    await small.getByRole('button', { name: 'Close' }).last().click();
    expect(await sidewaysOverflow(phone.page)).toBe(0);
    await phone.screenshot('requests-portal-sites');
    expect(phone.errors).toEqual([]);

    // A manager, who edits sites, has no portal button: it is an administrator's.
    const manager = await openPage(browser(), DESKTOP);
    await signIn(manager.page, manager.url, 'manager@example.com', DEMO_PASSWORD);
    await manager.page.goto(manager.url('/sites'));
    await expectVisible(manager.page.getByRole('button', { name: /^Edit / }).first());
    expect(await manager.page.getByRole('button', { name: /^Request portal for / }).count()).toBe(
      0,
    );
  });
});
