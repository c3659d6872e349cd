import type { CellState, CellValue, ChecklistItem, MonthProgress } from '@cmms/shared/checklists';
import { useRef, useState } from 'react';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { useQueuedChanges } from '../../../lib/offline';
import { notify } from '../../../lib/toast';
import { gridSubject, type MonthKey, useRecordCells } from '../api/checklists';
import { type PendingTicks, valueFieldsOf } from './grid-cells';
import {
  sendTick,
  tickKey,
  tickLedger,
  tickSummary,
  ticksOfMonth,
  valueSummary,
} from './optimistic-ticks';
import { queuedTicksOf } from './queued-ticks';

const NONE: { ticks: PendingTicks; kept: number } = { ticks: new Map(), kept: 0 };

/**
 * The grid's ticks before the server has them (requirements/checklists.md#states): `tick` sends
 * one and shows it at once; `ticks` are those of `month` to lay over the server's cells, by
 * `itemId|date`; `kept` counts those waiting on this device for a connection. `putMonth` puts an
 * answered month in place.
 */
export function useOptimisticTicks(
  month: MonthKey | null,
  checklistName: string | undefined,
  putMonth: (month: MonthKey, answer: MonthProgress) => void,
) {
  const record = useRecordCells();
  const queuedChanges = useQueuedChanges();
  const [pending, setPending] = useState<PendingTicks>(new Map());
  const counter = useRef(0);

  const { ticks, kept } = month
    ? ticksOfMonth(
        month,
        pending,
        queuedTicksOf(queuedChanges, gridSubject(month.checklistId, month.userId)),
      )
    : NONE;

  function tick(item: ChecklistItem, date: string, state: CellState) {
    if (!month) return;
    void sendTick(tickLedger(setPending, counter), tickKey(month, item.id, date), state, {
      send: () =>
        record.mutateAsync({
          checklistId: month.checklistId,
          userId: month.userId,
          cells: [{ itemId: item.id, date, state }],
          summary: tickSummary(checklistName, item.name, date, state),
        }),
      put: (answer) => putMonth(month, answer),
      refused: (error) => notify.error(serverReasonOr(error, t('checklists.grid.recordFailed'))),
    });
  }

  /**
   * Records the value of an item that takes one (issue 33), or clears it (`value` null): sent as
   * a tick is, at once or kept on the device. A work order the server raised with it by itself
   * (the item's setting `always`) is announced when the answer comes.
   */
  function recordValue(
    item: ChecklistItem,
    date: string,
    value: CellValue | null,
    { hadWorkOrder }: { hadWorkOrder: boolean },
  ) {
    if (!month) return;
    const state: CellState = value ? 'completed' : 'initial';
    void sendTick(
      tickLedger(setPending, counter),
      tickKey(month, item.id, date),
      { state, value: value ?? {} },
      {
        send: () =>
          record.mutateAsync({
            checklistId: month.checklistId,
            userId: month.userId,
            cells: [{ itemId: item.id, date, state, ...valueFieldsOf(value ?? undefined) }],
            summary: value
              ? valueSummary(checklistName, item, date, value)
              : tickSummary(checklistName, item.name, date, state),
          }),
        put: (answer) => putMonth(month, answer),
        answered: (answer) => {
          const cell = answer.cells.find((one) => one.itemId === item.id && one.date === date);
          if (cell?.workOrder && !hadWorkOrder) {
            notify.success(
              t('checklists.record.autoRaised', { number: cell.workOrder.workOrderNumber }),
            );
          }
        },
        refused: (error) => notify.error(serverReasonOr(error, t('checklists.grid.recordFailed'))),
      },
    );
  }

  return { ticks, kept, tick, recordValue };
}
