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

// Issue 33, "any checklist item may take a photo": the technician photographs the meter they
// read, in the cell of that item and day; the supervisor opens the technician's grid and sees it.
const browser = setupBrowser();

// Journeys share one server and its demo data: everything made here carries this stamp.
const stamp = Date.now();
const SITE = 'Harbor View Towers';
const TECHNICIAN = 'Marco Silva';
const checklistName = `Pump room round ${stamp}`;
const itemOf = (key: 'desktop' | 'phone') => `Read the pump pressure ${key} ${stamp}`;
const made = { checklistId: '', technicianId: '' };

const now = new Date();
const todayNumber = now.getDate();

/**
 * A camera-sized JPEG (3000×2000: the app makes it smaller on the device), drawn by the browser's
 * own canvas: the journeys' package has no image library of its own.
 */
async function cameraPhoto(page: Page, name: string, label: string) {
  const base64 = await page.evaluate(async (text) => {
    const canvas = new OffscreenCanvas(3000, 2000);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#0f172a';
    context.fillRect(0, 0, 3000, 2000);
    context.fillStyle = '#e2e8f0';
    context.beginPath();
    context.arc(1500, 1000, 700, 0, 2 * Math.PI);
    context.fill();
    context.fillStyle = '#b91c1c';
    context.font = 'bold 300px sans-serif';
    context.textAlign = 'center';
    context.fillText(text, 1500, 1100);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, label);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

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

/** Today's cell of an item; its accessible name is "<item>, <weekday> <day>: <state>". */
const todayCell = (page: Page, item: string) =>
  page.getByRole('button', { name: new RegExp(`^${item}, [A-Za-z]+ ${todayNumber}: `) });

/** The camera mark of today's cell, which opens its photos. */
const cameraMark = (page: Page, item: string) =>
  page.getByRole('button', { name: `1 photo of ${item}, day ${todayNumber}` });

async function openGrid(journey: JourneyPage, path: string) {
  await journey.page.goto(journey.url(path));
  await expectVisible(journey.page.getByRole('heading', { name: 'Checklists', level: 1 }));
  await expectVisible(journey.page.getByRole('heading', { name: checklistName, level: 2 }));
}

beforeAll(async () => {
  const { page, url } = await openPage(browser(), DESKTOP);
  try {
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    const sites = await api<{ id: string; name: string }[]>(page, 'GET', '/sites');
    const site = sites.find((one) => one.name === SITE);
    if (!site) throw new Error(`the demo site ${SITE} is missing`);
    const checklist = await api<{ id: string }>(page, 'POST', '/checklists', {
      name: checklistName,
      category: 'electrical',
      siteId: site.id,
      items: (['desktop', 'phone'] as const).map((key) => ({
        name: itemOf(key),
        kind: 'reading',
        unit: 'bar',
        min: 2,
        max: 6,
      })),
    });
    const people = await api<{ id: string; name: string }[]>(
      page,
      'GET',
      `/checklists/${checklist.id}/assignable-users`,
    );
    const marco = people.find((person) => person.name === TECHNICIAN);
    if (!marco) throw new Error(`${TECHNICIAN} is not offered for ${checklistName}`);
    await api(page, 'POST', `/checklists/${checklist.id}/assign-user`, { userId: marco.id });
    made.checklistId = checklist.id;
    made.technicianId = marco.id;
  } finally {
    await page.context().close();
  }
});

describe('a photo on a checklist cell', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'the technician photographs the meter they read; the supervisor sees it (%s)',
    async (key, viewport) => {
      const item = itemOf(key);
      const photoName = `pump-pressure-${key}-${stamp}.jpg`;

      const technician = await openPage(browser(), viewport);
      const { page } = technician;
      await signIn(page, technician.url, 'technician@example.com', DEMO_PASSWORD);
      await openGrid(technician, `/technician/checklist?checklistId=${made.checklistId}`);

      // Today's cell of the reading opens the dialog that records it, with its photos.
      await todayCell(page, item).click();
      const dialog = page.getByRole('dialog', { name: 'Record Reading' });
      await expectVisible(dialog);
      const photos = dialog.getByRole('region', { name: 'Photos' });
      const photo = await cameraPhoto(page, photoName, '4.2 bar');
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        photos.getByRole('button', { name: 'Add photo' }).click(),
      ]);
      await chooser.setFiles(photo);
      await expectVisible(page.getByText('Photo added'));
      const thumb = photos.getByRole('button', { name: `Open photo ${photoName}` });
      await expectVisible(thumb, 10_000);
      await expect.poll(() => pictureLoaded(thumb)).toBe(true);
      await dialog.getByLabel('Reading in bar').fill('4.2');
      await dialogShot(page, `checklist-photo-${key}-record`);
      // The dialog fits the screen: nothing in it is wider than the phone.
      expect(
        await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
      ).toBe(true);
      await dialog.getByRole('button', { name: 'Record', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The cell reads the value and carries the camera mark; the legend says what it is.
      await expect
        .poll(() => todayCell(page, item).getAttribute('aria-label'))
        .toMatch(/: 4\.2 bar, 1 photo$/);
      await expectVisible(cameraMark(page, item));
      await expectVisible(
        page.getByRole('list', { name: 'Legend' }).getByText('Photos', { exact: true }),
      );
      await technician.screenshot(`checklist-photo-${key}-technician`);
      expect(technician.errors).toEqual([]);
      await page.context().close();

      // The supervisor opens the technician's month and the cell's photos from its mark.
      const supervisor = await openPage(browser(), viewport);
      await signIn(
        supervisor.page,
        supervisor.url,
        'supervisor@example.com',
        DEMO_PASSWORD,
        '/supervisor/dashboard',
      );
      await openGrid(
        supervisor,
        `/supervisor/checklist?checklistId=${made.checklistId}&userId=${made.technicianId}`,
      );
      await cameraMark(supervisor.page, item).click();
      const details = supervisor.page
        .getByRole('dialog')
        .filter({ has: supervisor.page.getByText(item, { exact: true }) });
      await expectVisible(details);
      const seen = details
        .getByRole('region', { name: 'Photos' })
        .getByRole('button', { name: `Open photo ${photoName}` });
      await expectVisible(seen);
      await expect.poll(() => pictureLoaded(seen)).toBe(true);
      await dialogShot(supervisor.page, `checklist-photo-${key}-supervisor`);
      await seen.click();
      const viewer = supervisor.page.getByRole('dialog', { name: photoName });
      await expectVisible(viewer);
      await expectVisible(viewer.getByText(`Added by ${TECHNICIAN}`, { exact: false }));
      // The supervisor may remove it; the photo opens at full size, made smaller on the phone.
      await expectVisible(viewer.getByRole('button', { name: 'Delete' }));
      const full = viewer.getByRole('img', { name: photoName });
      await expect
        .poll(() =>
          full.evaluate((image) =>
            image instanceof HTMLImageElement && image.complete
              ? [image.naturalWidth, image.naturalHeight]
              : [],
          ),
        )
        .toEqual([2048, 1365]);
      await dialogShot(supervisor.page, `checklist-photo-${key}-viewer`);
      expect(supervisor.errors).toEqual([]);
      await supervisor.page.context().close();
    },
  );
});
