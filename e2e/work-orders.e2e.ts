import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import {
  DESKTOP,
  dialogShot,
  expectTitle,
  expectVisible,
  type JourneyPage,
  openPage,
  PHONE,
  setupBrowser,
} from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

// Journeys share one server and its demo data: everything made here carries this stamp.
const stamp = Date.now();
const title = `Replace pump seal ${stamp}`;
const overdueTitle = `Inspect fire doors ${stamp}`;
const SIX_MESSAGES = [
  'Title is required',
  'Description is required',
  'Due date is required',
  'Assignee is required',
  'Asset is required',
  'Site is required',
];

/** A calendar day `days` from today, as the date input takes it (YYYY-MM-DD, local). */
function localDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

type Ref = { id: string; name: string };

/**
 * What the journeys below share: made by the admin in the first one. The admin, not the manager,
 * creates: the technician's completions notify the creator, and the notifications journey owns
 * the manager's unread count.
 */
const made = {
  site: { id: '', name: 'Harbor View Towers' },
  technician: { id: '', name: '' },
  asset: { id: '', label: '' },
  workOrder: { id: '', number: '' },
};

async function openWorkOrders(journey: JourneyPage, path: string) {
  await journey.page.goto(journey.url(path));
  await expectVisible(journey.page.getByRole('heading', { name: 'Work Orders', level: 1 }));
}

/** Narrows the list to one work order by its unique title (searched on the server). */
async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search work orders').fill(text);
}

