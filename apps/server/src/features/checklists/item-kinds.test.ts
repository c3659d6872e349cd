import type { ActivityEntry } from '@cmms/shared/activity';
import type { Cell, Checklist, ChecklistInput, MonthProgress } from '@cmms/shared/checklists';
import { en } from '@cmms/shared/i18n/source-translators';
import type { WorkOrder } from '@cmms/shared/work-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';

// Items that record more than a tick (issue 33, docs/checklists.md "Item kinds").

// Noon local time, so "today" is 2026-06-15 wherever the tests run.
const clock = testClock(new Date(2026, 5, 15, 12, 0, 0));
const TODAY = '2026-06-15';

const s = await scenario({
  clock,
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north']],
    ['otherTech', 'technician', ['north']],
    ['client', 'client', ['north']],
    ['roamer', 'technician', ['north', 'south']],
  ],
});
afterAll(() => s.close());
type Who = keyof typeof s.ids;
const { call, ids } = s;
const { north } = s.sites;

/** One item of every kind; the HT meter's range is 10.5 to 11.5 kV. */
const ITEMS: ChecklistInput['items'] = [
  { name: 'Check DB panels' },
  { name: 'Test emergency lights', kind: 'pass_fail' },
  { name: 'Read the HT meter', kind: 'reading', unit: 'kV', min: 10.5, max: 11.5 },
  { name: 'Shift handover', kind: 'note' },
  {
    name: 'Chiller supply temperature',
    kind: 'reading',
    unit: '°C',
    max: 9,
    raiseWorkOrder: 'always',
  },
  { name: 'Fire pump run test', kind: 'pass_fail', raiseWorkOrder: 'always' },
];
const [TICK, PASS_FAIL, READING, NOTE, AUTO_READING, AUTO_PASS_FAIL] = [0, 1, 2, 3, 4, 5] as const;

