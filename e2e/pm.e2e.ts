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
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

// The journey's own technician at Harbor View Towers, so no other journey's work orders mix in.
const stamp = Date.now();
const WORKER = { email: `pm.tech.${stamp}@example.com`, name: `Pat Rounds ${stamp}` };
const SITE = 'Harbor View Towers';
const title = `Lubricate lift guide rails ${stamp}`;

const localDate = (offsetDays = 0) => {
  const day = new Date();
  day.setDate(day.getDate() + offsetDays);
  return day;
};
const isoOf = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
// As the screens show dates: the browser's locale, medium style (Chromium runs en-US here).
const shown = (day: Date) => day.toLocaleDateString('en-US', { dateStyle: 'medium' });

describe('preventive maintenance', () => {
  beforeAll(async () => {
    const { page, url } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'admin@example.com', DEMO_PASSWORD, '/admin/dashboard');
    const sites = await api<{ id: string; name: string }[]>(page, 'GET', '/sites');
    const { id } = await api<{ id: string }>(page, 'POST', '/users', {
      name: WORKER.name,
      email: WORKER.email,
      password: DEMO_PASSWORD,
      role: 'technician',
    });
    await api(page, 'POST', `/users/${id}/assign-sites`, {
      siteIds: [sites.find((site) => site.name === SITE)?.id],
    });
    await page.context().close();
  });

  it('a PM created for today becomes the technician’s work order; completing it moves the PM a week on', async () => {
    const manager = await openPage(browser(), DESKTOP);
    await signIn(
      manager.page,
      manager.url,
      'manager@example.com',
      DEMO_PASSWORD,
      '/manager/dashboard',
    );
    await manager.page.goto(manager.url('/manager/pm'));
    await expectVisible(
      manager.page.getByRole('heading', { name: 'Preventive Maintenance', level: 1 }),
    );
    await manager.page.getByRole('button', { name: 'Add PM' }).click();
    const dialog = manager.page.getByRole('dialog', { name: 'New PM' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectVisible(dialog.getByText('Title is required'));
    await expectVisible(dialog.getByText('Asset is required'));

    await dialog.getByLabel('Title').fill(title);
    const asset = dialog.getByLabel('Asset', { exact: true });
    const option = asset.locator('option').filter({ hasText: 'Passenger Lift B2' });
    await asset.selectOption((await option.getAttribute('value')) ?? '');
    await dialog.getByLabel('Priority').selectOption('High');
    await dialog.getByLabel('Recurrence').selectOption('Weekly');
    await dialog.getByLabel('Date').fill(isoOf(localDate()));
    await dialog.getByLabel('Assignee').selectOption({ label: `${WORKER.name} (Technician)` });
    await dialog.getByLabel('Description').fill('Clean and oil both guide rails; check the shoes.');
    await dialogShot(manager.page, 'pm-new');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectVisible(
      manager.page.getByText('Preventive maintenance schedule created successfully!'),
    );
    await dialog.waitFor({ state: 'detached' });

    // Due today, so its work order exists at once, and the PM says so.
    const row = manager.page.getByRole('row').filter({ hasText: title });
    await expectVisible(row.getByText('In Progress', { exact: true }));
    const workOrderLine = row.getByText(/Work order WO-\d+/);
    await expectVisible(workOrderLine);
    const workOrderNumber = /WO-\d+/.exec((await workOrderLine.textContent()) ?? '')?.[0] ?? '';
    expect(workOrderNumber).not.toBe('');
    await manager.screenshot('pm-list');

    const technician = await openPage(browser(), PHONE);
    await signIn(
      technician.page,
      technician.url,
      WORKER.email,
      DEMO_PASSWORD,
      '/technician/dashboard',
    );
    await technician.page.goto(technician.url('/technician/tasks'));
    const card = technician.page
      .getByRole('article')
      .filter({ hasText: title })
      .or(technician.page.getByRole('listitem').filter({ hasText: title }));
    await expectVisible(card.first());
    await card
      .first()
      .getByRole('button', { name: `Complete ${workOrderNumber}` })
      .click();
    await expectVisible(technician.page.getByText('Task marked as completed!'));
    await technician.screenshot('pm-work-order-completed');

    await manager.page.reload();
    const rolled = manager.page.getByRole('row').filter({ hasText: title });
    await expectVisible(rolled.getByText('Scheduled', { exact: true }));
    await expectVisible(rolled.getByText(shown(localDate(7)), { exact: true }));
    expect(await rolled.getByText(/Work order WO-\d+/).count()).toBe(0);

    // The coming load: next week's occurrence in the Upcoming view.
    await manager.page.getByRole('tab', { name: 'Upcoming' }).click();
    await expectVisible(manager.page.getByText(title).first());
    await manager.screenshot('pm-upcoming');
    expect([...manager.errors, ...technician.errors]).toEqual([]);
  });

  it('completes this week’s occurrence with Complete, and ends a schedule only after asking', async () => {
    const manager = await openPage(browser(), PHONE);
    await signIn(
      manager.page,
      manager.url,
      'manager@example.com',
      DEMO_PASSWORD,
      '/manager/dashboard',
    );
    const [lift] = await api<{ id: string }[]>(
      manager.page,
      'GET',
      `/assets?search=${encodeURIComponent('Passenger Lift B2')}`,
    );
    const weekly = async (name: string) =>
      api<{ id: string; openWorkOrder: { workOrderNumber: string; id: string } }>(
        manager.page,
        'POST',
        '/pm',
        {
          title: name,
          priority: 'High',
          recurrence: 'Weekly',
          assetId: lift?.id,
          date: isoOf(localDate()),
          assigneeId: null,
        },
      );
    const pumpTest = `Fire pump test ${stamp}`;
    const sprinklers = `Sprinkler walk ${stamp}`;
    const done = await weekly(pumpTest);
    const ending = await weekly(sprinklers);
    await manager.page.goto(manager.url('/manager/pm'));
    await manager.page.getByLabel('Search PMs').fill(String(stamp));
    const card = (name: string) => manager.page.getByRole('article').filter({ hasText: name });

    // Complete: this occurrence only. Its work order closes and the PM moves a week on.
    await card(pumpTest)
      .getByRole('button', { name: `Complete ${pumpTest}` })
      .click();
    await expectVisible(
      manager.page.getByText(
        `Work order ${done.openWorkOrder.workOrderNumber} completed. The PM moves to its next date.`,
      ),
    );
    // Polled on the card's whole text, so a failure shows what the card said instead.
    // The list refetches after the change: a loaded machine takes more than the default second.
    await expect.poll(() => card(pumpTest).innerText(), { timeout: 5000 }).toMatch(/\bScheduled\b/);
    await expectVisible(card(pumpTest).getByText(shown(localDate(7)), { exact: true }));

    // End schedule: asks, says what becomes of the open work order, and does what was chosen.
    await card(sprinklers)
      .getByRole('button', { name: `End schedule ${sprinklers}` })
      .click();
    const dialog = manager.page.getByRole('dialog', { name: 'End schedule' });
    await expectVisible(
      dialog.getByText(`Its work order ${ending.openWorkOrder.workOrderNumber} is still open`),
    );
    await dialog.getByLabel('Cancel it as well').check();
    await dialogShot(manager.page, 'pm-end-schedule');
    await dialog.getByRole('button', { name: 'End schedule' }).click();
    await expectVisible(manager.page.getByText('Schedule ended'));
    await expectVisible(card(sprinklers).getByText('Completed', { exact: true }));
    expect(
      await card(sprinklers)
        .getByText(/Work order WO-\d+/)
        .count(),
    ).toBe(0);
    const order = await api<{ status: string }>(
      manager.page,
      'GET',
      `/tasks/${ending.openWorkOrder.id}`,
    );
    expect(order.status).toBe('cancelled');
    await manager.screenshot('pm-ended');
    expect(manager.errors).toEqual([]);
  });

  it('shows the client the list read-only and the technician the spec’s refusal', async () => {
    const client = await openPage(browser(), DESKTOP);
    await signIn(client.page, client.url, 'client@example.com', DEMO_PASSWORD, '/client/dashboard');
    await client.page.goto(client.url('/client/pm'));
    await expectVisible(
      client.page.getByRole('heading', { name: 'Preventive Maintenance', level: 1 }),
    );
    await expectVisible(client.page.getByRole('row').nth(1));
    expect(await client.page.getByRole('button', { name: 'Add PM' }).count()).toBe(0);

    const technician = await openPage(browser(), DESKTOP);
    await signIn(
      technician.page,
      technician.url,
      WORKER.email,
      DEMO_PASSWORD,
      '/technician/dashboard',
    );
    await technician.page.goto(technician.url('/technician/pm'));
    await expectVisible(
      technician.page.getByText('You do not have permission to view preventive maintenance tasks.'),
    );
    expect([...client.errors, ...technician.errors]).toEqual([]);
  });
});
