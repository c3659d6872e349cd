import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { pdfPageImage, pdfText } from './support/pdf';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();
const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
const SITE = 'Harbor View Towers';

// Reports (issue 36, docs/reports.md): a manager reads the work of the demo's year at one site,
// changes the period, downloads a table as CSV and the whole as a PDF, and finds the report's
// count of completed work orders in the list it summarises.
describe('reports', () => {
  it('a manager reads, narrows and downloads the work report, and its figure is the list’s', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), DESKTOP, {
      acceptDownloads: true,
    });
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(/\/manager\/reports/);
    await expectVisible(page.getByRole('heading', { name: 'Reports', level: 1 }));

    const site = page.getByRole('banner').getByRole('combobox', { name: 'Site' });
    await site.selectOption({ label: SITE });
    const work = page.getByRole('region', { name: 'Work orders' });
    await expectVisible(work.getByRole('img', { name: 'Work orders opened and completed' }));
    const periods = work.getByRole('region', { name: 'By period' });
    // The demo's year: twelve months, each a row of the table behind the chart.
    await expect.poll(() => periods.getByRole('row').count()).toBe(13);
    const completed = (
      await work
        .getByText('Completed', { exact: true })
        .first()
        .locator('..')
        .locator('dd')
        .innerText()
    ).trim();
    expect(Number(completed.replace(/,/g, ''))).toBeGreaterThan(100);
    // Preventive maintenance of the demo's year: its chart, and a compliance in percent.
    const pm = page.getByRole('region', { name: 'Preventive maintenance' });
    await expectVisible(
      pm.getByRole('img', { name: 'PM work orders due and done within their window' }),
    );
    await expectVisible(pm.getByText(/^\d+%$/).first());
    await screenshot('reports-work');

    // By week from the start of last month: a row a week.
    const from = page.getByLabel('From');
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1))
      .toISOString()
      .slice(0, 10);
    await from.fill(lastMonth);
    await page.getByLabel('Show by').selectOption({ label: 'Week' });
    await expect.poll(() => page.url()).toContain(`from=${lastMonth}`);
    await expect.poll(() => periods.getByRole('row').count()).toBeGreaterThan(5);
    await expect.poll(() => periods.getByRole('row').count()).toBeLessThan(12);
    // A period backwards is refused before it is asked for, in the server's words.
    await page.getByLabel('To').fill('2020-01-01');
    await expectVisible(page.getByText('To date must be on or after the from date'));
    await page.goto(url('/manager/reports'));
    await expect.poll(() => periods.getByRole('row').count()).toBe(13);

    // The CSV of the table by site, and the PDF of the whole.
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await work.getByRole('tab', { name: 'By site' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      work.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^work_sites_\d{4}-\d\d-01_\d{4}-\d\d-\d\d\.csv$/);
    const csvFile = path.join(ARTIFACTS, csv.suggestedFilename());
    await csv.saveAs(csvFile);
    const [header, ...rows] = fs.readFileSync(csvFile, 'utf8').trim().split('\r\n');
    expect(header).toBe(
      'Site,Opened,Completed,On time,On-time rate,Cancelled,Reopened,Mean hours,Median hours,P90 hours',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.split(',').slice(0, 3)).toEqual([
      SITE,
      expect.any(String),
      completed.replace(/,/g, ''),
    ]);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^work_report_\d{4}-\d\d-01_\d{4}-\d\d-\d\d\.pdf$/);
    const pdfFile = path.join(ARTIFACTS, pdf.suggestedFilename());
    await pdf.saveAs(pdfFile);
    const { text } = await pdfText(pdfFile);
    expect(text).toContain('Work orders report');
    expect(text).toContain(`Site: ${SITE}`);
    expect(text).toMatch(/Page 1 of \d/);
    await pdfPageImage(browser(), pdfFile, path.join(ARTIFACTS, 'reports-work-pdf-page-1.png'));

    // Everything the demo completed lies within the twelve months: the list of completed work
    // orders at the site counts the same.
    await page.goto(url('/manager/tasks?filter=completed'));
    await expectVisible(page.getByText(`${completed} work orders at ${SITE}`), 10_000);

    // The weekly summary mail is on until the manager turns it off in Settings, and stays off.
    await page.goto(url('/manager/settings'));
    const weekly = page.getByRole('checkbox', { name: 'Send me a weekly summary by mail' });
    await expect.poll(() => weekly.isChecked()).toBe(true);
    await weekly.uncheck();
    await expect.poll(() => weekly.isChecked()).toBe(false);
    await screenshot('settings-weekly-summary');
    await page.reload();
    await expect.poll(() => weekly.isChecked(), { timeout: 5000 }).toBe(false);
    await weekly.check();
    await expect.poll(() => weekly.isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('fits a phone: the figures, the chart and a table that scrolls sideways', async () => {
    const { page, errors, url, screenshot } = await openPage(browser(), PHONE);
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    await page.goto(url('/manager/reports'));
    const backlog = page.getByRole('region', { name: 'Backlog now' });
    await expectVisible(backlog.getByRole('img', { name: 'Open work orders by age and priority' }));
    await expectVisible(
      page.getByRole('region', { name: 'Work orders' }).getByText('On-time rate').first(),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot('reports-phone');
    expect(errors).toEqual([]);
  });
});
