import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import {
  DESKTOP,
  dialogShot,
  expectTitle,
  expectVisible,
  openPage,
  PHONE,
  setupBrowser,
} from './support/browser';
import { baseUrl } from './support/journey-server';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();
const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
const SITE = 'Harbor View Towers';
const LETTER = { width: 816, height: 1056 };
// What a browser's print dialog leaves around the page by default.
const PAPER_MARGINS = { top: '0.4in', right: '0.4in', bottom: '0.4in', left: '0.4in' };

type AssetBody = { id: string; assetNumber: string; name: string };

/** Signs in through the API, for the setup a journey is not about. */
async function apiLogin(email: string) {
  const response = await fetch(new URL('/api/auth/login', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    token: string;
    user: { name: string; assignedSites: { id: string; name: string }[] };
  };
}

/** The text a QR code PNG encodes. */
function decodeQr(file: string): string | undefined {
  const png = PNG.sync.read(fs.readFileSync(file));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** Every visible control of the screen is at least 44 px square (a finger's reach). */
async function smallTargets(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main button, main a, main select, main input'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ element }) => element.getAttribute('aria-label') ?? element.textContent),
  );
}

describe('an admin adds an asset, prints its QR label and exports the list', () => {
  it('creates the asset, downloads a QR that opens it, exports CSV and prints', async () => {
    const stamp = Date.now();
    const name = `Rooftop Chiller ${stamp}`;
    const admin = await openPage(browser(), DESKTOP);
    const { page, url, screenshot } = admin;
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');

    await page.goto(url('/admin/assets'));
    await expectVisible(page.getByRole('heading', { name: 'Assets', level: 1 }));
    await expectTitle(page, 'Assets · Facility Management System');
    await expectVisible(page.getByRole('columnheader', { name: 'Site' }));
    await expectVisible(page.getByRole('button', { name: 'Export CSV' }));
    expect(await page.getByText('View Only').count()).toBe(0);
    await screenshot('assets-list');

    // The form checks name and site with the server's own messages before anything is sent.
    const dialog = page.getByRole('dialog', { name: 'Add Asset' });
    // The dialog closes on Escape.
    await page.getByRole('button', { name: 'Add Asset' }).click();
    await expectVisible(dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Add Asset' }).click();
    await expectVisible(dialog);
    expect(await dialog.getByLabel('Status', { exact: true }).inputValue()).toBe('Active');
    await dialog.getByRole('button', { name: 'Add Asset' }).click();
    await expectVisible(dialog.getByText('Asset name is required'));
    await expectVisible(dialog.getByText('Site is required'));

    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Type', { exact: true }).fill('HVAC');
    await dialog.getByLabel('Location', { exact: true }).fill('Roof, Tower C');
    await dialog.getByLabel('Description', { exact: true }).fill('Carrier 30XA, 400 kW');
    await dialog.getByLabel('Site', { exact: true }).selectOption({ label: SITE });
    // Assigned To offers the people of the chosen site.
    const assignee = dialog.getByLabel('Assigned To', { exact: true });
    await expect.poll(() => assignee.locator('option').count()).toBeGreaterThan(1);
    await assignee.selectOption({ index: 1 });
    const assigneeName = (await assignee.locator('option:checked').textContent())?.replace(
      / \(.*\)$/,
      '',
    );
    await dialogShot(page, 'asset-form');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/assets'),
    );
    await dialog.getByRole('button', { name: 'Add Asset' }).click();
    const asset = (await (await created).json()) as AssetBody;
    await expectVisible(page.getByText('Asset created successfully!'));
    await dialog.waitFor({ state: 'hidden' });

    // The success dialog offers the QR code; it opens for the new asset.
    const success = page.getByRole('dialog', { name: 'Asset Created' });
    await expectVisible(success.getByText(asset.assetNumber));
    await expectVisible(success.getByRole('button', { name: 'Finish' }));
    await dialogShot(page, 'asset-created');
    await success.getByRole('button', { name: 'Generate QR Code' }).click();
    const qrDialog = page.getByRole('dialog', { name: 'Asset QR Code' });
    // The demo's sites have the request portal on: the label is the asset's portal link
    // (issue 35), its page when signed in and its request form when not.
    const [labelLink] = await api<{ id: string; path: string }[]>(
      page,
      'GET',
      `/assets/portal-links?ids=${asset.id}`,
    );
    expect(labelLink?.path).toMatch(new RegExp(`^/qr/assets/${asset.id}\\?r=`));
    const link = `${new URL(url('/')).origin}${labelLink?.path}`;
    await expectVisible(qrDialog.getByText(link, { exact: true }));
    await expectVisible(qrDialog.getByText('Scan to report a problem'));
    await expectVisible(qrDialog.getByText('Offline summary'));
    // The journeys run on 127.0.0.1: the dialog says a phone could not open this label.
    await expectVisible(qrDialog.getByText(/which only this computer can open/));
    await expectVisible(qrDialog.getByRole('img', { name: `QR code linking to ${name}` }));
    await dialogShot(page, 'asset-qr-dialog');
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      qrDialog.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe(`asset-${asset.assetNumber}-qr.png`);
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const pngFile = path.join(ARTIFACTS, png.suggestedFilename());
    await png.saveAs(pngFile);
    const size = PNG.sync.read(fs.readFileSync(pngFile));
    expect([size.width, size.height]).toEqual([256, 256]);
    expect(decodeQr(pngFile)).toBe(link);
    // The small QR holds the summary as JSON.
    const summarySrc = await qrDialog
      .getByRole('img', { name: `QR code holding the details of ${name}` })
      .getAttribute('src');
    const summaryFile = path.join(ARTIFACTS, 'asset-summary-qr.png');
    fs.writeFileSync(summaryFile, Buffer.from(summarySrc?.split(',')[1] ?? '', 'base64'));
    expect(JSON.parse(decodeQr(summaryFile) ?? '{}')).toEqual({
      id: asset.id,
      assetNumber: asset.assetNumber,
      name,
      type: 'HVAC',
      location: 'Roof, Tower C',
      site: SITE,
      status: 'Active',
    });
    await qrDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await qrDialog.waitFor({ state: 'hidden' });

    // Searched on the server, it is the one row left.
    await page.getByLabel('Search assets').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expectVisible(row);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expectVisible(row.getByRole('cell', { name: asset.assetNumber }));
    await expectVisible(row.getByText('Active', { exact: true }));

    // The export holds the filtered list with the spec's columns.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^assets_\d{4}-\d{2}-\d{2}\.csv$/);
    const csvFile = path.join(ARTIFACTS, 'assets-export.csv');
    await csv.saveAs(csvFile);
    const lines = fs
      .readFileSync(csvFile, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Name,Type,Location,Status,Site');
    expect(lines).toContain(`${name},HVAC,"Roof, Tower C",Active,${SITE}`);

    // Hold: the status changes at once and says so.
    await row.getByRole('button', { name: `Hold ${name}` }).click();
    await expectVisible(page.getByText('Asset status updated to On Hold successfully!'));
    await expectVisible(row.getByText('On Hold', { exact: true }));
    expect(await row.getByRole('button', { name: `Hold ${name}` }).count()).toBe(0);

    // A dashboard card's filter shows as a chip; On Hold counts as maintenance.
    await page.goto(url('/admin/assets?filter=maintenance'));
    await expectVisible(page.getByText('Assets under maintenance'));
    await page.getByLabel('Search assets').fill(name);
    await expectVisible(page.getByRole('row').filter({ hasText: name }));
    await page.goto(url('/admin/assets?filter=out-of-service'));
    await expectVisible(page.getByText('Out of service assets'));
    await page.getByLabel('Search assets').fill(name);
    await expectVisible(page.getByText('No assets match your filters'));
    await screenshot('assets-filtered');
    // Nothing to export is said, not downloaded.
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expectVisible(page.getByText('No assets to export.'));
    await page.getByRole('button', { name: 'Remove filter: Out of service assets' }).click();
    await page.waitForURL(/\/admin\/assets$/);
    await expectVisible(page.getByRole('row').filter({ hasText: name }));

    // The status select and the header's site choice narrow the list on the server too.
    await page.getByLabel('Status filter').selectOption('Completed');
    await expectVisible(page.getByText('No assets match your filters'));
    await page.getByLabel('Status filter').selectOption('On Hold');
    await expectVisible(page.getByRole('row').filter({ hasText: name }));
    await page
      .getByLabel('Site', { exact: true })
      .selectOption({ label: 'Riverside Medical Center' });
    await expectVisible(page.getByText('No assets match your filters'));
    await page.getByLabel('Site', { exact: true }).selectOption({ label: 'All Sites' });
    await expectVisible(page.getByRole('row').filter({ hasText: name }));
    // Clear Filters empties the search and the status.
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    expect(await page.getByLabel('Search assets').inputValue()).toBe('');
    expect(await page.getByLabel('Status filter').inputValue()).toBe('');
    await page.getByLabel('Search assets').fill(name);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    // The detail page: every field, the QR, and print.
    await page.getByRole('link', { name: `View ${name}` }).click();
    await page.waitForURL(new RegExp(`/assets/${asset.id}$`));
    await expectVisible(page.getByRole('heading', { name, level: 1 }));
    await expectTitle(page, 'Asset Details · Facility Management System');
    for (const text of [asset.assetNumber, 'HVAC', 'Roof, Tower C', SITE, 'Carrier 30XA, 400 kW']) {
      await expectVisible(page.getByRole('main').getByText(text, { exact: true }).first());
    }
    await expectVisible(page.getByRole('main').getByText(assigneeName ?? '?', { exact: true }));
    await expectVisible(page.getByRole('img', { name: `QR code linking to ${name}` }));
    await screenshot('asset-detail');

    // Printing: the browser's print dialog is stood in for; the page prepares what it prints.
    await page.evaluate(() => {
      const counter = window as unknown as { printed: number };
      counter.printed = 0;
      window.print = () => {
        counter.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print Label' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
      .toBe(1);
    await page.emulateMedia({ media: 'print' });
    const label = page.getByRole('region', { name: 'Asset label' });
    await expectVisible(label);
    await expectVisible(label.getByText(asset.assetNumber));
    await expectVisible(label.getByText(SITE));
    await expectVisible(label.getByRole('img', { name: `QR code for ${asset.assetNumber}` }));
    // Nothing of the app prints: no sidebar, header or buttons.
    await page.locator('#root').waitFor({ state: 'hidden', timeout: 1000 });
    const labelBox = await label.boundingBox();
    expect(labelBox?.width).toBe(336);
    expect(labelBox?.height).toBe(192);
    await page.screenshot({ path: path.join(ARTIFACTS, 'asset-label-print.png') });
    // Paper is narrower than the screen (US Letter at 96 dpi): the app's phone layout takes
    // over there, and still only the label prints.
    await page.setViewportSize(LETTER);
    await expectVisible(label);
    await page.locator('#root').waitFor({ state: 'hidden', timeout: 1000 });
    await page.pdf({
      path: path.join(ARTIFACTS, 'asset-label.pdf'),
      printBackground: true,
      margin: PAPER_MARGINS,
    });
    await page.setViewportSize(DESKTOP);

    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print Details' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
      .toBe(2);
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('body > .asset-print-root');
    await expectVisible(sheet.getByText('Asset Details', { exact: true }));
    await expectVisible(sheet.getByRole('heading', { name, level: 1 }));
    await expectVisible(sheet.getByText('Carrier 30XA, 400 kW'));
    await expectVisible(sheet.getByRole('img', { name: `QR code for ${asset.assetNumber}` }));
    expect(await page.getByRole('region', { name: 'Asset label' }).count()).toBe(0);
    await page.locator('#root').waitFor({ state: 'hidden', timeout: 1000 });
    await page.screenshot({
      path: path.join(ARTIFACTS, 'asset-details-print.png'),
      fullPage: true,
    });
    await page.setViewportSize(LETTER);
    await expectVisible(sheet.getByRole('heading', { name, level: 1 }));
    await page.locator('#root').waitFor({ state: 'hidden', timeout: 1000 });
    await page.screenshot({ path: path.join(ARTIFACTS, 'asset-details-print-letter.png') });
    await page.pdf({
      path: path.join(ARTIFACTS, 'asset-details.pdf'),
      printBackground: true,
      margin: PAPER_MARGINS,
    });
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ media: 'screen' });

    // On a phone: cards, the short detail view, nothing wider than the screen, 44 px targets.
    const phone = await openPage(browser(), PHONE);
    await signIn(phone.page, phone.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await phone.page.goto(phone.url('/admin/assets'));
    await expectVisible(phone.page.getByRole('heading', { name: 'Assets', level: 1 }));
    await phone.page.getByLabel('Search assets').fill(name);
    const card = phone.page.getByRole('article').filter({ hasText: name });
    await expectVisible(card);
    await expect.poll(() => phone.page.getByRole('article').count()).toBe(1);
    expect(await phone.page.getByRole('table').count()).toBe(0);
    await expectVisible(card.getByRole('button', { name: `Complete ${name}` }));
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    expect(await smallTargets(phone.page)).toEqual([]);
    await phone.screenshot('assets-list');
    await card.getByRole('link', { name: `View ${name}` }).click();
    await expectVisible(phone.page.getByRole('heading', { name, level: 1 }));
    await expectVisible(phone.page.getByRole('button', { name: 'QR Code' }));
    expect(await phone.page.getByRole('button', { name: 'Print Label' }).count()).toBe(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    expect(await smallTargets(phone.page)).toEqual([]);
    await phone.screenshot('asset-detail');

    // Deleting asks first, then the asset is gone.
    await page.goto(url('/admin/assets'));
    await page.getByLabel('Search assets').fill(name);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Asset' });
    await expectVisible(confirm.getByText('Are you sure you want to delete this asset?'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectVisible(page.getByText('Asset deleted successfully!'));
    await expectVisible(page.getByText('No assets match your filters'));

    expect(admin.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});

describe('a scanned label', () => {
  it('asks a signed-out visitor to sign in, then shows the asset and who viewed it', async () => {
    const stamp = Date.now();
    const name = `Fire Pump ${stamp}`;
    const admin = await apiLogin('admin@example.com');
    const manager = await apiLogin('manager@example.com');
    const site = manager.user.assignedSites.find((one) => one.name === SITE);
    const response = await fetch(new URL('/api/assets', baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({
        name,
        type: 'Fire Safety',
        location: 'Basement 2',
        description: 'Jockey pump and main pump',
        status: 'Active',
        siteId: site?.id,
      }),
    });
    expect(response.status).toBe(201);
    const asset = (await response.json()) as AssetBody;

    const visitor = await openPage(browser(), PHONE);
    const { page, url } = visitor;
    await page.goto(url(`/qr/assets/${asset.id}`));
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill('manager@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(new RegExp(`/qr/assets/${asset.id}$`));
    await expectVisible(page.getByRole('heading', { name, level: 1 }));
    for (const text of [asset.assetNumber, 'Fire Safety', 'Basement 2', SITE, 'Active']) {
      await expectVisible(page.getByText(text, { exact: true }).first());
    }
    await expectVisible(page.getByText('Jockey pump and main pump'));
    await expectVisible(page.getByText(new RegExp(`^Viewed by ${manager.user.name} on .+\\d`)));
    // A standalone page: no shell around it.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await visitor.screenshot('asset-qr-landing');
    await page.getByRole('link', { name: 'View Full Details' }).click();
    await page.waitForURL(new RegExp(`/assets/${asset.id}$`));
    await expectVisible(page.getByRole('heading', { name, level: 1 }));
    expect(visitor.errors).toEqual([]);

    // An asset that is not there (or not theirs) is refused the same way.
    await page.goto(url('/qr/assets/00000000-0000-4000-8000-000000000000'));
    await expectVisible(page.getByRole('heading', { name: 'Access Denied' }));
    await expectVisible(page.getByText('Asset not found or access denied'));
    await visitor.screenshot('asset-qr-denied');
    await page.goto(url('/assets/00000000-0000-4000-8000-000000000000'));
    await expectVisible(page.getByRole('heading', { name: 'Asset Not Found' }));
    await expectVisible(page.getByText('The requested asset could not be found.'));
    await expectVisible(page.getByRole('button', { name: 'Go Back' }));
    // The browser logs the two refused requests itself; nothing else went wrong.
    expect(visitor.errors).toEqual([
      expect.stringContaining('404 (Not Found)'),
      expect.stringContaining('404 (Not Found)'),
    ]);
  });
});

describe('roles that may not manage assets', () => {
  it('shows the client a view-only list and the technician only status buttons', async () => {
    const client = await openPage(browser(), DESKTOP);
    await signIn(client.page, client.url, 'client@example.com', DEMO_PASSWORD);
    await client.page.goto(client.url('/client/assets'));
    await expectVisible(client.page.getByRole('heading', { name: 'Assets', level: 1 }));
    await expectVisible(client.page.getByText('View Only', { exact: true }));
    await expectVisible(client.page.getByRole('link', { name: /^View / }).first());
    for (const button of ['Add Asset', 'Export CSV']) {
      expect(await client.page.getByRole('button', { name: button }).count()).toBe(0);
    }
    for (const action of [/^QR code for /, /^Edit /, /^Delete /, /^Hold /]) {
      expect(await client.page.getByRole('button', { name: action }).count()).toBe(0);
    }
    await client.screenshot('assets-client');
    await client.page
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    await expectVisible(client.page.getByRole('button', { name: 'Print Details' }));
    await expectVisible(client.page.getByText('View Only', { exact: true }));
    for (const button of ['QR Code', 'Print Label', 'Edit', 'Delete']) {
      expect(await client.page.getByRole('button', { name: button, exact: true }).count()).toBe(0);
    }
    expect(client.errors).toEqual([]);

    // A list that cannot be loaded says so and shows nothing.
    await client.page.route('**/api/assets?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await client.page.goto(client.url('/client/assets'));
    await expectVisible(client.page.getByText('Failed to load assets. Please try again.'), 10_000);
    expect(await client.page.getByRole('table').count()).toBe(0);
    await expectVisible(client.page.getByRole('button', { name: 'Retry' }));
    await client.page.unroute('**/api/assets?**');
    await client.page.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(client.page.getByRole('table'));
    // The browser logs the refused requests itself; nothing else went wrong.
    expect(client.errors.length).toBeGreaterThan(0);
    expect(client.errors.every((error) => error.includes('500 (Internal Server Error)'))).toBe(
      true,
    );

    const technician = await openPage(browser(), DESKTOP);
    await signIn(technician.page, technician.url, 'technician@example.com', DEMO_PASSWORD);
    await technician.page.goto(technician.url('/technician/assets'));
    await expectVisible(technician.page.getByRole('columnheader', { name: 'Status' }));
    expect(await technician.page.getByRole('columnheader', { name: 'Site' }).count()).toBe(0);
    expect(await technician.page.getByText('View Only', { exact: true }).count()).toBe(0);
    expect(await technician.page.getByRole('button', { name: 'Add Asset' }).count()).toBe(0);
    await expectVisible(technician.page.getByRole('button', { name: /^QR code for / }).first());
    await expectVisible(technician.page.getByRole('button', { name: /^Complete / }).first());
    expect(await technician.page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await technician.page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await technician.screenshot('assets-technician');
    expect(technician.errors).toEqual([]);
  });
});
