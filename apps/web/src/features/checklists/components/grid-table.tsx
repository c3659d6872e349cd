import type { Cell, ChecklistItem } from '@cmms/shared/checklists';
import { clsx } from 'clsx';
import { Camera, ClipboardPlus, Wrench } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n/i18n';
import {
  blankCell,
  type CellClick,
  cellClick,
  cellDescription,
  cellKey,
  cellValueDescription,
  firstName,
  type GridDay,
} from '../lib/grid-cells';
import { itemKindSummary, valueText } from '../lib/item-values';
import { CellButton } from './cell-button';
import { ValueCell } from './value-cell';

/** A cell's hover text: who saved it; a value's whole text (a note is read there, issue 33). */
function cellTitle(item: ChecklistItem, cell: Cell): string | undefined {
  const saved =
    cell.locked && cell.finalisedBy
      ? t('checklists.grid.savedBy', { name: cell.finalisedBy.name })
      : undefined;
  const value = item.kind === 'tick' ? null : valueText(item, cell);
  if (value && saved) return t('checklists.grid.valueAndSaved', { value, saved });
  return value ?? saved;
}

type Props = {
  caption: string;
  items: ChecklistItem[];
  days: GridDay[];
  cells: ReadonlyMap<string, Cell>;
  /** How many photos each cell has (issue 33), by `itemId|date`; none when absent. */
  photoCounts?: ReadonlyMap<string, number>;
  /** The caller may tick this month's cells. */
  canRecord: boolean;
  /** Whether a row offers "Raise work order" (the dialog asks for the day). */
  canRaise: boolean;
  /** A work order's page, for the badge. */
  workOrderHref(workOrder: NonNullable<Cell['workOrder']>): string;
  onCell(item: ChecklistItem, day: GridDay, cell: Cell, click: CellClick): void;
  onRaise(item: ChecklistItem): void;
  /** Changes when another month or checklist opens: the grid scrolls to today again. */
  scrollKey: string;
  /** No checklist: one row with the placeholder item (requirements/checklists.md#screens). */
  placeholder?: boolean;
};

/**
 * The month (requirements/checklists.md#screens): items down the side, held at the start while the days scroll
 * sideways under a header that stays on top; today's column tinted; each cell a button.
 */
