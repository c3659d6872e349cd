import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import {
  DESKTOP,
  dialogShot,
  expectVisible,
  type JourneyPage,
  openPage,
  PHONE,
  setupBrowser,
} from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

// Issue 33: the work order as the record of the work. A technician photographs the job before,
// times it, takes parts from the site's store and completes it with a note and a photo after;
// the manager then reads the whole story, the time, the parts and what it cost on one page.
const browser = setupBrowser();

// Journeys share one server and its demo data: everything made here carries this stamp. The
// technician is our own: a timer is the person's (one running at a time, entries never overlap)
// and an hourly rate is pay, neither of which should depend on what other journeys did.
const stamp = Date.now();
const SITE = 'Harbor View Towers';
const WORKER = { email: `record.tech.${stamp}@example.com`, name: `Rosa Record ${stamp}` };
const HOURLY_RATE = 90;
const STOCK = 10;
const UNIT_COST = 12.5;
const NOTE = `Seal replaced, pump ran 10 minutes without a leak ${stamp}.`;

type Job = {
  /** The screenshots' names start with it. */
  shots: string;
  title: string;
  taskId: string;
  number: string;
  material: string;
  materialId: string;
  beforeName: string;
  afterName: string;
};
const jobs: Record<'desktop' | 'phone' | 'offline', Job> = {
  desktop: emptyJob(),
  phone: emptyJob(),
  offline: emptyJob(),
};
function emptyJob(): Job {
  return {
    shots: '',
    title: '',
    taskId: '',
    number: '',
    material: '',
    materialId: '',
    beforeName: '',
    afterName: '',
  };
}

/**
 * A camera-sized JPEG (3000×2000, larger than the app sends: it is resized on the device), drawn
 * by the browser's own canvas: the journeys' package has no image library of its own.
 */
