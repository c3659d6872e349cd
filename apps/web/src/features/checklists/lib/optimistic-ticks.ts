import {
  type CellState,
  type CellValue,
  monthRange,
  type PassFailResult,
} from '@cmms/shared/checklists';
import { type Message, msg } from '@cmms/shared/i18n/message';
import type { PendingTicks } from './grid-cells';

/** One person's month of one checklist: the grid a tick belongs to. */
export type TickMonth = { checklistId: string; userId: string; year: number; month: number };

/** A tick on its way belongs to one checklist, one person and one cell. */
export const tickKey = (month: TickMonth, itemId: string, date: string) =>
  `${month.checklistId}|${month.userId}|${itemId}|${date}`;

/**
 * The entry the list of changes kept on the device shows for a tick ('Rounds: Lobby, 2026-06-03,
 * done'), a message read in the language of whoever reads the list. The day stays YYYY-MM-DD,
 * as English has always written it there.
 */
export const tickSummary = (
  checklistName: string | undefined,
  itemName: string,
  date: string,
  state: CellState,
) =>
  msg('checklists.grid.queueTick', {
    checklist: checklistName ?? msg('checklists.grid.queueChecklist'),
    item: itemName,
    date,
    state,
  });

const RESULT_NAMES = {
  pass: 'checklists.values.pass',
  fail: 'checklists.values.fail',
  na: 'checklists.values.na',
} as const;

/** A value as the list of changes names it: Pass, '11.2 kV', the note's start. */
function queuedValue(value: CellValue, unit: string): Message | string {
  if (value.result != null) return msg(RESULT_NAMES[value.result as PassFailResult]);
  if (value.reading != null) return unit ? `${value.reading} ${unit}` : String(value.reading);
  const note = value.note ?? '';
  return note.length > 40 ? `${note.slice(0, 39)}…` : note;
}

/**
 * The entry of the list of changes kept on the device for a value recorded (issue 33):
 * 'Rounds: HT meter, 2026-06-03, 11.2 kV'.
 */
export const valueSummary = (
  checklistName: string | undefined,
  item: { name: string; unit: string },
  date: string,
  value: CellValue,
) =>
  msg('checklists.grid.queueValue', {
    checklist: checklistName ?? msg('checklists.grid.queueChecklist'),
    item: item.name,
    date,
    value: queuedValue(value, item.unit),
  });

/**
 * The ticks the grid of `month` lays over the server's cells, by `itemId|date`: those kept on
 * this device (issue 21) under those still on their way, each within the month. `kept` counts
 * the kept ones, which the grid says are waiting to sync.
 */
export function ticksOfMonth(
  month: TickMonth,
  pending: PendingTicks,
  keptOnDevice: PendingTicks,
): { ticks: PendingTicks; kept: number } {
  const { first, last } = monthRange(month.year, month.month);
  const inMonth = ([key]: readonly [string, unknown]) => {
    const date = key.split('|')[1] ?? '';
    return date >= first && date <= last;
  };
  const prefix = `${month.checklistId}|${month.userId}|`;
  const kept = [...keptOnDevice].filter(inMonth);
  const sending = [...pending]
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, tick]) => [key.slice(prefix.length), tick] as const)
    .filter(inMonth);
  return { ticks: new Map([...kept, ...sending]), kept: kept.length };
}

/**
 * The ticks on their way, kept as React state: `update` changes them (a state setter), `counter`
 * numbers them (a ref), so the latest tick is known however the answers arrive.
 */
export function tickLedger(
  update: (change: (current: PendingTicks) => PendingTicks) => void,
  counter: { current: number },
) {
  return {
    /** Shows the tick (and its value) at once; its number says later whether it is still the latest. */
    start(key: string, state: CellState, value?: CellValue): number {
      counter.current += 1;
      const seq = counter.current;
      update((current) => new Map(current).set(key, { state, seq, value }));
      return seq;
    },
    isLatest: (seq: number) => counter.current === seq,
    /** The tick is answered: it stops showing, unless a later tick of the cell replaced it. */
    settle(key: string, seq: number) {
      update((current) => {
        if (current.get(key)?.seq !== seq) return current;
        const next = new Map(current);
        next.delete(key);
        return next;
      });
    },
  };
}

export type TickLedger = ReturnType<typeof tickLedger>;

/** What the server answered a tick: the month as it now stands, or kept on the device. */
export type TickAnswer<Month> = { queued: true } | { queued: false; value: Month };

/**
 * Sends one tick, shown before the server answers. Only the answer to the latest tick is put in
 * place, as older ones are overtaken by the refetch; a tick kept on the device shows from the
 * queue until the server has it. A refused tick goes back to what the server holds, and
 * `refused` says why.
 */
export async function sendTick<Month>(
  ledger: TickLedger,
  key: string,
  tick: CellState | { state: CellState; value: CellValue },
  handlers: {
    send: () => Promise<TickAnswer<Month>>;
    put: (month: Month) => void;
    refused: (error: unknown) => void;
    /** Any answer of the server, the latest or not (a work order raised by this change). */
    answered?: (month: Month) => void;
  },
): Promise<void> {
  const { state, value } = typeof tick === 'string' ? { state: tick, value: undefined } : tick;
  const seq = ledger.start(key, state, value);
  try {
    const answer = await handlers.send();
    if (!answer.queued) handlers.answered?.(answer.value);
    if (!answer.queued && ledger.isLatest(seq)) handlers.put(answer.value);
  } catch (error) {
    handlers.refused(error);
  } finally {
    ledger.settle(key, seq);
  }
}
