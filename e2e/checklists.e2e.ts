import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

const browser = setupBrowser();

// Journeys share one server and its demo data: everything made here carries this stamp.
const stamp = Date.now();
const categoryKeyTyped = `Roof Plant ${stamp}`;
const categoryKey = `roof-plant-${stamp}`;
const categoryName = `Roof plant ${stamp}`;
const checklistName = `Rooftop plant round ${stamp}`;
const ITEMS = [
  `Check fan belts ${stamp}`,
  `Grease pump bearings ${stamp}`,
  `Inspect drain trays ${stamp}`,
] as const;
const [completedItem, inProgressItem, untouchedItem] = ITEMS;
const SITE = 'Harbor View Towers';
const TECHNICIAN = 'Marco Silva';

/** Today as the grid has it (YYYY-MM-DD, local: the browser runs on this machine). */
function localDay(date = new Date()) {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
const now = new Date();
const today = localDay(now);
const todayNumber = now.getDate();
/** Cells of the month: items × days. */
const total = ITEMS.length * new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
const progressLine = (completed: number) =>
  `${completed} of ${total} completed (${Math.round((completed / total) * 100)}%)`;

/** What the journeys below share: made by the manager in the first one. */
const made = { checklistId: '', technicianId: '', workOrderNumber: '' };

/** Today's cell of an item; its accessible name is "<item>, <weekday> <day>: <state>". */
function todayCell(page: Page, item: string) {
  return page.getByRole('button', { name: new RegExp(`^${item}, [A-Za-z]+ ${todayNumber}: `) });
}

/** Waits until today's cell of `item` reads `state` (its whole description after the colon). */
async function expectCell(page: Page, item: string, state: string) {
  await expect
    .poll(() => todayCell(page, item).getAttribute('aria-label'), { timeout: 5000 })
    .toMatch(new RegExp(`: ${state}$`));
}

/** Closes the toast saying `text` with its close button, as a person would. */
async function closeToast(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  const close = toast.getByRole('button', { name: 'Close toast' });
  // It may have timed out already (5 s); either way it is gone after this.
  if ((await close.count()) > 0) await close.click({ timeout: 2000 }).catch(() => undefined);
  await toast.waitFor({ state: 'detached', timeout: 7000 });
}

/** The journeys after the first work on what it made. */
function needsChecklist() {
  if (!made.checklistId) throw new Error('the first journey did not make the checklist');
}

async function openGrid(journey: JourneyPage, path: string) {
  await journey.page.goto(journey.url(path));
  await expectVisible(journey.page.getByRole('heading', { name: 'Checklists', level: 1 }));
}

describe('checklists', () => {
  it('a manager adds a custom category, a checklist in it, and assigns the technician', async () => {
    const manager = await openPage(browser(), DESKTOP);
    const { page } = manager;
    await signIn(page, manager.url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    await page.goto(manager.url('/manager/checklist-management'));
    await expectVisible(page.getByRole('heading', { name: 'Checklist Management', level: 1 }));

    // Categories: the key typed with spaces and capitals is saved lower-cased, hyphenated.
    await page.getByRole('button', { name: 'Categories', exact: true }).click();
    const categories = page.getByRole('dialog', { name: 'Manage Categories' });
    await expectVisible(categories.getByRole('listitem').filter({ hasText: 'Housekeeping' }));
    await categories.getByLabel('Category Key', { exact: true }).fill(categoryKeyTyped);
    await expectVisible(categories.getByText(`Saved as ${categoryKey}`));
    await categories.getByLabel('Category Name', { exact: true }).fill(categoryName);
    // The radios are visually hidden behind their swatches: a person clicks the swatch.
    await categories.getByTitle('Purple', { exact: true }).click();
    expect(await categories.getByRole('radio', { name: 'Purple' }).isChecked()).toBe(true);
    await dialogShot(page, 'checklist-category-form');
    await categories.getByRole('button', { name: 'Add Category' }).click();
    await expectVisible(page.getByText(`Category saved: ${categoryName}`));
    const row = categories.getByRole('listitem').filter({ hasText: categoryName });
    await expectVisible(row.getByText(categoryKey, { exact: true }));
    await expectVisible(row.getByText('0 checklists · Purple'));
    expect(await row.getByRole('button', { name: `Delete category ${categoryName}` }).count()).toBe(
      1,
    );
    // The form is empty again for the next one.
    expect(await categories.getByLabel('Category Key', { exact: true }).inputValue()).toBe('');
    await categories.getByRole('button', { name: 'Close', exact: true }).last().click();
    await categories.waitFor({ state: 'hidden' });
    // Its toast sits over Add Item (top right) and stays while the pointer rests on it.
    await closeToast(page, `Category saved: ${categoryName}`);

    // Add Item: a checklist of three items in that category at Harbor View Towers.
    await page.getByRole('button', { name: 'Add Item', exact: true }).click();
    // The dialog is named after the button that opened it, and says what the item is.
    const form = page.getByRole('dialog', { name: 'Add Item' });
    await expectVisible(form.getByText(/^A new checklist: /));
    await form.getByLabel('Checklist Name', { exact: true }).fill(checklistName);
    await form.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
    await form.getByLabel('Site', { exact: true }).selectOption({ label: SITE });
    await form.getByLabel('Item 1 name', { exact: true }).fill(completedItem);
    await form.getByRole('checkbox', { name: 'Required' }).first().check();
    for (const [index, name] of ITEMS.entries()) {
      if (index === 0) continue;
      await form.getByRole('button', { name: 'Add Checklist Item' }).click();
      await form.getByLabel(`Item ${index + 1} name`, { exact: true }).fill(name);
    }
    await expectVisible(form.getByText(`Items (${ITEMS.length})`));
    await dialogShot(page, 'checklist-form');
    await form.getByRole('button', { name: 'Create Checklist' }).click();
    await expectVisible(page.getByText('Checklist saved successfully!'));
    await form.waitFor({ state: 'hidden' });

    // It shows in its category's section.
    await page.getByLabel('Search checklists').fill(String(stamp));
    const section = page.getByRole('button', {
      name: new RegExp(`${categoryName}\\s*1 checklist`),
    });
    await expectVisible(section);
    expect(await section.getAttribute('aria-expanded')).toBe('true');
    const card = page.getByRole('article').filter({ hasText: checklistName });
    await expectVisible(card.getByText(`${ITEMS.length} items`));
    await expectVisible(card.getByText('No one assigned'));

    // Assign Users: tick the technician, save.
    await card.getByRole('button', { name: `Assign users to ${checklistName}` }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Users' });
    const marco = assign.getByRole('checkbox', { name: new RegExp(TECHNICIAN) });
    await expectVisible(marco);
    expect(await marco.isChecked()).toBe(false);
    // Managers and clients are never offered (requirements/checklists.md#validation).
    expect(await assign.getByRole('checkbox', { name: /Daniel Okafor|Grace Lee/ }).count()).toBe(0);
    await marco.check();
    await expectVisible(assign.getByText('Users (1 selected)'));
    await dialogShot(page, 'checklist-assign-users');
    await assign.getByRole('button', { name: 'Save Assignments' }).click();
    await expectVisible(page.getByText('User assignments updated successfully!'));
    await assign.waitFor({ state: 'hidden' });
    await expectVisible(card.getByText(TECHNICIAN));
    await manager.screenshot('checklist-management');

    type Listed = { id: string; name: string; assignments: { userId: string; name: string }[] };
    const listed = await api<Listed[]>(page, 'GET', '/checklists');
    const checklist = listed.find((one) => one.name === checklistName);
    made.checklistId = checklist?.id ?? '';
    made.technicianId =
      checklist?.assignments.find((assignment) => assignment.name === TECHNICIAN)?.userId ?? '';
    expect(made.checklistId).not.toBe('');
    expect(made.technicianId).not.toBe('');
    expect(manager.errors).toEqual([]);
  });

  it('the technician ticks today on a phone and saves: the completed cell locks', async () => {
    needsChecklist();
    const technician = await openPage(browser(), PHONE);
    const { page } = technician;
    await signIn(page, technician.url, 'technician@example.com', DEMO_PASSWORD);
    await openGrid(technician, '/technician/checklist');

    // Field staff see only their own month: no user select. The new category opens the checklist.
    await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
    await page.waitForURL(new RegExp(`checklistId=${made.checklistId}`));
    await expect
      .poll(() => page.getByLabel('Checklist', { exact: true }).inputValue())
      .toBe(made.checklistId);
    expect(await page.getByLabel('User', { exact: true }).count()).toBe(0);
    await expectVisible(page.getByText(progressLine(0)));
    // The chosen checklist's name can be read in full: a select cuts long names off, so it has
    // the whole row, the name as its title, and the grid's heading says it in full.
    const select = page.getByLabel('Checklist', { exact: true });
    expect(await select.getAttribute('title')).toBe(checklistName);
    const name = page.getByRole('heading', { name: checklistName, level: 2 });
    await expectVisible(name);
    expect(await name.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true);

    const first = todayCell(page, completedItem);
    await expectVisible(first);
    const box = await first.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    // One tap: in progress; a second: completed. On a phone a second tap on the same control
    // within 300 ms is dropped (requirements/product.md#limits), so another cell is ticked in between.
    await first.click();
    await expectCell(page, completedItem, 'In progress');
    await todayCell(page, inProgressItem).click();
    await expectCell(page, inProgressItem, 'In progress');
    await first.click();
    await expectCell(page, completedItem, 'Completed');
    await expectVisible(page.getByText(progressLine(1)));
    await expectVisible(page.getByText('0 locked', { exact: true }));

    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expectVisible(page.getByText('Checklist saved successfully!'));
    await expectCell(page, completedItem, `Completed, locked by ${TECHNICIAN}`);
    await expectVisible(first.getByText('Marco', { exact: true }));
    expect(await first.getAttribute('title')).toBe(`Saved by ${TECHNICIAN}`);
    await expectCell(page, inProgressItem, 'In progress');
    await expectVisible(page.getByText('1 locked', { exact: true }));
    await technician.screenshot('checklist-grid-technician');

    // A technician may not reopen saved work: the cell's dialog says so.
    await first.click();
    const details = page.getByRole('dialog', { name: 'Checklist Item' });
    await expectVisible(details.getByText(/Only supervisors, managers and administrators/));
    expect(await details.getByRole('button', { name: 'Reopen' }).count()).toBe(0);
    await dialogShot(page, 'checklist-cell-locked-technician');
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();
    await details.waitFor({ state: 'hidden' });
    expect(technician.errors).toEqual([]);
  });

  it('the manager sees the same progress and reopens the locked cell', async () => {
    needsChecklist();
    const manager = await openPage(browser(), DESKTOP);
    const { page } = manager;
    await signIn(page, manager.url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    await openGrid(
      manager,
      `/manager/checklist?checklistId=${made.checklistId}&userId=${made.technicianId}`,
    );
    expect(await page.getByLabel('User', { exact: true }).inputValue()).toBe(made.technicianId);
    await expectVisible(page.getByText(progressLine(1)));
    await expectVisible(page.getByText('1 locked', { exact: true }));
    await expectCell(page, completedItem, `Completed, locked by ${TECHNICIAN}`);
    await expectCell(page, inProgressItem, 'In progress');
    await expectVisible(page.getByRole('button', { name: 'Assign user' }));

    await todayCell(page, completedItem).click();
    const dialog = page.getByRole('dialog', { name: 'Reopen Checklist Item' });
    await expectVisible(dialog.getByText(completedItem, { exact: true }));
    await expectVisible(dialog.getByText('Completed (locked)', { exact: true }));
    expect(await dialog.getByLabel('Reopen date', { exact: true }).inputValue()).toBe(today);
    await dialogShot(page, 'checklist-reopen');
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    await expectVisible(page.getByText('Item reopened'));
    await dialog.waitFor({ state: 'hidden' });
    await expectCell(page, completedItem, 'Not started');
    await expectVisible(page.getByText(progressLine(0)));
    await expectVisible(page.getByText('0 locked', { exact: true }));
    await manager.screenshot('checklist-grid-manager-reopened');
    expect(manager.errors).toEqual([]);
  });

  it('the technician raises a work order from a row and finds it in the work orders', async () => {
    needsChecklist();
    const technician = await openPage(browser(), DESKTOP);
    const { page } = technician;
    await signIn(page, technician.url, 'technician@example.com', DEMO_PASSWORD);
    await openGrid(technician, `/technician/checklist?checklistId=${made.checklistId}`);
    await expectCell(page, inProgressItem, 'In progress');

    await page.getByRole('button', { name: `Raise work order for ${inProgressItem}` }).click();
    const raise = page.getByRole('dialog', { name: 'Raise Work Order' });
    const title = `${inProgressItem} failed inspection`;
    expect(await raise.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    expect(await raise.getByLabel('Day the item failed', { exact: true }).inputValue()).toBe(today);
    expect(await raise.getByLabel('Priority', { exact: true }).inputValue()).toBe('high');
    expect(await raise.getByLabel('Description', { exact: true }).inputValue()).toContain(
      checklistName,
    );
    // Field staff do not choose the assignee: it is the checklist's user.
    expect(await raise.getByLabel('Assignee', { exact: true }).count()).toBe(0);
    await dialogShot(page, 'checklist-raise-work-order');
    await raise.getByRole('button', { name: 'Create Work Order' }).click();
    const toast = page.getByText(/Work order WO-\d+ created$/);
    await expectVisible(toast);
    made.workOrderNumber = /WO-\d+/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
    await raise.waitFor({ state: 'hidden' });
    const number = made.workOrderNumber;
    await expectCell(page, inProgressItem, `In progress, work order ${number}`);
    const badge = page.getByRole('link', {
      name: `Work order ${number} for ${inProgressItem}, day ${todayNumber}`,
    });
    await expectVisible(badge);
    await technician.screenshot('checklist-grid-work-order');

    // The work orders list finds it by title; its details link back to the grid's day.
    await page.goto(technician.url('/technician/tasks'));
    await expectVisible(page.getByRole('heading', { name: 'Work Orders', level: 1 }));
    await page.getByLabel('Search work orders').fill(title);
    const row = page.getByRole('row').filter({ hasText: title });
    await expectVisible(row);
    await expectVisible(row.getByText(number, { exact: true }));
    await row.getByRole('button', { name: `View ${number}` }).click();
    const details = page.getByRole('dialog', { name: 'Work Order Details' });
    const origin = details.getByRole('link', { name: /^Raised from checklist / });
    await expectVisible(origin);
    expect(await origin.textContent()).toContain(`${checklistName}: ${inProgressItem}`);
    await dialogShot(page, 'checklist-work-order-origin');
    await origin.click();
    await page.waitForURL(/\/technician\/checklist\?/);
    const back = new URL(page.url());
    expect(back.searchParams.get('checklistId')).toBe(made.checklistId);
    expect(back.searchParams.get('date')).toBe(today);
    await expectVisible(badge);
    // The day filter shows that day only.
    await expect.poll(() => page.getByRole('columnheader').count()).toBe(2);
    expect(technician.errors).toEqual([]);
  });

  it('a technician with nothing assigned is told so, and cannot punch in without a site', async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signIn(admin.page, admin.url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const email = `new.tech.${stamp}@example.com`;
    await api(admin.page, 'POST', '/users', {
      name: `Noel Newcomer ${stamp}`,
      email,
      password: DEMO_PASSWORD,
      role: 'technician',
    });
    await admin.page.context().close();

    const newcomer = await openPage(browser(), PHONE);
    const { page } = newcomer;
    await signIn(page, newcomer.url, email, DEMO_PASSWORD, '/technician/dashboard');
    await openGrid(newcomer, '/technician/checklist');
    // Not the manager's 'Please create checklists': a technician cannot create one.
    await expectVisible(
      page.getByText(
        'No checklist is assigned to you yet. When your supervisor or manager assigns one, it shows here.',
      ),
    );
    expect(await page.getByText('No items available - Please create checklists').count()).toBe(0);
    await expectVisible(page.getByRole('button', { name: 'Retry' }));
    await newcomer.screenshot('checklist-grid-none-assigned');

    await page.goto(newcomer.url('/technician/attendance'));
    const card = page.getByRole('region', { name: 'Punch in and out' });
    await expectVisible(
      card.getByText(
        'You are not assigned to any site yet, so you cannot punch in. Ask your administrator to assign you to a site.',
      ),
    );
    expect(await card.getByRole('button', { name: 'Punch In' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Punch Out' }).isDisabled()).toBe(true);
    await newcomer.screenshot('attendance-no-site');
    expect(newcomer.errors).toEqual([]);
  });

  it('a client sees the grid read-only', async () => {
    needsChecklist();
    const client = await openPage(browser(), DESKTOP);
    const { page } = client;
    await signIn(page, client.url, 'client@example.com', DEMO_PASSWORD, '/client/dashboard');
    await openGrid(client, `/client/checklist?checklistId=${made.checklistId}`);
    await expectVisible(page.getByText('View only', { exact: true }));
    expect(await page.getByLabel('User', { exact: true }).inputValue()).toBe(made.technicianId);
    await expectCell(page, inProgressItem, `In progress, work order ${made.workOrderNumber}`);

    const untouched = todayCell(page, untouchedItem);
    await expectCell(page, untouchedItem, 'Not started');
    expect(await untouched.getAttribute('aria-disabled')).toBe('true');
    expect(await untouched.isDisabled()).toBe(true);
    await untouched.click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectCell(page, untouchedItem, 'Not started');

    for (const name of ['Save Progress', 'Assign user', 'Manage Checklists']) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
      expect(await page.getByRole('link', { name }).count()).toBe(0);
    }
    expect(await page.getByRole('button', { name: /^Raise work order/ }).count()).toBe(0);
    await expectVisible(page.getByRole('button', { name: 'Refresh' }));

    // A cell with something to tell opens its details, with nothing to change.
    await todayCell(page, inProgressItem).click();
    const details = page.getByRole('dialog', { name: 'Checklist Item' });
    await expectVisible(details.getByRole('link', { name: made.workOrderNumber }));
    expect(await details.getByRole('button', { name: /^(Reopen|Raise work order)$/ }).count()).toBe(
      0,
    );
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();
    await details.waitFor({ state: 'hidden' });
    await client.screenshot('checklist-grid-client');
    expect(client.errors).toEqual([]);
  });
});
