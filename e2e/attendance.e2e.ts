import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import {
  DESKTOP,
  dialogShot,
  expectVisible,
  openPage,
  PHONE,
  setupBrowser,
} from './support/browser';
import { pdfPageImage, pdfText } from './support/pdf';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();
const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));

// A technician of Harbor View Towers (demo map location 18.9220,72.8347) made for these journeys,
// so they own the day's punches whatever the demo punched and whichever journeys ran before.
// 0.0002° of latitude is about 22 m; 0.05° about 5.6 km.
const stamp = Date.now();
const WORKER = { email: `field.tech.${stamp}@example.com`, name: `Nadia Field ${stamp}` };
// A technician of Harbor who never punches in these journeys: the supervisor adds their punch.
const FORGETFUL = { email: `forgetful.${stamp}@example.com`, name: `Omar Forgetful ${stamp}` };
const SUPERVISOR = 'Priya Nair';
const SITE = 'Harbor View Towers';
const AT_SITE = { latitude: 18.9222, longitude: 72.8347 };
const ACROSS_TOWN = { latitude: 18.972, longitude: 72.8347 };
const reason = `Sister's wedding ${stamp}`;

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (day: Date) =>
  `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
const inDays = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return dayOf(day);
};
// The server and the browser run here, so the demo sites' clock (the server's zone) is this one.
const dateTimeInput = (instant: Date) =>
  `${dayOf(instant)}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;

