import type { CellChange } from '@cmms/shared/checklists';
import type { QueuedChange } from '../../../lib/offline';
import type { PendingTick } from './grid-cells';

/**
 * The ticks (and values) of one person's grid kept on this device (issue 21), by `itemId|date`, the latest of
 * each cell last: laid over the server's cells until the server has them. Refused ones are not:
 * the server's cell stands, and the header's list says why.
 */
export function queuedTicksOf(changes: readonly QueuedChange[], subject: string) {
  const ticks = new Map<string, PendingTick>();
  for (const change of changes) {
    if (change.kind !== 'checklist-cells' || change.subject !== subject) continue;
    if (change.state !== 'pending') continue;
    for (const cell of (change.body as { cells: CellChange[] }).cells) {
      // A value waits with its tick (issue 33): the grid shows it until the server has it.
      const { result, reading, note } = cell;
      ticks.set(`${cell.itemId}|${cell.date}`, {
        state: cell.state,
        seq: 0,
        value: { result, reading, note },
      });
    }
  }
  return ticks;
}
