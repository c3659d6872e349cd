import type { PortalReceipt, SitePortal, WorkRequest } from '@cmms/shared/requests';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api-as';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

type DemoAsset = {
  id: string;
  name: string;
  assetNumber: string;
  location: string | null;
  site: { id: string; name: string };
};

/** A small photo: a 64 × 48 PNG, red with a blue band, as a file input receives it. */
function photoFile() {
  const png = new PNG({ width: 64, height: 48 });
  for (let index = 0; index < 64 * 48; index += 1) {
    const band = index % 64 > 24 && index % 64 < 40;
    png.data.set(band ? [30, 64, 175, 255] : [220, 38, 38, 255], index * 4);
  }
  return { name: 'leak.png', mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

/** Whether the page scrolls sideways (it must not, at any width). */
const sidewaysOverflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("a requester without an account, from an asset's label", () => {
  it('reports a problem with a photo, gets its number and follows it on the status page', async () => {
    // Set-up as an administrator: a demo asset, its site's portal switched on, the label's link.
    const admin = await apiAs('admin@example.com');
    const assets = await admin<DemoAsset[]>('GET', '/assets?limit=5');
    const asset = assets.find((one) => one.location) ?? assets[0];
    if (!asset) throw new Error('the demo has no asset');
    await admin<SitePortal>('PUT', `/sites/${asset.site.id}/portal`, { enabled: true });
    const links = await admin<{ id: string; path: string }[]>(
      'GET',
      `/assets/portal-links?ids=${asset.id}`,
    );
    const labelPath = links.find((link) => link.id === asset.id)?.path ?? '';
    expect(labelPath).toMatch(new RegExp(`^/qr/assets/${asset.id}\\?r=[^&]+$`));

    const { page, errors, url, screenshot } = await openPage(browser(), PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url(labelPath), { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { level: 1, name: asset.name }));
    await expectVisible(page.getByText(asset.assetNumber));
    // Issue 35: a cheap phone under a poster downloads at most 120 KiB of JavaScript (as
    // received, headers included), as the sign-in page does: the form alone.
    const scriptBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) =>
          ['script', 'link'].includes((entry as PerformanceResourceTiming).initiatorType),
        )
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
    );
    expect(scriptBytes).toBeGreaterThan(40 * 1024);
    expect(scriptBytes).toBeLessThanOrEqual(120 * 1024);
    expect(await page.title()).toBe(`Report a problem · ${asset.name}`);
    // The asset's place is filled in; the form is the portal's alone: no sign-in, no app shell.
    expect(await page.getByLabel('Where is it? (optional)').inputValue()).toBe(
      asset.location ?? '',
    );
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(scripts.some((file) => file.includes('app-entry'))).toBe(false);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot('portal-asset-form');

    // Sent empty: what is wrong is asked for, next to the field, and the field has the focus.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const description = page.getByLabel('What is wrong?');
    await expect.poll(() => description.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => description.evaluate((element) => element === document.activeElement))
      .toBe(true);
    const errorId = await description.getAttribute('aria-describedby');
    expect(errorId).toBeTruthy();
    expect((await page.locator(`[id="${errorId}"]`).textContent())?.trim()).not.toBe('');
    await screenshot('portal-asset-form-errors');

    await description.fill('Water drips from the unit onto the floor, since this morning.');
    await page.getByRole('radio', { name: /^Urgent/ }).check();
    await page.getByLabel('Take or choose a photo').setInputFiles(photoFile());
    await expectVisible(page.getByRole('img', { name: 'The photo you added' }));
    await page.getByLabel('Your name (optional)').fill('Ana Ruiz');
    await page.getByLabel('Email (optional)').fill('ana.ruiz@example.com');
    // The field for robots is there, out of sight, out of the tab order and empty.
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.inputValue()).toBe('');
    await screenshot('portal-asset-form-filled');

    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/api\/portal\/assets\/[^/]+\/requests$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const receipt = (await response.json()) as PortalReceipt;
    expect(receipt.number).toMatch(/^RQ-\d+$/);
    // It arrived as sent, with its photo, for the site's team to see.
    const [arrived] = await admin<WorkRequest[]>(
      'GET',
      `/requests?status=all&search=${receipt.number}`,
    );
    expect(arrived).toMatchObject({
      number: receipt.number,
      urgency: 'urgent',
      location: asset.location ?? '',
      requester: { name: 'Ana Ruiz', email: 'ana.ruiz@example.com', phone: '' },
    });
    expect(arrived?.photo).not.toBeNull();

    // The thank-you: the number in large type, the private link and how to keep it.
    await expectVisible(page.getByRole('heading', { name: 'Thank you, your report was sent' }));
    await expectVisible(page.getByText(receipt.number, { exact: true }));
    const statusLink = `${new URL(url('/')).origin}/r/status/${receipt.statusToken}`;
    await expectVisible(page.getByText(statusLink, { exact: true }));
    await expectVisible(page.getByText(/This link is the only way to follow your request/));
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot('portal-thanks');

    await page.getByRole('link', { name: 'Open the status page' }).click();
    await page.waitForURL(`**/r/status/${receipt.statusToken}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: receipt.number }));
    const steps = page.getByRole('listitem');
    await expectVisible(steps.filter({ hasText: 'Received' }));
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('Received');
    await expectVisible(
      page.getByText('Water drips from the unit onto the floor, since this morning.'),
    );
    await expectVisible(page.getByText(`${asset.name} at ${asset.site.name}`));
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot('portal-status');
    expect(errors).toEqual([]);

    // The same pages on a desktop.
    const desktop = await openPage(browser(), DESKTOP);
    await desktop.page.goto(desktop.url(labelPath));
    await expectVisible(desktop.page.getByRole('heading', { level: 1, name: asset.name }));
    await desktop.screenshot('portal-asset-form');
    await desktop.page.goto(desktop.url(`/r/status/${receipt.statusToken}`));
    await expectVisible(desktop.page.getByText('Received'));
    await desktop.screenshot('portal-status');
    expect(desktop.errors).toEqual([]);
  });

  it("opens the asset's page, as before, for someone signed in", async () => {
    const admin = await apiAs('admin@example.com');
    const [asset] = await admin<DemoAsset[]>('GET', '/assets?limit=1');
    if (!asset) throw new Error('the demo has no asset');
    await admin<SitePortal>('PUT', `/sites/${asset.site.id}/portal`, { enabled: true });
    const [link] = await admin<{ id: string; path: string }[]>(
      'GET',
      `/assets/portal-links?ids=${asset.id}`,
    );
    const { page, url, errors } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    // The label's QR page of the app, as a scan opened it before the portal.
    await page.goto(url(link?.path ?? ''));
    await expectVisible(page.getByRole('heading', { level: 1, name: asset.name }));
    await expectVisible(page.getByRole('link', { name: 'View Full Details' }));
    expect(await page.getByLabel('What is wrong?').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('a portal link that is not valid, on a %s', (_name, viewport) => {
  it("says so, for a site's page and for a status page", async () => {
    const { page, url, screenshot } = await openPage(browser(), viewport);
    await page.goto(url('/r/not-a-real-token'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'This link is not valid' }));
    expect(await page.getByLabel('What is wrong?').count()).toBe(0);
    await screenshot('portal-not-found');
    await page.goto(url('/r/status/not-a-real-token'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'This link is not valid' }));
  });
});