async function cameraPhoto(page: Page, name: string, label: string, colour: string) {
  const base64 = await page.evaluate(
    async ({ label, colour }) => {
      const canvas = new OffscreenCanvas(3000, 2000);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = colour;
      context.fillRect(0, 0, 3000, 2000);
      context.fillStyle = '#e2e8f0';
      context.beginPath();
      context.arc(1500, 1000, 600, 0, 2 * Math.PI);
      context.fill();
      context.fillStyle = '#0f172a';
      context.font = 'bold 360px sans-serif';
      context.textAlign = 'center';
      context.fillText(label, 1500, 1120);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { label, colour },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** A page signed in as the admin, for set-up and for reading what the server holds. */
async function asAdmin<T>(work: (page: Page) => Promise<T>): Promise<T> {
  const { page, url } = await openPage(browser(), DESKTOP);
  try {
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    return await work(page);
  } finally {
    await page.context().close();
  }
}

beforeAll(async () => {
  await asAdmin(async (page) => {
    const sites = await api<{ id: string; name: string }[]>(page, 'GET', '/sites');
    const site = sites.find((one) => one.name === SITE);
    if (!site) throw new Error(`the demo site ${SITE} is missing`);
    const worker = await api<{ id: string }>(page, 'POST', '/users', {
      name: WORKER.name,
      email: WORKER.email,
      password: DEMO_PASSWORD,
      role: 'technician',
    });
    await api(page, 'POST', `/users/${worker.id}/assign-sites`, { siteIds: [site.id] });
    await api(page, 'PUT', `/users/${worker.id}/hourly-rate`, { hourlyRate: HOURLY_RATE });
    const assets = await api<{ id: string }[]>(page, 'GET', `/assets?siteId=${site.id}&limit=1`);
    const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    // One work order and one material of the site per journey: each reads its own stock.
    for (const [key, job] of Object.entries(jobs)) {
      job.shots = key === 'offline' ? 'work-order-record-offline' : 'work-order-record';
      job.title = `Replace pump seal ${key} ${stamp}`;
      job.material = `Pump seal kit ${key} ${stamp}`;
      job.beforeName = `before-${key}-${stamp}.jpg`;
      job.afterName = `after-${key}-${stamp}.jpg`;
      const task = await api<{ id: string; workOrderNumber: string }>(page, 'POST', '/tasks', {
        title: job.title,
        description: 'The shaft seal of booster pump 2 leaks.',
        dueDate,
        assignedToId: worker.id,
        assetId: assets[0]?.id,
        siteId: site.id,
      });
      job.taskId = task.id;
      job.number = task.workOrderNumber;
      const material = await api<{ id: string }>(page, 'POST', '/materials', {
        name: job.material,
        category: 'Mechanical',
        unit: 'pieces',
        quantity: STOCK,
        reorderLevel: 2,
        siteId: site.id,
        unitCost: UNIT_COST,
      });
      job.materialId = material.id;
    }
  });
});

const region = (page: Page, name: string) => page.getByRole('region', { name });

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Waits until a term of a list of terms reads `value` beside it (Used: 2 pieces, Labour: $0.05). */
const expectValue = (scope: Locator, term: string, value: string) =>
  expectVisible(
    scope
      .getByRole('term')
      .filter({ hasText: exactly(term) })
      .locator('xpath=..')
      .getByRole('definition')
      .filter({ hasText: exactly(value) }),
  );

/** The thumbnail of a photo in the timeline, a button named after it. */
const thumbOf = (page: Page, name: string) =>
  region(page, 'Timeline').getByRole('button', { name: `Open photo ${name}` });

/** Whether a thumbnail's picture has loaded (not the "Photo not available" box). */
const pictureLoaded = (thumb: Locator) =>
  thumb
    .locator('img')
    .evaluate(
      (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
      undefined,
      { timeout: 1000 },
    )
    .catch(() => false);

/** The list, as a person opens it, then the work order's title, which leads to its record. */
async function openRecordFromList(page: Page, url: (path: string) => string, job: Job) {
  await page.goto(url('/tasks'));
  await expectVisible(page.getByRole('heading', { name: 'Work Orders', level: 1 }));
  await page.getByLabel('Search work orders').fill(job.title);
  await page.getByRole('link', { name: job.title }).click();
  await expectVisible(page.getByRole('heading', { name: job.title, level: 1 }));
  await page.waitForURL(new RegExp(`/tasks/${job.taskId}$`));
}

/** Add photo, tagged Before (the camera on a phone; here, the file chooser it opens). */
async function addBeforePhoto(page: Page, job: Job) {
  const photo = await cameraPhoto(page, job.beforeName, 'BEFORE', '#b45309');
  const timeline = region(page, 'Timeline');
  // The tag is a row of words to tap; it stays for the next photo.
  const tags = timeline.getByRole('group', { name: 'Photo tag' });
  await tags.getByText('Before', { exact: true }).click();
  await expect
    .poll(() => tags.getByRole('radio', { name: 'Before' }).isChecked(), {
      message: 'a tap on "Before" selects it',
    })
    .toBe(true);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    timeline.getByRole('button', { name: 'Add photo' }).click(),
  ]);
  await chooser.setFiles(photo);
}

/** Start timer, a few seconds of work read off the timer's own clock, Stop timer. */
async function timeTheWork(page: Page) {
  const time = region(page, 'Time');
  await time.getByRole('button', { name: 'Start timer' }).click();
  await expectVisible(time.getByText('Timer running', { exact: true }));
  await expectVisible(time.getByText(/^0:00:0[3-9]$/), 10_000);
  await time.getByRole('button', { name: 'Stop timer' }).click();
  await expectVisible(time.getByText('Timer stopped', { exact: true }));
}

/** Issue part: the job's material, found by search, with its stock shown; two of them. */
async function issueTwoParts(page: Page, job: Job) {
  await region(page, 'Parts').getByRole('button', { name: 'Issue part' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a part' });
  await expectVisible(dialog);
  await dialog.getByLabel('Search materials').fill(job.material);
  const choice = `${job.material} · in stock: ${STOCK} pieces`;
  const material = dialog.getByLabel('Material', { exact: true });
  await expect
    .poll(() => material.locator('option').allTextContents(), {
      message: `the dialog offers ${job.material} with its stock`,
    })
    .toContain(choice);
  await material.selectOption({ label: choice });
  await dialog.getByLabel('Quantity', { exact: true }).fill('2');
  await dialogShot(page, `${job.shots}-issue-part`);
  await dialog.getByRole('button', { name: 'Issue part' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Complete, with the completion note and a photo of the finished work. */
async function completeWithNoteAndPhoto(page: Page, job: Job) {
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete work order' });
  await expectVisible(dialog);
  await dialog.getByLabel('Completion note').fill(NOTE);
  const photo = await cameraPhoto(page, job.afterName, 'AFTER', '#047857');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Take or choose a photo' }).click(),
  ]);
  await chooser.setFiles(photo);
  // The chosen photo is previewed with its After badge before anything is sent.
  const preview = dialog.getByRole('img', { name: job.afterName });
  await expectVisible(preview.getByText('After', { exact: true }));
  await dialogShot(page, `${job.shots}-complete`);
  await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Money as the screen writes it in English: '$25.00'. */
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);

type ServerRecord = {
  task: { status: string };
  timeline: (
    | { kind: 'comment'; body: string; completion: boolean }
    | { kind: 'attachment'; attachment: { name: string; tag: string | null; url: string } }
    | { kind: 'event'; action: string; text: string }
  )[];
  time: {
    entries: { user: { name: string }; startedAt: string; endedAt: string | null }[];
    totals: { user: { name: string }; minutes: number }[];
  };
  parts: { material: { name: string }; issued: number; returned: number; used: number }[];
  cost: { currency: string; labour: number; parts: number; total: number } | null;
};
type Movement = {
  delta: number;
  quantityAfter: number;
  workOrder: { workOrderNumber: string } | null;
};

/** What the server holds about the job, read by the admin: the record, the stock, the ledger. */
function serverState(job: Job) {
  return asAdmin(async (page) => {
    const record = await api<ServerRecord>(page, 'GET', `/tasks/${job.taskId}/record`);
    const material = await api<{ quantity: number }>(page, 'GET', `/materials/${job.materialId}`);
    const movements = await api<Movement[]>(page, 'GET', `/materials/${job.materialId}/movements`);
    // The stored size of the before photo, read by the browser from its signed link.
    const before = record.timeline.find(
      (entry) => entry.kind === 'attachment' && entry.attachment.tag === 'before',
    );
    const beforeSize =
      before?.kind === 'attachment'
        ? await page.evaluate(async (link) => {
            const bitmap = await createImageBitmap(await (await fetch(link)).blob());
            return [bitmap.width, bitmap.height];
          }, before.attachment.url)
        : null;
    return { record, stock: material.quantity, movements, beforeSize };
  });
}

/**
 * The server's account of the job, the same however the phone sent it: each thing once, in the
 * order it was done, the stock down by exactly the two parts and the ledger naming the order.
 */
async function expectTheWorkOnServer(job: Job) {
  const { record, stock, movements, beforeSize } = await serverState(job);
  expect(record.task.status).toBe('completed');
  const files = record.timeline.flatMap((entry) =>
    entry.kind === 'attachment' ? [{ name: entry.attachment.name, tag: entry.attachment.tag }] : [],
  );
  expect(files).toEqual([
    { name: job.beforeName, tag: 'before' },
    { name: job.afterName, tag: 'after' },
  ]);
  expect(record.time.entries).toHaveLength(1);
  expect(record.time.entries[0]?.user.name).toBe(WORKER.name);
  expect(record.parts).toEqual([
    expect.objectContaining({ material: expect.objectContaining({ name: job.material }) }),
  ]);
  expect(record.parts[0]).toMatchObject({ issued: 2, returned: 0, used: 2 });
  expect(stock).toBe(STOCK - 2);
  const ofThisOrder = movements.filter(
    (movement) => movement.workOrder?.workOrderNumber === job.number,
  );
  expect(ofThisOrder).toHaveLength(1);
  expect(ofThisOrder[0]).toMatchObject({ delta: -2, quantityAfter: STOCK - 2 });

  // The timeline is oldest first: the before photo, the time, the parts, the after photo (sent
  // ahead of the Complete), the completion and its note.
  const at = (found: (entry: ServerRecord['timeline'][number]) => boolean) =>
    record.timeline.findIndex(found);
  const order = [
    at((entry) => entry.kind === 'attachment' && entry.attachment.tag === 'before'),
    at((entry) => entry.kind === 'event' && entry.action === 'task_time_logged'),
    at((entry) => entry.kind === 'event' && /part_issued/.test(entry.action)),
    at((entry) => entry.kind === 'attachment' && entry.attachment.tag === 'after'),
    at((entry) => entry.kind === 'event' && entry.action === 'task_completed'),
    at((entry) => entry.kind === 'comment' && entry.completion),
  ];
  expect(order.every((index) => index >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);

  // The 3000×2000 photo was made 2048 px on its long side on the device, before it travelled.
  expect(beforeSize).toEqual([2048, 1365]);
  return record;
}

/**
 * The manager opens the record from the list and reads it: the story with both photos, the note
 * and the completion, each person's time, the parts, and the cost in the organisation's currency.
 */
async function managerReads(viewport: typeof DESKTOP, job: Job, record: ServerRecord) {
  const manager = await openPage(browser(), viewport);
  const { page } = manager;
  await signIn(page, manager.url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
  await openRecordFromList(page, manager.url, job);
  await expectVisible(page.getByText('Completed', { exact: true }).first());

  const timeline = region(page, 'Timeline');
  await expectVisible(timeline.getByText(NOTE));
  await expectVisible(timeline.getByText('Completion note', { exact: true }));
  await expectVisible(thumbOf(page, job.beforeName).getByText('Before', { exact: true }));
  await expectVisible(thumbOf(page, job.afterName).getByText('After', { exact: true }));
  await expect.poll(() => pictureLoaded(thumbOf(page, job.beforeName))).toBe(true);
  await expect.poll(() => pictureLoaded(thumbOf(page, job.afterName))).toBe(true);
  await expectVisible(
    timeline.getByText(`Work order ${job.number} "${job.title}" set to Completed`),
  );
  await expectVisible(
    timeline.getByText(`2 pieces of ${job.material} issued to work order ${job.number}`, {
      exact: false,
    }),
  );

  // Seconds on the timer: a few, which the server counts in whole minutes (0 under half a one)
  // and the page reads as under a minute, not as nothing logged.
  const time = region(page, 'Time');
  const minutes = record.time.totals.find((total) => total.user.name === WORKER.name)?.minutes;
  expect(minutes).toBeDefined();
  await expectValue(time, WORKER.name, minutes === 0 ? 'under 1 min' : `${minutes} min`);

  const parts = region(page, 'Parts');
  const line = parts.getByRole('listitem').filter({ hasText: job.material });
  await expectValue(line, 'Issued', '2 pieces');
  await expectValue(line, 'Used', '2 pieces');

  // Labour is the timer's seconds at the technician's rate, parts two at the unit cost.
  const { cost } = record;
  if (!cost) throw new Error('the admin reads no cost');
  const entry = record.time.entries[0];
  const seconds = entry?.endedAt
    ? (Date.parse(entry.endedAt) - Date.parse(entry.startedAt)) / 1000
    : 0;
  expect(Math.abs(cost.labour - (seconds / 3600) * HOURLY_RATE)).toBeLessThanOrEqual(0.01);
  expect(cost.labour).toBeGreaterThan(0);
  expect(cost.parts).toBe(2 * UNIT_COST);
  expect(cost.total).toBeCloseTo(cost.labour + cost.parts, 2);
  const costs = region(page, 'Cost');
  await expectValue(costs, 'Labour', money(cost.labour, cost.currency));
  await expectValue(costs, 'Parts', money(cost.parts, cost.currency));
  await expectValue(costs, 'Total', money(cost.total, cost.currency));
  // The parts line says what it cost too.
  await expectVisible(line.getByText(money(cost.parts, cost.currency), { exact: true }));
  await manager.screenshot(`${job.shots}-manager`);
  expect(manager.errors).toEqual([]);
  await page.context().close();
}

async function signInAsWorker(journey: JourneyPage) {
  await signIn(journey.page, journey.url, WORKER.email, DEMO_PASSWORD, '/technician/dashboard');
}

describe('the work order as the record of the work', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'a technician records the job and the manager reads it (%s)',
    async (key, viewport) => {
      const job = jobs[key];
      const technician = await openPage(browser(), viewport);
      const { page } = technician;
      await signInAsWorker(technician);
      await openRecordFromList(page, technician.url, job);

      await addBeforePhoto(page, job);
      await expectVisible(page.getByText('Photo added'));
      await expectVisible(thumbOf(page, job.beforeName).getByText('Before', { exact: true }));
      await expect.poll(() => pictureLoaded(thumbOf(page, job.beforeName))).toBe(true);

      // A few seconds: the entry reads as under a minute, the cost below counts the seconds.
      await timeTheWork(page);
      const time = region(page, 'Time');
      await expectVisible(time.getByText(`${WORKER.name} · under 1 min`));

      await issueTwoParts(page, job);
      await expectVisible(page.getByText('Part issued'));
      const line = region(page, 'Parts').getByRole('listitem').filter({ hasText: job.material });
      await expectValue(line, 'Used', '2 pieces');

      await completeWithNoteAndPhoto(page, job);
      await expectVisible(page.getByText('Task marked as completed!'));
      await expectVisible(region(page, 'Timeline').getByText(NOTE));
      await expectVisible(thumbOf(page, job.afterName).getByText('After', { exact: true }));
      // Cost reveals pay: a technician never sees it.
      expect(await region(page, 'Cost').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Complete', exact: true }).count()).toBe(0);
      await technician.screenshot(`${job.shots}-technician`);
      expect(technician.errors).toEqual([]);
      await page.context().close();

      const record = await expectTheWorkOnServer(job);
      await managerReads(viewport, job, record);
    },
  );

  it('a technician with no signal records it all on the phone; it arrives once, in order', async () => {
    const job = jobs.offline;
    const technician = await openPage(browser(), PHONE, { serviceWorkers: 'allow' });
    const { page } = technician;
    const context = page.context();
    await signInAsWorker(technician);
    // Online, the record is opened once (the basement has no signal, the stairs do); the app
    // shell is on the phone once the service worker is active.
    await openRecordFromList(page, technician.url, job);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    const waiting = 'Waiting to sync';
    const timeline = region(page, 'Timeline');
    await addBeforePhoto(page, job);
    await expectVisible(
      page.getByText('Saved on this device. It will be sent when the connection returns.').first(),
    );
    // Shown from the bytes kept on the phone, with its tag, and said to be waiting.
    const keptBefore = page.getByRole('img', { name: job.beforeName });
    await expectVisible(keptBefore.getByText('Before', { exact: true }));
    await expectVisible(
      timeline.getByRole('listitem').filter({ has: keptBefore }).getByText(waiting),
    );
    await expect.poll(() => pictureLoaded(keptBefore)).toBe(true);

    // The timer runs on the phone from the tap; the stop makes an entry that waits.
    await timeTheWork(page);
    const time = region(page, 'Time');
    await expectVisible(
      time.getByRole('listitem').filter({ hasText: 'You · under 1 min' }).getByText(waiting),
    );

    // The part dialog was never opened online: the materials of the work order's site must be
    // on the phone all the same.
    await issueTwoParts(page, job);
    await expectVisible(
      region(page, 'Parts')
        .getByRole('listitem')
        .filter({ hasText: `${job.number}: 2 pieces of ${job.material} issued` })
        .getByText(waiting),
    );

    await completeWithNoteAndPhoto(page, job);
    const keptAfter = page.getByRole('img', { name: job.afterName });
    await expectVisible(keptAfter.getByText('After', { exact: true }));
    await expectVisible(
      timeline.getByRole('listitem').filter({ has: keptAfter }).getByText(waiting),
    );
    await keptAfter.scrollIntoViewIfNeeded();
    await expect.poll(() => pictureLoaded(keptAfter)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectVisible(page.getByText('Completed', { exact: true }).first());
    // Photo, timer start and stop, parts, photo, Complete: six changes, in the header's count.
    await expectVisible(page.getByRole('button', { name: /Offline, 6 waiting to sync/ }));
    await technician.screenshot('work-order-record-offline-pending');

    // Signal again: the queue sends them in order, once each, and the record reloads.
    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole('button', { name: /waiting to sync/ }).count(), {
        timeout: 30_000,
      })
      .toBe(0);
    await expect.poll(() => page.getByText(waiting).count()).toBe(0);
    await expectVisible(thumbOf(page, job.beforeName).getByText('Before', { exact: true }));
    await expectVisible(thumbOf(page, job.afterName).getByText('After', { exact: true }));
    await expect.poll(() => pictureLoaded(thumbOf(page, job.afterName))).toBe(true);
    await expectVisible(timeline.getByText(NOTE));
    await expectVisible(time.getByText(`${WORKER.name} · under 1 min`));
    const line = region(page, 'Parts').getByRole('listitem').filter({ hasText: job.material });
    await expectValue(line, 'Used', '2 pieces');
    await technician.screenshot('work-order-record-offline-synced');
    expect(
      technician.errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED')),
    ).toEqual([]);
    await context.close();

    const record = await expectTheWorkOnServer(job);
    await managerReads(PHONE, job, record);
  });
});