export function GridTable({
  caption,
  items,
  days,
  cells,
  photoCounts = new Map(),
  canRecord,
  canRaise,
  workOrderHref,
  onCell,
  onRaise,
  scrollKey,
  placeholder = false,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);

  // Opening a month shows the days up to today beside the item names, today near the end side
  // with the next day after it (or the end of a past month). Right to left, the days run
  // leftwards and scrollLeft counts from the right edge, negative.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrollKey says when to scroll again
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const rtl = getComputedStyle(box).direction === 'rtl';
    const scrollTo = (fromStart: number) => {
      box.scrollLeft = rtl ? -fromStart : fromStart;
    };
    const todayHead = box.querySelector<HTMLElement>('[data-today]');
    if (!todayHead) {
      scrollTo(days.at(-1)?.isFuture === false ? box.scrollWidth : 0);
      return;
    }
    const width = todayHead.offsetWidth;
    const startOfToday = rtl
      ? box.scrollWidth - todayHead.offsetLeft - width
      : todayHead.offsetLeft;
    scrollTo(Math.max(0, startOfToday + 2 * width - box.clientWidth));
  }, [scrollKey]);

  return (
    <div
      ref={scroller}
      className="max-h-[70dvh] overflow-auto overscroll-x-contain rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 start-0 z-30 w-44 min-w-44 border-e border-b border-slate-200 bg-slate-50 px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase sm:w-64 sm:min-w-64"
            >
              {t('checklists.grid.itemColumn')}
            </th>
            {days.map((day) => (
              <th
                key={day.date}
                scope="col"
                data-today={day.isToday || undefined}
                className={clsx(
                  'sticky top-0 z-20 min-w-12 sm:min-w-13 border-b border-slate-200 px-0.5 py-1.5 text-center font-semibold',
                  day.isToday ? 'bg-brand-600 text-white' : 'bg-slate-50 text-slate-700',
                )}
              >
                <span className="block text-sm tabular-nums">{day.label}</span>
                <span
                  className={clsx(
                    'block text-[11px] font-medium',
                    day.isToday ? 'text-brand-50' : 'text-slate-500',
                  )}
                >
                  <span aria-hidden>{day.initial}</span>
                  <span className="sr-only">
                    {day.isToday
                      ? t('checklists.grid.weekdayToday', { weekday: day.weekday })
                      : day.weekday}
                  </span>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {placeholder ? (
            <tr>
              <th
                scope="row"
                className="sticky start-0 z-10 w-44 min-w-44 border-e border-b border-slate-100 bg-white px-3 py-3 text-start font-normal text-slate-500 italic sm:w-64 sm:min-w-64"
              >
                {t('checklists.placeholderItem')}
              </th>
              {days.map((day) => (
                <td
                  key={day.date}
                  className={clsx('border-b border-slate-100 p-0.5', day.isToday && 'bg-brand-50')}
                >
                  <div className="size-11 sm:size-12" />
                </td>
              ))}
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.id} className="group">
                <th
                  scope="row"
                  className="sticky start-0 z-10 w-44 min-w-44 border-e border-b border-slate-100 bg-white py-1 pe-1 ps-3 text-start font-normal group-hover:bg-slate-50 sm:w-64 sm:min-w-64"
                >
                  <div className="flex items-center gap-1">
                    <div className="min-w-0 flex-1">
                      <span
                        className="line-clamp-3 font-medium text-slate-900 wrap-anywhere sm:line-clamp-2"
                        title={item.name}
                      >
                        {item.name}
                      </span>
                      {itemKindSummary(item) && (
                        <span
                          className="block truncate text-[11px] font-medium text-slate-500"
                          title={itemKindSummary(item) ?? undefined}
                        >
                          {itemKindSummary(item)}
                        </span>
                      )}
                      {item.isRequired && (
                        <span className="mt-0.5 inline-block rounded-full bg-rose-50 px-1.5 text-[10px] font-semibold text-rose-700 ring-1 ring-rose-200 ring-inset">
                          {t('checklists.required')}
                        </span>
                      )}
                      {item.description && (
                        <span
                          className="hidden truncate text-xs text-slate-500 sm:block"
                          title={item.description}
                        >
                          {item.description}
                        </span>
                      )}
                    </div>
                    {canRaise && (
                      <button
                        type="button"
                        title={t('checklists.raiseWorkOrder')}
                        aria-label={t('checklists.raiseWorkOrderFor', { item: item.name })}
                        onClick={() => onRaise(item)}
                        className="inline-flex h-11 w-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-brand-50 hover:text-brand-700 sm:w-11"
                      >
                        <ClipboardPlus className="size-5" aria-hidden />
                      </button>
                    )}
                  </div>
                </th>
                {days.map((day) => {
                  const cell =
                    cells.get(cellKey(item.id, day.date)) ?? blankCell(item.id, day.date);
                  const photoCount = photoCounts.get(cellKey(item.id, day.date)) ?? 0;
                  const click = cellClick(cell, {
                    canRecord,
                    isFuture: day.isFuture,
                    kind: item.kind,
                    hasPhotos: photoCount > 0,
                  });
                  const withPhotos = (description: string) =>
                    photoCount > 0
                      ? t('checklists.grid.withPhotos', { description, count: photoCount })
                      : description;
                  return (
                    <td
                      key={day.date}
                      className={clsx(
                        'relative border-b border-slate-100 p-0.5 text-center',
                        day.isToday && 'bg-brand-50',
                      )}
                    >
                      {item.kind !== 'tick' ? (
                        <ValueCell
                          className="mx-auto"
                          item={item}
                          cell={cell}
                          today={day.isToday}
                          disabled={day.isFuture}
                          inert={click.kind === 'none'}
                          aria-label={t('checklists.grid.cellLabel', {
                            item: item.name,
                            weekday: day.weekday,
                            day: day.label,
                            description: withPhotos(cellValueDescription(item, cell)),
                          })}
                          title={cellTitle(item, cell)}
                          onClick={() => {
                            if (click.kind !== 'none') onCell(item, day, cell, click);
                          }}
                        />
                      ) : (
                        <CellButton
                          className="mx-auto"
                          state={cell.state}
                          locked={cell.locked}
                          lockedBy={firstName(cell.finalisedBy?.name)}
                          today={day.isToday}
                          disabled={day.isFuture}
                          inert={click.kind === 'none'}
                          aria-label={t('checklists.grid.cellLabel', {
                            item: item.name,
                            weekday: day.weekday,
                            day: day.label,
                            description: withPhotos(cellDescription(cell)),
                          })}
                          title={
                            cell.locked && cell.finalisedBy
                              ? t('checklists.grid.savedBy', { name: cell.finalisedBy.name })
                              : undefined
                          }
                          onClick={() => {
                            if (click.kind !== 'none') onCell(item, day, cell, click);
                          }}
                        />
                      )}
                      {cell.workOrder && (
                        <Link
                          to={workOrderHref(cell.workOrder)}
                          title={t('checklists.grid.workOrder', {
                            number: cell.workOrder.workOrderNumber,
                          })}
                          aria-label={t('checklists.grid.workOrderFor', {
                            number: cell.workOrder.workOrderNumber,
                            item: item.name,
                            day: day.label,
                          })}
                          className="absolute top-0 end-0 z-[1] flex size-6 items-center justify-center"
                        >
                          <span className="flex size-4.5 items-center justify-center rounded-full bg-indigo-600 text-white shadow ring-2 ring-white">
                            <Wrench className="size-2.5" aria-hidden />
                          </span>
                        </Link>
                      )}
                      {photoCount > 0 && (
                        // The camera mark opens the cell's details, where its photos are, for a
                        // tick not yet completed too (a tap on the cell itself ticks it).
                        <button
                          type="button"
                          title={t('checklists.grid.photosFor', {
                            count: photoCount,
                            item: item.name,
                            day: day.label,
                          })}
                          aria-label={t('checklists.grid.photosFor', {
                            count: photoCount,
                            item: item.name,
                            day: day.label,
                          })}
                          onClick={() => onCell(item, day, cell, { kind: 'details' })}
                          className="absolute bottom-0 end-0 z-[1] flex size-6 items-center justify-center"
                        >
                          <span className="flex size-4.5 items-center justify-center rounded-full bg-sky-700 text-white shadow ring-2 ring-white">
                            <Camera className="size-2.5" aria-hidden />
                          </span>
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
