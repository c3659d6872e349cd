import type { Cell, ChecklistItem } from '@cmms/shared/checklists';
import { ClipboardPlus, RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { serverReasonOr } from '../../../lib/api-error';
import { CELL_STATE_LABELS, formatDay } from '../lib/grid-cells';

/** Our own words for the cell dialog; the spec shows only that it asks for a date. */
const cellDialogTexts = {
  reopenTitle: 'Reopen Checklist Item',
  detailsTitle: 'Checklist Item',
  reopenHint: 'Reopening returns the item to not started and records the date and who reopened it.',
  lockedNoReopen:
    'This item was saved and is locked. Only supervisors, managers and administrators can reopen it.',
  reopenFailed: 'Failed to reopen the item. Please try again.',
} as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

const formatInstant = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/** A day (YYYY-MM-DD) or an instant, as the reader reads dates. */
const formatWhen = (value: string) =>
  value.includes('T') ? formatInstant(value) : formatDay(value);

type CellDialogTarget = { item: ChecklistItem; cell: Cell; userName: string };

type Props = {
  target: CellDialogTarget | null;
  today: string;
  /** Reopen is offered (requirements/checklists.md#states; a locked cell only to those who may reopen saved work). */
  canReopen: boolean;
  /** The cell is locked and the caller may not reopen it: say so. */
  lockedForCaller: boolean;
  canRaise: boolean;
  reopening: boolean;
  reopenError: unknown;
  workOrderHref(workOrder: NonNullable<Cell['workOrder']>): string;
  onReopen(reopenedDate: string): void;
  onRaise(): void;
  onClose(): void;
};

/**
 * A completed (or saved) cell's dialog: who completed it and when, who saved it, when and by whom
 * it was last reopened, its work order; and, for whoever may, Reopen with a date (default today,
 * requirements/checklists.md#screens) and Raise work order.
 */
export function CellDialog({
  target,
  today,
  canReopen,
  lockedForCaller,
  canRaise,
  reopening,
  reopenError,
  workOrderHref,
  onReopen,
  onRaise,
  onClose,
}: Props) {
  return (
    <FormDialog
      open={target !== null}
      title={canReopen ? cellDialogTexts.reopenTitle : cellDialogTexts.detailsTitle}
      busy={reopening}
      onClose={onClose}
    >
      {target && (
        <CellDialogBody
          target={target}
          today={today}
          canReopen={canReopen}
          lockedForCaller={lockedForCaller}
          canRaise={canRaise}
          reopening={reopening}
          reopenError={reopenError}
          workOrderHref={workOrderHref}
          onReopen={onReopen}
          onRaise={onRaise}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function CellDialogBody({
  target: { item, cell, userName },
  today,
  canReopen,
  lockedForCaller,
  canRaise,
  reopening,
  reopenError,
  workOrderHref,
  onReopen,
  onRaise,
  onClose,
}: Props & { target: CellDialogTarget }) {
  const [reopenedDate, setReopenedDate] = useState(today);
  const dateMissing = reopenedDate === '';
  const failure = reopenError ? serverReasonOr(reopenError, cellDialogTexts.reopenFailed) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canReopen && !dateMissing) onReopen(reopenedDate);
      }}
    >
      <div className="space-y-4 px-5 py-4">
        <div>
          <p className="font-semibold text-slate-900 wrap-anywhere">{item.name}</p>
          <p className="text-sm text-slate-600">
            {formatDay(cell.date)} · {userName}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
          <Fact label="State">
            {CELL_STATE_LABELS[cell.state]}
            {cell.locked ? ' (locked)' : ''}
          </Fact>
          {cell.completedBy && (
            <Fact label="Completed by">
              {cell.completedBy.name}
              {cell.completedDate ? `, ${formatWhen(cell.completedDate)}` : ''}
            </Fact>
          )}
          {cell.finalisedBy && (
            <Fact label="Saved by">
              {cell.finalisedBy.name}
              {cell.finalisedAt ? `, ${formatWhen(cell.finalisedAt)}` : ''}
            </Fact>
          )}
          {cell.reopenedBy && (
            <Fact label="Last reopened">
              {cell.reopenedDate ? `${formatDay(cell.reopenedDate)} ` : ''}by {cell.reopenedBy.name}
            </Fact>
          )}
          {cell.workOrder && (
            <Fact label="Work order">
              <TextLink to={workOrderHref(cell.workOrder)} className="font-mono">
                {cell.workOrder.workOrderNumber}
              </TextLink>
            </Fact>
          )}
        </dl>
        {lockedForCaller && <FormAlert tone="warning" message={cellDialogTexts.lockedNoReopen} />}
        {canReopen && (
          <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
            <TextField
              label="Reopen date"
              type="date"
              required
              value={reopenedDate}
              max={today}
              error={dateMissing ? 'Date is required' : undefined}
              onChange={(event) => setReopenedDate(event.target.value)}
            />
            <p className="text-xs text-slate-600">{cellDialogTexts.reopenHint}</p>
          </div>
        )}
        <FormAlert message={failure} />
      </div>
      <div className="sticky bottom-0 flex flex-col-reverse gap-3 border-t border-slate-100 bg-white px-5 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={reopening} onClick={onClose}>
          {canReopen ? 'Cancel' : 'Close'}
        </Button>
        {canRaise && !cell.workOrder && (
          <Button
            variant="secondary"
            icon={<ClipboardPlus className="size-4" aria-hidden />}
            disabled={reopening}
            onClick={onRaise}
          >
            Raise work order
          </Button>
        )}
        {canReopen && (
          <Button
            type="submit"
            icon={<RotateCcw className="size-4" aria-hidden />}
            loading={reopening}
            disabled={dateMissing}
          >
            Reopen
          </Button>
        )}
      </div>
    </form>
  );
}