async function newChecklist(name: string, fields: Partial<ChecklistInput> = {}) {
  const checklist = await s.newChecklist('manager', {
    name,
    category: 'electrical',
    siteId: north.id,
    items: ITEMS,
    ...fields,
  });
  for (const who of ['technician', 'otherTech', 'roamer'] as const) {
    const res = await call('manager', 'POST', `/api/checklists/${checklist.id}/assign-user`, {
      userId: ids[who],
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return checklist;
}

const itemId = (checklist: Checklist, index: number) => checklist.items[index]?.id ?? '';

const record = (checklist: Checklist, who: Who, cells: object[], forWhom: Who = who) =>
  call(who, 'PUT', `/api/checklists/${checklist.id}/progress`, { userId: ids[forWhom], cells });

const progressUrl = (checklist: Checklist, who: Who) =>
  `/api/checklists/${checklist.id}/progress?userId=${ids[who]}&year=2026&month=6`;

const cellOf = (month: MonthProgress, itemIdValue: string, date = TODAY): Cell | undefined =>
  month.cells.find((cell) => cell.itemId === itemIdValue && cell.date === date);

/** The work orders raised from one cell, as the admin's list reads them. */
async function workOrdersOf(checklist: Checklist, index: number, date = TODAY) {
  const res = await call('admin', 'GET', '/api/tasks?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as WorkOrder[]).filter(
    (task) =>
      task.origin?.type === 'checklist' &&
      task.origin.itemId === itemId(checklist, index) &&
      task.origin.date === date,
  );
}

describe('defining items of every kind', () => {
  it('keeps each item’s kind, unit, range and work order setting', async () => {
    const checklist = await newChecklist('Kinds defined');
    expect(
      checklist.items.map(({ kind, unit, min, max, raiseWorkOrder }) => ({
        kind,
        unit,
        min,
        max,
        raiseWorkOrder,
      })),
    ).toEqual([
      { kind: 'tick', unit: '', min: null, max: null, raiseWorkOrder: 'offer' },
      { kind: 'pass_fail', unit: '', min: null, max: null, raiseWorkOrder: 'offer' },
      { kind: 'reading', unit: 'kV', min: 10.5, max: 11.5, raiseWorkOrder: 'offer' },
      { kind: 'note', unit: '', min: null, max: null, raiseWorkOrder: 'offer' },
      { kind: 'reading', unit: '°C', min: null, max: 9, raiseWorkOrder: 'always' },
      { kind: 'pass_fail', unit: '', min: null, max: null, raiseWorkOrder: 'always' },
    ]);
    const read = await call('technician', 'GET', `/api/checklists/${checklist.id}`);
    expect(read.json().items[READING]).toMatchObject({ kind: 'reading', min: 10.5, max: 11.5 });
  });

  it('takes the specification’s body without kinds: every item a tick, as before', async () => {
    const res = await call('manager', 'POST', '/api/checklists', {
      name: 'Spec body',
      category: 'electrical',
      description: 'As the specification sends it',
      items: [{ name: 'Lobby lights', description: '', isRequired: true }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items).toEqual([
      {
        id: expect.any(String),
        name: 'Lobby lights',
        description: '',
        isRequired: true,
        kind: 'tick',
        unit: '',
        min: null,
        max: null,
        raiseWorkOrder: 'offer',
      },
    ]);
  });

  it('keeps a unit and a range only on a reading, and raises by itself only what can fail', async () => {
    const checklist = await s.newChecklist('manager', {
      name: 'Stray settings',
      category: 'electrical',
      siteId: north.id,
      items: [
        { name: 'A note with a unit', kind: 'note', unit: 'kV', min: 1, raiseWorkOrder: 'always' },
      ],
    });
    expect(checklist.items[0]).toMatchObject({
      kind: 'note',
      unit: '',
      min: null,
      max: null,
      raiseWorkOrder: 'offer',
    });
  });

  it('changes an item’s kind on edit, keeping its id', async () => {
    const checklist = await newChecklist('Kind edited');
    const items = checklist.items.map((item, index) =>
      index === TICK ? { ...item, kind: 'reading', unit: 'bar', min: 2 } : item,
    );
    const res = await call('manager', 'PUT', `/api/checklists/${checklist.id}`, {
      name: checklist.name,
      category: checklist.category,
      items,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[TICK]).toMatchObject({
      id: itemId(checklist, TICK),
      kind: 'reading',
      unit: 'bar',
      min: 2,
      max: null,
    });
  });

  it.each([
    [{ kind: 'reading', min: 12, max: 11 }, 'items.0.max', en('checklists.items.rangeReversed')],
    [
      { kind: 'reading', unit: 'k'.repeat(21) },
      'items.0.unit',
      'Unit must be at most 20 characters',
    ],
    [{ kind: 'reading', max: 1e10 }, 'items.0.max', 'A limit must be at most 1,000,000,000'],
    [{ kind: 'reading', min: -1e10 }, 'items.0.min', 'A limit must be at least -1,000,000,000'],
    [{ kind: 'reading', min: '5' }, 'items.0.min', en('checklists.items.limitNotNumber')],
    [{ kind: 'gauge' }, 'items.0.kind', en('checklists.items.badKind')],
    [
      { kind: 'pass_fail', raiseWorkOrder: 'sometimes' },
      'items.0.raiseWorkOrder',
      en('checklists.items.badRaise'),
    ],
  ])('refuses an item %j under its field', async (fields, field, message) => {
    const res = await call('manager', 'POST', '/api/checklists', {
      name: 'Refused',
      category: 'electrical',
      siteId: north.id,
      items: [{ name: 'Meter', ...fields }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('recording values', () => {
  let checklist: Checklist;
  beforeAll(async () => {
    checklist = await newChecklist('Values recorded');
  });

  it('records a value of each kind, and a tick as before', async () => {
    const res = await record(checklist, 'technician', [
      { itemId: itemId(checklist, TICK), date: TODAY, state: 'completed' },
      { itemId: itemId(checklist, PASS_FAIL), date: TODAY, state: 'completed', result: 'fail' },
      { itemId: itemId(checklist, READING), date: TODAY, state: 'completed', reading: 11.9 },
      {
        itemId: itemId(checklist, READING),
        date: '2026-06-14',
        state: 'completed',
        reading: 11.2,
      },
      {
        itemId: itemId(checklist, NOTE),
        date: TODAY,
        state: 'completed',
        note: '  Gen set noisy ',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const month: MonthProgress = res.json();
    const tick = cellOf(month, itemId(checklist, TICK));
    expect(tick).toMatchObject({ state: 'completed', completedBy: { id: ids.technician } });
    // A tick's cell reads exactly as before: none of the new fields.
    for (const field of ['result', 'reading', 'note', 'outOfRange']) {
      expect(tick).not.toHaveProperty(field);
    }
    expect(cellOf(month, itemId(checklist, PASS_FAIL))).toMatchObject({
      state: 'completed',
      result: 'fail',
      workOrder: null,
    });
    expect(cellOf(month, itemId(checklist, READING))).toMatchObject({
      reading: 11.9,
      outOfRange: true,
    });
    expect(cellOf(month, itemId(checklist, READING), '2026-06-14')).toMatchObject({
      reading: 11.2,
      outOfRange: false,
    });
    expect(cellOf(month, itemId(checklist, NOTE))).toMatchObject({ note: 'Gen set noisy' });
    // Values count as done: 4 cells completed of today's 6 items, plus yesterday's reading.
    expect(month.summary.completed).toBe(5);
    // Offered, not raised: the items are set to offer.
    expect(await workOrdersOf(checklist, PASS_FAIL)).toHaveLength(0);
  });

  it('changes a value not yet saved, naming who recorded the new one, and clears it', async () => {
    const changed = await record(
      checklist,
      'supervisor',
      [{ itemId: itemId(checklist, READING), date: TODAY, state: 'completed', reading: 11 }],
      'technician',
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(cellOf(changed.json(), itemId(checklist, READING))).toMatchObject({
      reading: 11,
      outOfRange: false,
      completedBy: { id: ids.supervisor },
    });
    const cleared = await record(checklist, 'technician', [
      { itemId: itemId(checklist, NOTE), date: TODAY, state: 'initial' },
    ]);
    expect(cleared.statusCode, cleared.body).toBe(200);
    const cell = cellOf(cleared.json(), itemId(checklist, NOTE));
    expect(cell?.state).toBe('initial');
    expect(cell).not.toHaveProperty('note');
  });

  it('writes one activity entry saying what was recorded', async () => {
    await record(checklist, 'technician', [
      { itemId: itemId(checklist, READING), date: '2026-06-13', state: 'completed', reading: 10.9 },
    ]);
    const feed = await call('admin', 'GET', '/api/activity?type=checklist&limit=20');
    const entry = (feed.json() as ActivityEntry[]).find(
      (one) =>
        one.action === 'checklist_progress_recorded' &&
        one.metadata?.checklistId === checklist.id &&
        one.description.includes('2026-06-13'),
    );
    expect(entry?.description).toBe(
      '"Read the HT meter" of checklist "Values recorded" on 2026-06-13 recorded as 10.9 kV for technician',
    );
    expect(entry?.metadata?.values).toEqual([
      { itemId: itemId(checklist, READING), date: '2026-06-13', reading: 10.9 },
    ]);
  });

  it.each([
    [
      'a reading on a Pass / Fail item',
      { item: PASS_FAIL, state: 'completed', reading: 3 },
      'cells.0.reading',
      en('checklists.values.onlyResult'),
    ],
    [
      'a result on a reading',
      { item: READING, state: 'completed', result: 'pass' },
      'cells.0.result',
      en('checklists.values.onlyReading'),
    ],
    [
      'a note on a tick',
      { item: TICK, state: 'completed', note: 'done' },
      'cells.0.note',
      en('checklists.values.tickTakesNoValue'),
    ],
    [
      'a reading without its number',
      { item: READING, state: 'completed' },
      'cells.0.reading',
      en('checklists.values.readingRequired'),
    ],
    [
      'a Pass / Fail item in progress',
      { item: PASS_FAIL, state: 'in-progress' },
      'cells.0.state',
      en('checklists.values.noInProgress'),
    ],
    [
      'a value on a cell cleared',
      { item: NOTE, state: 'initial', note: 'x' },
      'cells.0.note',
      en('checklists.values.valueNeedsCompleted'),
    ],
    [
      'a reading above 1e9',
      { item: READING, state: 'completed', reading: 1e9 + 1 },
      'cells.0.reading',
      'Reading must be at most 1,000,000,000',
    ],
    [
      'a reading below -1e9',
      { item: READING, state: 'completed', reading: -2e9 },
      'cells.0.reading',
      'Reading must be at least -1,000,000,000',
    ],
    [
      'a reading sent as text',
      { item: READING, state: 'completed', reading: '11' },
      'cells.0.reading',
      en('checklists.values.readingNotNumber'),
    ],
    [
      'a note of 1001 characters',
      { item: NOTE, state: 'completed', note: 'n'.repeat(1001) },
      'cells.0.note',
      'Note must be at most 1000 characters',
    ],
    [
      'an empty note',
      { item: NOTE, state: 'completed', note: '   ' },
      'cells.0.note',
      en('checklists.values.noteRequired'),
    ],
    [
      'an unknown result',
      { item: PASS_FAIL, state: 'completed', result: 'maybe' },
      'cells.0.result',
      en('checklists.values.badResult'),
    ],
  ])('refuses %s (400, under its field) and writes nothing', async (_, change, field, message) => {
    const { item, ...rest } = change;
    const before = (await call('technician', 'GET', progressUrl(checklist, 'technician'))).json();
    const res = await record(checklist, 'technician', [
      { itemId: itemId(checklist, item), date: '2026-06-10', ...rest },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors?.[field]).toBe(message);
    expect(res.json().message).toBe(message);
    const after = (await call('technician', 'GET', progressUrl(checklist, 'technician'))).json();
    expect(after.cells).toEqual(before.cells);
  });

  it('keeps a note of exactly 1000 characters', async () => {
    const note = 'n'.repeat(1000);
    const res = await record(checklist, 'technician', [
      { itemId: itemId(checklist, NOTE), date: '2026-06-09', state: 'completed', note },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(cellOf(res.json(), itemId(checklist, NOTE), '2026-06-09')?.note).toBe(note);
  });
});

describe('who may record values', () => {
  let checklist: Checklist;
  beforeAll(async () => {
    checklist = await newChecklist('Value roles');
  });
  const reading = (value: number, date = TODAY) => ({
    itemId: itemId(checklist, READING),
    date,
    state: 'completed',
    reading: value,
  });

  it('lets field staff record only their own values, and the client none', async () => {
    expect((await record(checklist, 'technician', [reading(11)])).statusCode).toBe(200);
    const other = await record(checklist, 'technician', [reading(11)], 'otherTech');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(en('checklists.ownCellsOnly'));
    const client = await record(checklist, 'client', [reading(11)], 'technician');
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe(en('checklists.readOnly'));
  });

  it('lets a supervisor and a manager record a round done on paper', async () => {
    for (const [who, value] of [
      ['supervisor', 10.8],
      ['manager', 10.7],
    ] as const) {
      const res = await record(checklist, who, [reading(value, '2026-06-12')], 'otherTech');
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      expect(cellOf(res.json(), itemId(checklist, READING), '2026-06-12')?.completedBy?.id).toBe(
        ids[who],
      );
    }
  });

  it('refuses a future day, as for ticks', async () => {
    const res = await record(checklist, 'technician', [reading(11, '2026-06-16')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('checklists.futureDay'));
  });

  it('locks a saved value; only supervisors and up reopen it, which clears it and logs it', async () => {
    const saved = await call(
      'technician',
      'POST',
      `/api/checklists/${checklist.id}/progress/save`,
      {
        userId: ids.technician,
        year: 2026,
        month: 6,
        cells: [
          {
            itemId: itemId(checklist, PASS_FAIL),
            date: TODAY,
            state: 'completed',
            result: 'pass',
          },
        ],
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(cellOf(saved.json(), itemId(checklist, PASS_FAIL))).toMatchObject({
      result: 'pass',
      locked: true,
    });
    const changed = await record(checklist, 'technician', [reading(10.6)]);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(en('checklists.locked'));

    const body = { userId: ids.technician, itemId: itemId(checklist, READING), date: TODAY };
    const url = `/api/checklists/${checklist.id}/progress/reopen`;
    const byTech = await call('technician', 'POST', url, body);
    expect(byTech.statusCode).toBe(403);
    const reopened = await call('supervisor', 'POST', url, body);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const cell = cellOf(reopened.json(), itemId(checklist, READING));
    expect(cell).toMatchObject({
      state: 'initial',
      locked: false,
      reopenedBy: { id: ids.supervisor },
    });
    expect(cell).not.toHaveProperty('reading');
    const feed = await call('admin', 'GET', '/api/activity?type=checklist&limit=20');
    const entry = (feed.json() as ActivityEntry[]).find(
      (one) => one.action === 'checklist_reopened' && one.metadata?.checklistId === checklist.id,
    );
    expect(entry?.metadata).toMatchObject({ reading: 11, wasLocked: true });
  });
});

describe('a failing value and its work order', () => {
  let checklist: Checklist;
  beforeAll(async () => {
    checklist = await newChecklist('Failing values');
  });

  it('raises one automatically for an item set to always, once per cell', async () => {
    const hot = { itemId: itemId(checklist, AUTO_READING), date: TODAY, state: 'completed' };
    const res = await record(checklist, 'technician', [{ ...hot, reading: 12.5 }]);
    expect(res.statusCode, res.body).toBe(200);
    const cell = cellOf(res.json(), itemId(checklist, AUTO_READING));
    expect(cell).toMatchObject({ reading: 12.5, outOfRange: true });
    expect(cell?.workOrder?.workOrderNumber).toMatch(/^WO-/);
    const [raised, ...more] = await workOrdersOf(checklist, AUTO_READING);
    expect(more).toHaveLength(0);
    expect(raised).toMatchObject({
      id: cell?.workOrder?.id,
      title: 'Chiller supply temperature: reading out of range',
      siteId: north.id,
      priority: 'high',
      status: 'pending',
      taskType: 'inspection',
      dueDate: TODAY,
      assignedToId: ids.technician,
      origin: {
        type: 'checklist',
        checklistId: checklist.id,
        itemName: 'Chiller supply temperature',
        date: TODAY,
        userId: ids.technician,
        reading: 12.5,
        unit: '°C',
        automatic: true,
      },
    });
    expect(raised?.description).toContain('12.5 °C');
    expect(raised?.description).toContain('at most 9 °C');

    // Recorded again, still out of range, by the technician and then a supervisor: no second.
    expect((await record(checklist, 'technician', [{ ...hot, reading: 13 }])).statusCode).toBe(200);
    const again = await record(checklist, 'supervisor', [{ ...hot, reading: 14 }], 'technician');
    expect(cellOf(again.json(), itemId(checklist, AUTO_READING))?.workOrder?.id).toBe(
      cell?.workOrder?.id,
    );
    expect(await workOrdersOf(checklist, AUTO_READING)).toHaveLength(1);
  });

  it('raises nothing for a reading within range or a Pass, even when set to always', async () => {
    const res = await record(checklist, 'technician', [
      {
        itemId: itemId(checklist, AUTO_READING),
        date: '2026-06-14',
        state: 'completed',
        reading: 8,
      },
      {
        itemId: itemId(checklist, AUTO_PASS_FAIL),
        date: '2026-06-14',
        state: 'completed',
        result: 'pass',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(cellOf(res.json(), itemId(checklist, AUTO_READING), '2026-06-14')?.workOrder).toBeNull();
    expect(await workOrdersOf(checklist, AUTO_PASS_FAIL, '2026-06-14')).toHaveLength(0);
  });

  it('raises one for a Fail recorded with Save Progress, in its transaction', async () => {
    const res = await call('otherTech', 'POST', `/api/checklists/${checklist.id}/progress/save`, {
      userId: ids.otherTech,
      year: 2026,
      month: 6,
      cells: [
        {
          itemId: itemId(checklist, AUTO_PASS_FAIL),
          date: '2026-06-11',
          state: 'completed',
          result: 'fail',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cellOf(res.json(), itemId(checklist, AUTO_PASS_FAIL), '2026-06-11')).toMatchObject({
      result: 'fail',
      locked: true,
      workOrder: { workOrderNumber: expect.stringMatching(/^WO-/) },
    });
    const [raised] = (await workOrdersOf(checklist, AUTO_PASS_FAIL, '2026-06-11')).filter(
      (task) => task.origin?.type === 'checklist' && task.origin.userId === ids.otherTech,
    );
    expect(raised).toMatchObject({
      title: 'Fire pump run test failed inspection',
      assignedToId: ids.otherTech,
      origin: { result: 'fail', automatic: true },
    });
  });

  it('raises nothing when the recording is refused: one transaction', async () => {
    // Today's tick of the technician is locked by a save.
    await call('technician', 'POST', `/api/checklists/${checklist.id}/progress/save`, {
      userId: ids.technician,
      year: 2026,
      month: 6,
      cells: [{ itemId: itemId(checklist, TICK), date: TODAY, state: 'completed' }],
    });
    const res = await record(checklist, 'technician', [
      {
        itemId: itemId(checklist, AUTO_PASS_FAIL),
        date: '2026-06-08',
        state: 'completed',
        result: 'fail',
      },
      { itemId: itemId(checklist, TICK), date: TODAY, state: 'initial' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(await workOrdersOf(checklist, AUTO_PASS_FAIL, '2026-06-08')).toHaveLength(0);
  });

  it('applies a queued change sent twice once: one value, one work order', async () => {
    const send = () =>
      s.app.inject({
        method: 'PUT',
        url: `/api/checklists/${checklist.id}/progress`,
        headers: {
          authorization: `Bearer ${s.tokens.technician}`,
          'idempotency-key': '0f3c2a9e-7d41-4b8e-9c55-2a6b1e4d7f10',
        },
        payload: {
          userId: ids.technician,
          cells: [
            {
              itemId: itemId(checklist, AUTO_READING),
              date: '2026-06-05',
              state: 'completed',
              reading: 20,
            },
          ],
        },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect(await workOrdersOf(checklist, AUTO_READING, '2026-06-05')).toHaveLength(1);
  });

  it('offers (does not raise) for an item set to offer; raised by hand, the origin keeps the value', async () => {
    const res = await record(checklist, 'technician', [
      { itemId: itemId(checklist, READING), date: TODAY, state: 'completed', reading: 9.7 },
    ]);
    expect(cellOf(res.json(), itemId(checklist, READING))).toMatchObject({
      outOfRange: true,
      workOrder: null,
    });
    expect(await workOrdersOf(checklist, READING)).toHaveLength(0);
    const raised = await call(
      'technician',
      'POST',
      `/api/checklists/${checklist.id}/progress/work-order`,
      {
        userId: ids.technician,
        itemId: itemId(checklist, READING),
        date: TODAY,
        title: 'HT meter low',
        description: 'Read 9.7 kV',
        dueDate: '2026-06-16',
      },
    );
    expect(raised.statusCode, raised.body).toBe(201);
    const [task] = await workOrdersOf(checklist, READING);
    expect(task?.origin).toMatchObject({ reading: 9.7, unit: 'kV' });
    expect(task?.origin).not.toHaveProperty('automatic');
  });

  it('raises for a checklist of all sites at the person’s only site, and offers when they have several', async () => {
    const res = await call('admin', 'POST', '/api/checklists', {
      name: 'All-site pumps',
      category: 'safety',
      siteId: null,
      items: [{ name: 'Sprinkler pump', kind: 'pass_fail', raiseWorkOrder: 'always' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const shared: Checklist = res.json();
    for (const who of ['technician', 'roamer'] as const) {
      await call('admin', 'POST', `/api/checklists/${shared.id}/assign-user`, { userId: ids[who] });
    }
    const fail = [{ itemId: itemId(shared, 0), date: TODAY, state: 'completed', result: 'fail' }];
    const own = await record(shared, 'technician', fail);
    expect(own.statusCode, own.body).toBe(200);
    const raised = cellOf(own.json(), itemId(shared, 0))?.workOrder;
    expect(raised).not.toBeNull();
    const task = (await call('admin', 'GET', `/api/tasks/${raised?.id}`)).json();
    expect(task.siteId).toBe(north.id);
    const several = await record(shared, 'roamer', fail);
    expect(several.statusCode, several.body).toBe(200);
    expect(cellOf(several.json(), itemId(shared, 0))).toMatchObject({
      result: 'fail',
      workOrder: null,
    });
  });
});
