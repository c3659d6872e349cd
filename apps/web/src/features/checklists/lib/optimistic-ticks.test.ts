import { describe, expect, it } from 'vitest';
import { render } from '../../../lib/i18n/i18n';
import type { PendingTicks } from './grid-cells';
import {
  sendTick,
  type TickAnswer,
  type TickMonth,
  tickKey,
  tickLedger,
  tickSummary,
  ticksOfMonth,
} from './optimistic-ticks';

const june: TickMonth = { checklistId: 'c1', userId: 'u1', year: 2026, month: 6 };

/** The ticks a grid holds in state, as the hook keeps them. */
function gridState() {
  let pending: PendingTicks = new Map();
  const ledger = tickLedger(
    (change) => {
      pending = change(pending);
    },
    { current: 0 },
  );
  return { ledger, shown: () => [...pending].map(([key, tick]) => [key, tick.state]) };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A tick whose answer the test gives, recording what was put in place and what was refused. */
function tickOf(
  grid: ReturnType<typeof gridState>,
  key: string,
  puts: string[],
  refusals: unknown[],
) {
  const answer = deferred<TickAnswer<string>>();
  const done = sendTick(grid.ledger, key, 'completed', {
    send: () => answer.promise,
    put: (month) => puts.push(month),
    refused: (error) => refusals.push(error),
  });
  return { answer, done };
}

describe('the ticks a month shows over the server cells', () => {
  it('are those of its checklist, person and days, with the kept ones counted', () => {
    const pending: PendingTicks = new Map([
      [tickKey(june, 'i1', '2026-06-03'), { state: 'completed', seq: 2 }],
      [tickKey({ ...june, userId: 'u2' }, 'i1', '2026-06-04'), { state: 'completed', seq: 3 }],
      [tickKey(june, 'i1', '2026-07-01'), { state: 'completed', seq: 4 }],
    ]);
    const kept: PendingTicks = new Map([
      ['i1|2026-06-03', { state: 'in-progress', seq: 0 }],
      ['i2|2026-06-05', { state: 'initial', seq: 0 }],
      ['i2|2026-05-31', { state: 'completed', seq: 0 }],
    ]);
    const { ticks, kept: keptCount } = ticksOfMonth(june, pending, kept);
    // The tick on its way lies over the one kept on the device for the same cell.
    expect([...ticks]).toEqual([
      ['i1|2026-06-03', { state: 'completed', seq: 2 }],
      ['i2|2026-06-05', { state: 'initial', seq: 0 }],
    ]);
    expect(keptCount).toBe(2);
  });
});

describe('a tick sent', () => {
  it('shows at once, and gives way to the answer the server sends', async () => {
    const grid = gridState();
    const puts: string[] = [];
    const { answer, done } = tickOf(grid, 'c1|u1|i1|2026-06-03', puts, []);
    expect(grid.shown()).toEqual([['c1|u1|i1|2026-06-03', 'completed']]);
    answer.resolve({ queued: false, value: 'june as the server has it' });
    await done;
    expect(puts).toEqual(['june as the server has it']);
    expect(grid.shown()).toEqual([]);
  });

  it('puts only the latest answer in place, and keeps showing a later tick of the cell', async () => {
    const grid = gridState();
    const puts: string[] = [];
    const first = tickOf(grid, 'c1|u1|i1|2026-06-03', puts, []);
    const second = tickOf(grid, 'c1|u1|i1|2026-06-03', puts, []);
    first.answer.resolve({ queued: false, value: 'after the first' });
    await first.done;
    expect(puts).toEqual([]);
    expect(grid.shown()).toEqual([['c1|u1|i1|2026-06-03', 'completed']]);
    second.answer.resolve({ queued: false, value: 'after both' });
    await second.done;
    expect(puts).toEqual(['after both']);
    expect(grid.shown()).toEqual([]);
  });

  it('kept on the device puts nothing: the queue shows it until the server has it', async () => {
    const grid = gridState();
    const puts: string[] = [];
    const { answer, done } = tickOf(grid, 'c1|u1|i1|2026-06-03', puts, []);
    answer.resolve({ queued: true });
    await done;
    expect(puts).toEqual([]);
    expect(grid.shown()).toEqual([]);
  });

  it('refused goes back to what the server holds and says why', async () => {
    const grid = gridState();
    const puts: string[] = [];
    const refusals: unknown[] = [];
    const { answer, done } = tickOf(grid, 'c1|u1|i1|2026-06-03', puts, refusals);
    const locked = new Error('This day is locked');
    answer.reject(locked);
    await done;
    expect(refusals).toEqual([locked]);
    expect(puts).toEqual([]);
    expect(grid.shown()).toEqual([]);
  });

  it('carries a value, shown at once, and hears every answer of the server (issue 33)', async () => {
    let pending: PendingTicks = new Map();
    const ledger = tickLedger(
      (change) => {
        pending = change(pending);
      },
      { current: 0 },
    );
    const heard: string[] = [];
    const puts: string[] = [];
    const first = deferred<TickAnswer<string>>();
    const second = deferred<TickAnswer<string>>();
    const key = 'c1|u1|i1|2026-06-03';
    const handlers = (answer: Promise<TickAnswer<string>>) => ({
      send: () => answer,
      put: (month: string) => puts.push(month),
      refused: () => {},
      answered: (month: string) => heard.push(month),
    });
    const a = sendTick(
      ledger,
      key,
      { state: 'completed', value: { reading: 12 } },
      handlers(first.promise),
    );
    expect(pending.get(key)).toMatchObject({ state: 'completed', value: { reading: 12 } });
    const b = sendTick(
      ledger,
      key,
      { state: 'completed', value: { reading: 13 } },
      handlers(second.promise),
    );
    first.resolve({ queued: false, value: 'raised WO-1' });
    second.resolve({ queued: false, value: 'after both' });
    await Promise.all([a, b]);
    // Only the latest is put in place; both are heard (the first may have raised a work order).
    expect(puts).toEqual(['after both']);
    expect(heard).toEqual(['raised WO-1', 'after both']);
  });

  it('is named in the list of kept changes by checklist, item, day and state', () => {
    expect(render(tickSummary('Daily rounds', 'Lobby', '2026-06-03', 'completed'))).toBe(
      'Daily rounds: Lobby, 2026-06-03, done',
    );
    expect(render(tickSummary(undefined, 'Lobby', '2026-06-03', 'initial'))).toBe(
      'Checklist: Lobby, 2026-06-03, cleared',
    );
    expect(render(tickSummary('Daily rounds', 'Lobby', '2026-06-03', 'in-progress'))).toBe(
      'Daily rounds: Lobby, 2026-06-03, in progress',
    );
  });
});