describe('attendance', () => {
  beforeAll(async () => {
    const { page, url } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const sites = await api<{ id: string; name: string }[]>(page, 'GET', '/sites');
    const harbor = sites.find((site) => site.name === SITE);
    const { id } = await api<{ id: string }>(page, 'POST', '/users', {
      name: WORKER.name,
      email: WORKER.email,
      password: DEMO_PASSWORD,
      role: 'technician',
    });
    await api(page, 'POST', `/users/${id}/assign-sites`, { siteIds: [harbor?.id] });
    const forgetful = await api<{ id: string }>(page, 'POST', '/users', {
      name: FORGETFUL.name,
      email: FORGETFUL.email,
      password: DEMO_PASSWORD,
      role: 'technician',
    });
    await api(page, 'POST', `/users/${forgetful.id}/assign-sites`, { siteIds: [harbor?.id] });
    await page.context().close();
  });

  it('punches in and out on a phone, refused from across town, with the position the browser gives', async () => {
    // The browser keeps a position up to 60 s (requirements/attendance.md#limits), so each place has a context of its own.
    const away = await openPage(browser(), PHONE, {
      geolocation: ACROSS_TOWN,
      permissions: ['geolocation'],
    });
    await signIn(away.page, away.url, WORKER.email, DEMO_PASSWORD, '/technician/dashboard');
    await away.page.goto(away.url('/technician/attendance'));
    const farCard = away.page.getByRole('region', { name: 'Punch in and out' });
    await expectVisible(farCard.getByLabel('Site'));
    expect(await farCard.getByLabel('Site').inputValue()).not.toBe('');
    await farCard.getByRole('button', { name: 'Test Location' }).click();
    await expectVisible(
      farCard.getByText(
        /^You are 5\.\dkm away from Harbor View Towers\. You must be within 50m to mark attendance\.$/,
      ),
    );
    const farPunchIn = farCard.getByRole('button', { name: 'Punch In' });
    await farPunchIn.click();
    // The server refuses too: the distance line already says why, and nothing was recorded.
    await expect.poll(() => farPunchIn.isEnabled()).toBe(true);
    await expectVisible(farCard.getByText(`Not punched in at ${SITE} today.`));
    await away.screenshot('attendance-too-far');
    // Chromium's own report of the refusal the journey provokes; the app logs nothing.
    expect(away.errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);

    const { page, url, errors, screenshot } = await openPage(browser(), PHONE, {
      geolocation: AT_SITE,
      permissions: ['geolocation'],
    });
    await signIn(page, url, WORKER.email, DEMO_PASSWORD, '/technician/dashboard');
    await page.goto(url('/technician/attendance'));
    const card = page.getByRole('region', { name: 'Punch in and out' });
    // The punch buttons are on the first screen of the phone, with the distance above them.
    const punchIn = card.getByRole('button', { name: 'Punch In' });
    await expectVisible(punchIn);
    const box = await punchIn.boundingBox();
    expect((box?.y ?? 1000) + (box?.height ?? 0)).toBeLessThan(PHONE.height);
    await expectVisible(card.getByText(/^You are \d+m from Harbor View Towers: close enough/));
    await punchIn.click();
    await expectVisible(
      card.getByText(/^Punched in at \d\d:\d\d [AP]M\. Punch out when you leave\.$/),
    );
    const punchOut = card.getByRole('button', { name: 'Punch Out' });
    await expect.poll(() => punchOut.isEnabled()).toBe(true);
    expect(await punchIn.isEnabled()).toBe(false);
    const recent = page.getByRole('region', { name: 'Recent Attendance' });
    await expectVisible(recent.getByText(/^In at /));
    await screenshot('attendance-punched-in');

    await punchOut.click();
    await expectVisible(
      card.getByText(/^Punched out at \d\d:\d\d [AP]M \(0\.\d\d hrs at Harbor View Towers\)\.$/),
    );
    await expect.poll(() => punchIn.isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('requests leave, the manager approves it, and the requester is told', async () => {
    const requester = await openPage(browser(), DESKTOP);
    await signIn(
      requester.page,
      requester.url,
      WORKER.email,
      DEMO_PASSWORD,
      '/technician/dashboard',
    );
    await requester.page.goto(requester.url('/technician/attendance?tab=leave'));
    const form = requester.page.getByRole('region', { name: 'Request Leave' });
    await form.getByLabel('Leave Type').selectOption('Casual');
    await form.getByLabel('Start Date').fill(inDays(20));
    await form.getByLabel('End Date').fill(inDays(21));
    await form.getByLabel('Reason').fill(reason);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectVisible(requester.page.getByText('Leave request submitted successfully'));
    const myRequests = requester.page.getByRole('region', { name: 'My Leave Requests' });
    const mine = myRequests.getByRole('listitem').filter({ hasText: reason });
    await expectVisible(mine.getByText('Pending', { exact: true }));
    // Overlapping leave is refused with the server's reason.
    await form.getByLabel('Start Date').fill(inDays(21));
    await form.getByLabel('End Date').fill(inDays(22));
    await form.getByLabel('Reason').fill(`${reason} again`);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectVisible(
      requester.page.getByText(
        'You already have a pending or approved leave request covering these dates',
      ),
    );
    await requester.screenshot('leave-requested');

    const manager = await openPage(browser(), DESKTOP);
    await signIn(
      manager.page,
      manager.url,
      'manager@example.com',
      DEMO_PASSWORD,
      '/manager/dashboard',
    );
    await manager.page.goto(manager.url('/leave-approval'));
    await expectVisible(manager.page.getByRole('heading', { name: 'Pending Leave Requests' }));
    const request = manager.page.locator('article').filter({ hasText: reason });
    await expectVisible(request);
    await manager.screenshot('leave-approval');
    await request.getByRole('button', { name: `Approve the leave of ${WORKER.name}` }).click();
    await expectVisible(manager.page.getByText('Leave request approved'));
    await request.waitFor({ state: 'detached' });

    await requester.page.goto(requester.url('/notifications'));
    const note = requester.page.getByRole('listitem').filter({ hasText: 'Leave request approved' });
    await expectVisible(note.first());
    await expectVisible(
      note.first().getByText(/Casual leave from .* was approved by Daniel Okafor/),
    );
    await requester.page.goto(requester.url('/technician/attendance?tab=leave'));
    await expectVisible(mine.getByText('Approved', { exact: true }));
    // Chromium's own report of the overlap the journey provokes (409); the app logs nothing.
    expect(requester.errors).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    expect(manager.errors).toEqual([]);
  });

  it('shows the supervisor their team today, and lets them add a missed punch with a reason', async () => {
    const { page, url, errors, screenshot } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'supervisor@example.com', DEMO_PASSWORD, '/supervisor/dashboard');
    await page.goto(url('/supervisor/attendance?tab=today'));
    const today = page.getByRole('region', { name: 'Today at your sites' });
    const team = today.getByRole('list', { name: 'Team today' });
    const person = team.getByRole('listitem').filter({ hasText: FORGETFUL.name });
    await expectVisible(person);
    // No punch yet: not in, absent, or off, by the demo's 09:00 shift and the day of the week.
    await expectVisible(person.getByText(/^(Not yet in|Absent|Day off|Holiday)$/));
    await expectVisible(today.getByRole('button', { name: /^Here now: \d+$/ }));
    // Nobody corrects their own punches: the supervisor's own row has no button.
    await expectVisible(team.getByRole('listitem').filter({ hasText: SUPERVISOR }).first());
    expect(await today.getByRole('button', { name: `Add punch for ${SUPERVISOR}` }).count()).toBe(
      0,
    );

    await person.getByRole('button', { name: `Add punch for ${FORGETFUL.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Missed Punch' });
    await expectVisible(dialog);
    // Half an hour ago, still on site.
    const punchedAt = new Date(Date.now() - 30 * 60_000);
    await dialog.getByLabel('Check In Time').fill(dateTimeInput(punchedAt));
    await dialog.getByRole('button', { name: 'Add Punch' }).click();
    await expectVisible(dialog.getByText('A reason for the correction is required'));
    const why = `Phone was flat; signed the gate register ${stamp}`;
    await dialog.getByLabel('Reason').fill(why);
    await dialogShot(page, 'attendance-team-add-punch');
    await dialog.getByRole('button', { name: 'Add Punch' }).click();
    await expectVisible(page.getByText('Punch added'));
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(person.getByText(/^(On site|Late)$/));
    await expectVisible(person.getByText(`Corrected by ${SUPERVISOR}: ${why}`));
    await screenshot('attendance-team-today');
    expect(errors).toEqual([]);

    // On a phone every tab is there to read and press: Attendance, Today, Leave Requests,
    // Holidays, Shifts.
    const phone = await openPage(browser(), PHONE);
    await signIn(
      phone.page,
      phone.url,
      'supervisor@example.com',
      DEMO_PASSWORD,
      '/supervisor/dashboard',
    );
    await phone.page.goto(phone.url('/supervisor/attendance?tab=today'));
    const tabs = phone.page.getByRole('tablist', { name: 'Attendance sections' });
    for (const name of ['Attendance', 'Today', 'Leave Requests', 'Holidays', 'Shifts']) {
      const tab = tabs.getByRole('tab', { name });
      await expectVisible(tab);
      const box = await tab.boundingBox();
      expect(box?.x ?? -1, name).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(PHONE.width);
    }
    await expectVisible(phone.page.getByText(`Corrected by ${SUPERVISOR}: ${why}`));
    await phone.screenshot('attendance-team-today');
    await tabs.getByRole('tab', { name: 'Shifts' }).click();
    await expectVisible(phone.page.getByRole('region', { name: 'Shifts', exact: true }));
    expect(phone.errors).toEqual([]);
  });

  it('rejects leave only with a reason, which the requester reads', async () => {
    const requester = await openPage(browser(), DESKTOP);
    await signIn(
      requester.page,
      requester.url,
      WORKER.email,
      DEMO_PASSWORD,
      '/technician/dashboard',
    );
    await requester.page.goto(requester.url('/technician/attendance?tab=leave'));
    const form = requester.page.getByRole('region', { name: 'Request Leave' });
    const asked = `Cousin's graduation ${stamp}`;
    await form.getByLabel('Leave Type').selectOption('Annual');
    await form.getByLabel('Start Date').fill(inDays(40));
    await form.getByLabel('End Date').fill(inDays(41));
    await form.getByLabel('Reason').fill(asked);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectVisible(requester.page.getByText('Leave request submitted successfully'));

    const supervisor = await openPage(browser(), DESKTOP);
    await signIn(
      supervisor.page,
      supervisor.url,
      'supervisor@example.com',
      DEMO_PASSWORD,
      '/supervisor/dashboard',
    );
    await supervisor.page.goto(supervisor.url('/supervisor/leave-approval'));
    const request = supervisor.page.locator('article').filter({ hasText: asked });
    await expectVisible(request);
    await request.getByRole('button', { name: `Reject the leave of ${WORKER.name}` }).click();
    const dialog = supervisor.page.getByRole('dialog', { name: 'Reject leave request?' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectVisible(dialog.getByText('Say why the request is rejected'));
    const because = `The lift upgrade needs the whole team that week ${stamp}`;
    await dialog.getByLabel('Reason for rejecting').fill(because);
    await dialogShot(supervisor.page, 'leave-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectVisible(supervisor.page.getByText('Leave request rejected'));
    await request.waitFor({ state: 'detached' });
    const decisions = supervisor.page.getByRole('region', { name: 'Recent Decisions' });
    await expectVisible(decisions.getByText(`Reason: ${because}`));
    await supervisor.screenshot('leave-approval-decided');

    await requester.page.goto(requester.url('/notifications'));
    const note = requester.page.getByRole('listitem').filter({ hasText: because });
    await expectVisible(note.first());
    await expectVisible(note.first().getByText(/Annual leave from .* was rejected by Priya Nair/));
    await requester.page.goto(requester.url('/technician/attendance?tab=leave'));
    const mine = requester.page
      .getByRole('region', { name: 'My Leave Requests' })
      .getByRole('listitem')
      .filter({ hasText: asked });
    await expectVisible(mine.getByText('Rejected', { exact: true }));
    await expectVisible(mine.getByText(`Reason: ${because}`));
    await requester.screenshot('leave-rejected-with-reason');
    expect(requester.errors).toEqual([]);
    expect(supervisor.errors).toEqual([]);
  });

  it('lets an admin correct a record and download the CSV and the PDF', async () => {
    const { page, url, errors, screenshot } = await openPage(browser(), DESKTOP, {
      acceptDownloads: true,
    });
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await page.goto(url('/admin-attendance'));
    await expectVisible(
      page.getByText('Manage attendance records, holidays, and shifts for all users'),
    );
    const filters = page.getByRole('form', { name: 'Filter attendance records' });
    await filters.getByLabel('User').selectOption({ label: `${WORKER.name} (Technician)` });
    await filters.getByRole('button', { name: 'Filter' }).click();
    const edit = page.getByRole('button', {
      name: new RegExp(`^Edit the record of ${WORKER.name}`),
    });
    await expectVisible(edit.first());
    await edit.first().click();

    const dialog = page.getByRole('dialog', { name: 'Edit Attendance Record' });
    await expectVisible(dialog);
    await dialog.getByLabel('Status').selectOption('Late');
    await dialog.getByLabel('Remarks').fill(`Left for a client meeting ${stamp}`);
    // Our modal asks why (the server also takes the spec's body without it).
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectVisible(dialog.getByText('A reason for the correction is required'));
    await dialog.getByLabel('Reason for the correction').fill(`Gate log ${stamp}`);
    await dialogShot(page, 'attendance-edit-dialog');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectVisible(page.getByText('Attendance record updated successfully'));
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(
      page.getByRole('row').filter({ hasText: WORKER.name }).getByText('Late').first(),
    );
    await expectVisible(page.getByText(`Corrected by Aisha Khan: Gate log ${stamp}`).first());
    await screenshot('attendance-admin-records');

    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('attendance_records.csv');
    const csvFile = path.join(ARTIFACTS, csv.suggestedFilename());
    await csv.saveAs(csvFile);
    const [header, ...rows] = fs.readFileSync(csvFile, 'utf8').trim().split('\r\n');
    expect(header).toBe('Date,User,Site,Check In,Check Out,Hours,Status,Remarks');
    const row = rows.find((line) => line.includes(`Left for a client meeting ${stamp}`));
    expect(row).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d,${WORKER.name},${SITE},\\d\\d:\\d\\d,\\d\\d:\\d\\d,\\d+\\.\\d\\d hrs,Late,`,
      ),
    );

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^attendance_report_\d{4}-\d\d-\d\d\.pdf$/);
    const pdfFile = path.join(ARTIFACTS, pdf.suggestedFilename());
    await pdf.saveAs(pdfFile);
    const { text } = await pdfText(pdfFile);
    expect(text).toContain('Attendance Report');
    expect(text).toMatch(/Period: \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d/);
    expect(text).toMatch(/Generated on: \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(text).toContain(`User: ${WORKER.name}`);
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toContain('Late');
    // Looked at as a person would: the first page drawn to an image.
    await pdfPageImage(browser(), pdfFile, path.join(ARTIFACTS, 'attendance-report-page-1.png'));
    expect(errors).toEqual([]);
  });
});
