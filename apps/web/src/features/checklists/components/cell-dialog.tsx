import type { Cell, ChecklistItem } from '@cmms/shared/checklists';
import { ClipboardPlus, RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { serverReasonOr } from '../../../lib/api-error';
import { formats, t } from '../../../lib/i18n/i18n';
import { cellStateLabel, formatDay } from '../lib/grid-cells';
import { rangeText, valueText } from '../lib/item-values';

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
  return formats().dateTime(iso, { dateStyle: 'medium', timeStyle: 'short' }) || iso;
};

/** A day (YYYY-MM-DD) or an instant, as the reader reads dates. */
const formatWhen = (value: string) =>
  value.includes('T') ? formatInstant(value) : formatDay(value);

/** Who did it, and when if known: 'Sam, Mar 5, 2026, 9:00 AM'. */
const personWhen = (name: string, when: string | null) =>
  when ? t('checklists.cell.personWhen', { name, when: formatWhen(when) }) : name;

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
  /** The cell's photos and Add photo (issue 33, CellPhotos). */
  photos?: ReactNode;
  onReopen(reopenedDate: string): void;
  onRaise(): void;
  onClose(): void;
};

/**
 * A completed (or saved) cell's dialog: who completed it and when, who saved it, when and by whom
 * it was last reopened, its work order, its photos (issue 33); and, for whoever may, Reopen with
 * a date (default today, requirements/checklists.md#screens) and Raise work order.
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
  photos,
  onReopen,
  onRaise,
  onClose,
}: Props) {
  return (
    <FormDialog
      open={target !== null}
      title={t(canReopen ? 'checklists.cell.reopenTitle' : 'checklists.cell.detailsTitle')}
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
          photos={photos}
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
  photos,
  onReopen,
  onRaise,
  onClose,
}: Props & { target: CellDialogTarget }) {
  const [reopenedDate, setReopenedDate] = useState(today);
  const dateMissing = reopenedDate === '';
  const failure = reopenError
    ? serverReasonOr(reopenError, t('checklists.cell.reopenFailed'))
    : null;

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
          <Fact label={t('checklists.cell.state')}>
            {cell.locked
              ? t('checklists.cell.stateLocked', { state: cellStateLabel(cell.state) })
              : cellStateLabel(cell.state)}
          </Fact>
          {item.kind !== 'tick' && (
            <Fact label={t('checklists.cell.value')}>
              <span className="whitespace-pre-line">
                {valueText(item, cell) ?? t('checklists.values.notRecorded')}
              </span>
              {cell.outOfRange && (
                <span className="block text-xs font-semibold text-red-700">
                  {t('checklists.cell.outsideRange', { range: rangeText(item) ?? '' })}
                </span>
              )}
            </Fact>
          )}
          {cell.completedBy && (
            <Fact label={t('checklists.cell.completedBy')}>
              {personWhen(cell.completedBy.name, cell.completedDate)}
            </Fact>
          )}
          {cell.finalisedBy && (
            <Fact label={t('checklists.cell.savedBy')}>
              {personWhen(cell.finalisedBy.name, cell.finalisedAt)}
            </Fact>
          )}
          {cell.reopenedBy && (
            <Fact label={t('checklists.cell.lastReopened')}>
              {cell.reopenedDate
                ? t('checklists.cell.reopenedOn', {
                    day: formatDay(cell.reopenedDate),
                    name: cell.reopenedBy.name,
                  })
                : t('checklists.cell.reopenedBy', { name: cell.reopenedBy.name })}
            </Fact>
          )}
          {cell.workOrder && (
            <Fact label={t('checklists.cell.workOrder')}>
              <TextLink to={workOrderHref(cell.workOrder)} className="font-mono">
                {cell.workOrder.workOrderNumber}
              </TextLink>
            </Fact>
          )}
        </dl>
        {photos}
        {lockedForCaller && (
          <FormAlert tone="warning" message={t('checklists.cell.lockedNoReopen')} />
        )}
        {canReopen && (
          <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
            <TextField
              label={t('checklists.cell.reopenDate')}
              type="date"
              required
              value={reopenedDate}
              max={today}
              error={dateMissing ? t('checklists.dateRequired') : undefined}
              onChange={(event) => setReopenedDate(event.target.value)}
            />
            <p className="text-xs text-slate-600">{t('checklists.cell.reopenHint')}</p>
          </div>
        )}
        <FormAlert message={failure} />
      </div>
      <div className="sticky bottom-0 flex flex-col-reverse gap-3 border-t border-slate-100 bg-white px-5 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={reopening} onClick={onClose}>
          {t(canReopen ? 'checklists.cancel' : 'checklists.close')}
        </Button>
        {canRaise && !cell.workOrder && (
          <Button
            variant="secondary"
            icon={<ClipboardPlus className="size-4" aria-hidden />}
            disabled={reopening}
            onClick={onRaise}
          >
            {t('checklists.raiseWorkOrder')}
          </Button>
        )}
        {canReopen && (
          <Button
            type="submit"
            icon={<RotateCcw className="size-4" aria-hidden />}
            loading={reopening}
            disabled={dateMissing}
          >
            {t('checklists.cell.reopen')}
          </Button>
        )}
      </div>
    </form>
  );
}
