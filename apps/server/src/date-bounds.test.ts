import type { Checklist } from '@cmms/shared/checklists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from './test/scenario';
import { testClock } from './test/test-clock';

// Issue 29: the dates a person enters for work (work orders, PMs, checklist ticks) have bounds,
// checked by the shared schemas on every route that takes them. Today is 2026-06-15.
const clock = testClock(new Date(2026, 5, 15, 12, 0, 0));
const BOUNDS = 'must be between 2000-01-01 and 2100-12-31';
const TYPOS = ['0001-01-01', '0026-11-26', '1999-12-31', '2101-01-01'];

const s = await scenario({
  clock,
  sites: { north: 'North Plant' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['technician', 'technician', ['north']],
  ],
});
afterAll(() => s.close());
const { call, ids } = s;
const { north } = s.sites;
const asset = await s.newAsset('admin', { name: 'Pump', siteId: north.id });

describe('a work order’s due date', () => {
  const order = (dueDate: string) => ({
    title: 'Leak',
    description: 'Under the pump',
    dueDate,
    assignedToId: ids.technician,
    assetId: asset.id,
    siteId: north.id,
  });

  it('may lie in the past (backdated work) but not in a mistyped year, created or edited', async () => {
    const backdated = await call('admin', 'POST', '/api/tasks', order('2001-03-04'));
    expect(backdated.statusCode, backdated.body).toBe(201);
    for (const dueDate of TYPOS) {
      const created = await call('admin', 'POST', '/api/tasks', order(dueDate));
      expect(created.statusCode, dueDate).toBe(400);
      expect(created.json().errors.dueDate).toBe(`Due date ${BOUNDS}`);
      const edited = await call(
        'admin',
        'PUT',
        `/api/tasks/${backdated.json().id}`,
        order(dueDate),
      );
      expect(edited.statusCode, dueDate).toBe(400);
      expect(edited.json().errors.dueDate).toBe(`Due date ${BOUNDS}`);
    }
  });
});

describe('a PM’s date', () => {
  const pm = (date: string) => ({
    title: 'Filters',
    priority: 'High',
    recurrence: 'Monthly',
    assetId: asset.id,
    assigneeId: ids.technician,
    date,
  });

  it('is refused in a mistyped year, which would fall due at once and roll for centuries', async () => {
    for (const date of TYPOS) {
      const res = await call('manager', 'POST', '/api/pm', pm(date));
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errors.date).toBe(`Date ${BOUNDS}`);
    }
    const created = await call('manager', 'POST', '/api/pm', pm('2026-07-01'));
    expect(created.statusCode, created.body).toBe(201);
    const edited = await call('manager', 'PUT', `/api/pm/${created.json().id}`, pm('0026-11-26'));
    expect(edited.statusCode).toBe(400);
  });
});

describe('checklist dates', () => {
  let checklist: Checklist;
  beforeAll(async () => {
    checklist = await s.newChecklist('manager', {
      name: 'Rounds',
      category: 'safety',
      siteId: north.id,
      items: [{ name: 'Extinguishers' }],
    });
    const assigned = await call('manager', 'POST', `/api/checklists/${checklist.id}/assign-user`, {
      userId: ids.technician,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
  });

  it('takes ticks from 2023 on, the years the grid reads', async () => {
    const tick = (date: string) =>
      call('technician', 'PUT', `/api/checklists/${checklist.id}/progress`, {
        userId: ids.technician,
        cells: [{ itemId: checklist.items[0]?.id, date, state: 'completed' }],
      });
    for (const date of ['1999-06-01', '2022-12-31', '0026-06-01']) {
      const res = await tick(date);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errors['cells.0.date']).toBe(
        'Date must be between 2023-01-01 and 2100-12-31',
      );
    }
    expect((await tick('2023-01-01')).statusCode).toBe(200);
  });

  it('bounds the due date of a work order raised from a failed item like any other', async () => {
    const raise = (dueDate: string) =>
      call('technician', 'POST', `/api/checklists/${checklist.id}/progress/work-order`, {
        userId: ids.technician,
        itemId: checklist.items[0]?.id,
        date: '2026-06-15',
        title: 'Extinguisher empty',
        description: 'Gauge in the red',
        dueDate,
      });
    const ancient = await raise('0001-01-01');
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json().errors.dueDate).toBe(`Due date ${BOUNDS}`);
    expect((await raise('2026-06-16')).statusCode).toBe(201);
  });
});