describe('work orders', () => {
  it('an admin creates a work order for a technician (empty form first)', async () => {
    const admin = await openPage(browser(), DESKTOP);
    const { page } = admin;
    await signIn(page, admin.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');

    // Set-up through the API: an asset of our own at the technician's site.
    const sites = await api<Ref[]>(page, 'GET', '/sites?search=Harbor%20View');
    const site = sites.find((item) => item.name === made.site.name);
    if (!site) throw new Error('the demo site Harbor View Towers is missing');
    made.site.id = site.id;
    const people = await api<(Ref & { role: string })[]>(
      page,
      'GET',
      `/users/for-assignment?siteId=${site.id}`,
    );
    const technician = people.find((person) => person.role === 'technician');
    if (!technician) throw new Error('no technician at Harbor View Towers');
    made.technician = technician;
    const asset = await api<{ id: string; assetNumber: string; name: string }>(
      page,
      'POST',
      '/assets',
      { name: `Booster pump ${stamp}`, type: 'Pump', siteId: site.id },
    );
    made.asset = { id: asset.id, label: `${asset.assetNumber} · ${asset.name}` };

    await openWorkOrders(admin, '/admin/tasks');
    await expectTitle(page, 'Tasks · Facility Management System');
    await expectVisible(page.getByRole('button', { name: 'Export CSV' }));
    await expectVisible(page.getByPlaceholder('Search work orders...'));

    // Submitting the empty form shows all six messages of requirements/work-orders.md#validation, and sends nothing.
    await page.getByRole('button', { name: 'Add Work Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Work Order' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Create Work Order' }).click();
    for (const message of SIX_MESSAGES) await expectVisible(dialog.getByText(message));
    await dialogShot(page, 'work-order-form-errors');

    await dialog.getByLabel('Title', { exact: true }).fill(`  ${title}  `);
    await dialog.getByLabel('Description', { exact: true }).fill('Leaking at the shaft seal.');
    const dueDate = dialog.getByLabel('Due Date', { exact: true });
    expect(await dueDate.getAttribute('min')).toBe(localDay(0));
    await dueDate.fill(localDay(7));
    expect(await dialog.getByLabel('Status', { exact: true }).inputValue()).toBe('pending');
    expect(await dialog.getByLabel('Priority', { exact: true }).inputValue()).toBe('medium');
    expect(await dialog.getByLabel('Task Type', { exact: true }).inputValue()).toBe('repair');
    await dialog.getByLabel('Site', { exact: true }).selectOption({ label: made.site.name });
    await dialog.getByLabel('Asset', { exact: true }).selectOption({ label: made.asset.label });
    await dialog
      .getByLabel('Assignee', { exact: true })
      .selectOption({ label: `${technician.name} (Technician)` });
    await dialog.getByLabel('Priority', { exact: true }).selectOption('high');
    // Another site empties the asset and the assignee: both belong to a site.
    await dialog
      .getByLabel('Site', { exact: true })
      .selectOption({ label: 'Riverside Medical Center' });
    expect(await dialog.getByLabel('Asset', { exact: true }).inputValue()).toBe('');
    expect(await dialog.getByLabel('Assignee', { exact: true }).inputValue()).toBe('');
    await dialog.getByLabel('Site', { exact: true }).selectOption({ label: made.site.name });
    await dialog.getByLabel('Asset', { exact: true }).selectOption({ label: made.asset.label });
    await dialog
      .getByLabel('Assignee', { exact: true })
      .selectOption({ label: `${technician.name} (Technician)` });
    await dialogShot(page, 'work-order-form');
    await dialog.getByRole('button', { name: 'Create Work Order' }).click();
    await expectVisible(page.getByText('Task created successfully!'));
    await dialog.waitFor({ state: 'hidden' });

    await searchFor(page, title);
    const row = page.getByRole('row').filter({ hasText: title });
    await expectVisible(row);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    const number = (await row.getByRole('cell').nth(1).textContent()) ?? '';
    expect(number).toMatch(/^WO-\d+$/);
    made.workOrder.number = number;
    await expectVisible(row.getByRole('cell', { name: technician.name }));
    await expectVisible(row.getByText('Pending', { exact: true }));
    const found = await api<{ id: string; title: string }[]>(
      page,
      'GET',
      `/tasks?search=${encodeURIComponent(title)}`,
    );
    expect(found.map((task) => task.title)).toEqual([title]);
    made.workOrder.id = found[0]?.id ?? '';

    // View shows the same fields as text.
    await row.getByRole('button', { name: `View ${number}` }).click();
    const details = page.getByRole('dialog', { name: 'Work Order Details' });
    await expectVisible(details.getByText('Leaking at the shaft seal.'));
    await expectVisible(details.getByText(made.asset.label));
    await expectVisible(details.getByText('High', { exact: true }));
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();
    await details.waitFor({ state: 'hidden' });

    // Edit shows the number read-only and keeps every other value.
    await row.getByRole('button', { name: `Edit ${number}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Work Order' });
    expect(await edit.getByLabel('Work Order #', { exact: true }).inputValue()).toBe(number);
    expect(await edit.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    await expect
      .poll(() => edit.getByLabel('Asset', { exact: true }).inputValue())
      .toBe(made.asset.id);
    await edit.getByLabel('Status', { exact: true }).selectOption('in_progress');
    await edit.getByRole('button', { name: 'Update Work Order' }).click();
    await expectVisible(page.getByText('Task updated successfully!'));
    await expectVisible(row.getByText('In Progress', { exact: true }));
    await admin.screenshot('work-orders-admin');

    // Export CSV downloads the filtered list as tasks.csv; an empty list has nothing to export.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tasks.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('Title');
    expect(csv).toContain(title);
    await searchFor(page, `nothing-${stamp}`);
    await expectVisible(page.getByText('No work orders found for selected filters'));
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expectVisible(page.getByText('No tasks to export.'));
    expect(admin.errors).toEqual([]);
  });

  it('the technician is told, opens the work order and completes it', async () => {
    const technician = await openPage(browser(), DESKTOP);
    const { page } = technician;
    await signIn(page, technician.url, 'technician@example.com', DEMO_PASSWORD);

    await page.goto(technician.url('/notifications'));
    const list = page.getByRole('region', { name: 'Your notifications' });
    await expectVisible(
      list
        .getByRole('listitem')
        .filter({ hasText: 'New work order assigned' })
        .filter({ hasText: title }),
    );

    // A link with ?taskId= opens that work order (what a notification points at).
    await openWorkOrders(technician, `/technician/tasks?taskId=${made.workOrder.id}`);
    const details = page.getByRole('dialog', { name: 'Work Order Details' });
    await expectVisible(details.getByText(title));
    await expectVisible(details.getByRole('button', { name: `Complete ${made.workOrder.number}` }));
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();
    await details.waitFor({ state: 'hidden' });
    expect(page.url()).not.toContain('taskId');

    // Field roles neither add nor export, edit nor delete.
    expect(await page.getByRole('button', { name: 'Add Work Order' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    await searchFor(page, title);
    const row = page.getByRole('row').filter({ hasText: title });
    await expectVisible(row);
    expect(await row.getByRole('button', { name: /^(Edit|Delete|Reopen) / }).count()).toBe(0);
    await row.getByRole('button', { name: `Complete ${made.workOrder.number}` }).click();
    await expectVisible(page.getByText('Task marked as completed!'));
    await expectVisible(row.getByText('Completed', { exact: true }));
    expect(await row.getByRole('button', { name: /^(Complete|Hold) / }).count()).toBe(0);
    await technician.screenshot('work-orders-technician-completed');
    expect(technician.errors).toEqual([]);
  });

  it("locks a technician's Hold on overdue work, and other tabs follow changes", async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signIn(admin.page, admin.url, 'admin@example.com', DEMO_PASSWORD);
    // The server takes a past due date (backdated work); the form's minimum is today's rule.
    const overdue = await api<{ workOrderNumber: string; overdue: boolean }>(
      admin.page,
      'POST',
      '/tasks',
      {
        title: overdueTitle,
        description: 'Quarterly check of the stairwell doors.',
        dueDate: localDay(-3),
        assignedToId: made.technician.id,
        assetId: made.asset.id,
        siteId: made.site.id,
        taskType: 'inspection',
      },
    );
    expect(overdue.overdue).toBe(true);
    const number = overdue.workOrderNumber;

    const technician = await openPage(browser(), PHONE);
    const { page } = technician;
    await signIn(page, technician.url, 'technician@example.com', DEMO_PASSWORD);
    await openWorkOrders(technician, '/technician/tasks');
    await searchFor(page, overdueTitle);
    // Under 1024 px the list is cards.
    const card = page.getByRole('article').filter({ hasText: overdueTitle });
    await expectVisible(card);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);
    await expectVisible(card.getByText('Overdue', { exact: true }));
    const hold = card.getByRole('button', { name: `Hold ${number}` });
    await expectVisible(hold);
    expect(await hold.isDisabled()).toBe(true);
    expect(await hold.getAttribute('title')).toBe('Task is locked after due date');
    await expectVisible(card.getByText('Task locked after due date', { exact: true }));
    expect(await card.getByRole('button', { name: `Complete ${number}` }).isEnabled()).toBe(true);
    await technician.screenshot('work-orders-technician-locked');
    expect(technician.errors).toEqual([]);

    // The admin holds it in one tab; the other tab shows it without a reload (task-updated).
    await openWorkOrders(admin, '/admin/tasks');
    await searchFor(admin.page, overdueTitle);
    const watching = admin.page.getByRole('row').filter({ hasText: overdueTitle });
    await expectVisible(watching.getByText('Pending', { exact: true }));
    const other = await admin.page.context().newPage();
    await other.goto(admin.url('/admin/tasks'));
    await searchFor(other, overdueTitle);
    const row = other.getByRole('row').filter({ hasText: overdueTitle });
    // Managers are never locked out: Hold is enabled for them.
    await row.getByRole('button', { name: `Hold ${number}` }).click();
    await expectVisible(other.getByText('Task status updated to On Hold successfully!'));
    await expectVisible(watching.getByText('On Hold', { exact: true }));
    await expectVisible(watching.getByRole('button', { name: `Reopen ${number}` }));

    // The dashboards' overdue link: a label that says so, removed by Clear Filters.
    await openWorkOrders(admin, '/admin/tasks?filter=overdue');
    await expectVisible(admin.page.getByText('Showing: Overdue'));
    await searchFor(admin.page, String(stamp));
    await expectVisible(admin.page.getByRole('row').filter({ hasText: overdueTitle }));
    await expect.poll(() => admin.page.getByRole('row').count()).toBe(2);
    await admin.screenshot('work-orders-overdue-filter');
    await admin.page.getByRole('button', { name: 'Clear Filters' }).click();
    await admin.page.getByText('Showing: Overdue').waitFor({ state: 'detached' });
    expect(admin.page.url()).not.toContain('filter=');

    // Deleting asks first.
    const spare = await api<{ workOrderNumber: string }>(admin.page, 'POST', '/tasks', {
      title: `Spare work order ${stamp}`,
      description: 'Made to be deleted.',
      dueDate: localDay(1),
      assignedToId: made.technician.id,
      assetId: made.asset.id,
      siteId: made.site.id,
    });
    await searchFor(admin.page, `Spare work order ${stamp}`);
    const spareRow = admin.page.getByRole('row').filter({ hasText: spare.workOrderNumber });
    await spareRow.getByRole('button', { name: `Delete ${spare.workOrderNumber}` }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Delete Work Order' });
    await expectVisible(confirm.getByText('Are you sure you want to delete this work order?'));
    await dialogShot(admin.page, 'work-order-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectVisible(admin.page.getByText('Task deleted successfully!'));
    await spareRow.waitFor({ state: 'detached' });
    await expectVisible(admin.page.getByText('No work orders found for selected filters'));
    expect(admin.errors).toEqual([]);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('a client sees the work orders read-only (%s)', async (_name, viewport) => {
    const client = await openPage(browser(), viewport);
    const { page } = client;
    await signIn(page, client.url, 'client@example.com', DEMO_PASSWORD, '/client/dashboard');
    await openWorkOrders(client, '/client/tasks');
    await searchFor(page, String(stamp));
    const item = page
      .getByRole(viewport === PHONE ? 'article' : 'row')
      .filter({ hasText: overdueTitle });
    await expectVisible(item);
    // Both work orders made here are at the client's site; the search has settled on them.
    const items = page.getByRole(viewport === PHONE ? 'article' : 'row');
    // The list shows the page before the search until the search answers: under a loaded run
    // that is more than expect.poll's default second.
    await expect.poll(() => items.count(), { timeout: 5000 }).toBe(viewport === PHONE ? 2 : 3);
    expect(await page.getByRole('button', { name: 'Add Work Order' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    expect(
      await item.getByRole('button', { name: /^(Edit|Delete|Complete|Hold|Reopen) / }).count(),
    ).toBe(0);
    await client.screenshot('work-orders-client');

    await item.getByRole('button', { name: /^View WO-/ }).click();
    const details = page.getByRole('dialog', { name: 'Work Order Details' });
    await expectVisible(details.getByText('Quarterly check of the stairwell doors.'));
    expect(await details.getByRole('button', { name: /^(Complete|Hold|Reopen) / }).count()).toBe(0);
    await dialogShot(page, 'work-order-details-client');
    expect(client.errors).toEqual([]);
  });
  it('finds any asset of a site holding more than one list of them', async () => {
    const admin = await openPage(browser(), DESKTOP);
    const { page } = admin;
    await signIn(page, admin.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const site = await api<Ref>(page, 'POST', '/sites', { name: `Depot ${stamp}` });
    // The oldest asset falls outside the newest 200 the picker shows at first.
    const oldest = `Boiler feed pump ${stamp}`;
    await api(page, 'POST', '/assets', { name: oldest, siteId: site.id });
    for (let start = 0; start < 205; start += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, 205 - start) }, (_, i) =>
          api(page, 'POST', '/assets', { name: `Light ${start + i}`, siteId: site.id }),
        ),
      );
    }
    await openWorkOrders(admin, '/admin/tasks');
    await page.getByRole('button', { name: 'Add Work Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Work Order' });
    await dialog.getByLabel('Site').selectOption({ label: site.name });
    await expectVisible(dialog.getByText('Showing 200 of 206 assets: type to narrow the list.'));
    const asset = dialog.getByLabel('Asset', { exact: true });
    expect(await asset.locator('option', { hasText: oldest }).count()).toBe(0);
    await dialog.getByLabel('Find an asset').fill('feed pump');
    await expectVisible(dialog.getByText('1 matching asset.'));
    const option = asset.locator('option', { hasText: oldest });
    await asset.selectOption((await option.getAttribute('value')) ?? '');
    // Narrowing again keeps the chosen asset selected.
    await dialog.getByLabel('Find an asset').fill('Light 1');
    await expectVisible(dialog.getByText(/matching assets\.$/));
    expect(await asset.locator('option:checked').textContent()).toContain(oldest);
    await dialogShot(page, 'work-order-asset-search');
    expect(admin.errors).toEqual([]);
  });

  it('never offers the client as an assignee', async () => {
    const admin = await openPage(browser(), DESKTOP);
    const { page } = admin;
    await signIn(page, admin.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    await openWorkOrders(admin, '/admin/tasks');
    await page.getByRole('button', { name: 'Add Work Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Work Order' });
    // Harbor View Towers has a client, Grace Lee (the demo data), and a technician.
    await dialog.getByLabel('Site', { exact: true }).selectOption({ label: made.site.name });
    const assignee = dialog.getByLabel('Assignee', { exact: true });
    await expect
      .poll(() => assignee.locator('option').allTextContents())
      .toContain(`${made.technician.name} (Technician)`);
    const offered = await assignee.locator('option').allTextContents();
    expect(offered.filter((label) => /\(Client\)$/.test(label))).toEqual([]);
    expect(offered.some((label) => label.startsWith('Grace Lee'))).toBe(false);
    await dialogShot(page, 'work-order-assignees');
    expect(admin.errors).toEqual([]);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'shows a long site name and description in full on demand (%s)',
    async (name, viewport) => {
      const longSite = `Northern Regional Distribution and Logistics Campus, Building C ${stamp}`;
      const longText =
        'Inspect every fire door on floors one to twelve, record the closer speed, the latch, ' +
        'the smoke seals and the signage, and photograph any door that fails to close fully.';
      const admin = await openPage(browser(), viewport);
      const { page } = admin;
      await signIn(page, admin.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
      let site = (await api<Ref[]>(page, 'GET', `/sites?search=${stamp}`)).find(
        (item) => item.name === longSite,
      );
      if (!site) {
        site = await api<Ref>(page, 'POST', '/sites', { name: longSite });
        const asset = await api<{ id: string }>(page, 'POST', '/assets', {
          name: `Door closer ${stamp}`,
          siteId: site.id,
        });
        const worker = await api<{ id: string }>(page, 'POST', '/users', {
          name: `Long Site Tech ${stamp}`,
          email: `long.site.${stamp}@example.com`,
          password: DEMO_PASSWORD,
          role: 'technician',
        });
        await api(page, 'POST', `/users/${worker.id}/assign-sites`, { siteIds: [site.id] });
        await api(page, 'POST', '/tasks', {
          title: `Fire door survey ${stamp}`,
          description: longText,
          dueDate: localDay(5),
          assignedToId: worker.id,
          assetId: asset.id,
          siteId: site.id,
        });
      }
      await openWorkOrders(admin, '/admin/tasks');
      await searchFor(page, `Fire door survey ${stamp}`);
      const item = page
        .getByRole(name === 'phone' ? 'article' : 'row')
        .filter({ hasText: `Fire door survey ${stamp}` });
      await expectVisible(item);
      // Two lines at most, the whole text in the title; the details show it all.
      const description = item.getByTitle(longText);
      await expectVisible(description);
      expect(await description.evaluate((node) => getComputedStyle(node).webkitLineClamp)).toBe(
        '2',
      );
      if (name === 'desktop') {
        const siteCell = item.getByTitle(longSite);
        await expectVisible(siteCell);
        expect(await siteCell.evaluate((node) => getComputedStyle(node).webkitLineClamp)).toBe('2');
      } else {
        // A card has the room: the site name wraps in full.
        await expectVisible(item.getByText(longSite, { exact: true }));
      }
      await admin.screenshot('work-orders-long-texts');
      await item.getByRole('button', { name: /^View WO-/ }).click();
      const details = page.getByRole('dialog', { name: 'Work Order Details' });
      await expectVisible(details.getByText(longText));
      await expectVisible(details.getByText(longSite));
      await dialogShot(page, 'work-order-long-texts-details');
      expect(admin.errors).toEqual([]);
    },
  );

  it('follows the header’s site and says which, kept across a reload', async () => {
    const manager = await openPage(browser(), DESKTOP);
    const { page } = manager;
    await signIn(page, manager.url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    await openWorkOrders(manager, '/manager/tasks');
    const scope = page.getByText(/^\d+ work orders? at Harbor View Towers$/);
    await expectVisible(scope);
    const sites = async () =>
      new Set(
        await page
          .getByRole('region', { name: 'Work orders table' })
          .locator('tbody tr td:nth-child(6)')
          .allTextContents(),
      );
    expect([...(await sites())]).toEqual(['Harbor View Towers']);
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Site' })
      .selectOption({ label: 'Riverside Medical Center' });
    await expectVisible(page.getByText(/^\d+ work orders? at Riverside Medical Center$/));
    await expect.poll(async () => [...(await sites())]).toEqual(['Riverside Medical Center']);
    await manager.screenshot('work-orders-one-site');
    await page.reload();
    await expectVisible(page.getByText(/^\d+ work orders? at Riverside Medical Center$/));
    expect(manager.errors).toEqual([]);
  });
});
