import type { TimeEntry, WorkOrderRecord } from '@cmms/shared/work-order-record';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { SectionCard } from '../../../../components/ui/section-card';
import { serverReasonOr } from '../../../../lib/api-error';
import { t } from '../../../../lib/i18n/i18n';
import { notify } from '../../../../lib/toast';
import { useDeleteTime } from '../../api/work-order-record';
import type { ShownTimer, WaitingEntry } from '../../lib/record-changes';
import { formatMinutes } from '../../lib/record-time';
import { formatInstant } from '../../lib/work-order-display';
import { TimeEntryDialog } from './time-entry-dialog';
import { TimerCard } from './timer-card';
import { WaitingBadge } from './waiting-badge';

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/** When it started, and how it came to be: 'Nov 30, 2026, 9:10 AM · Entered by hand'. */
const entryFacts = (entry: TimeEntry) =>
  [
    formatInstant(entry.startedAt),
    entry.source === 'manual' ? t('workOrderPage.enteredByHand') : null,
    entry.correctedBy ? t('workOrderPage.correctedBy', { name: entry.correctedBy.name }) : null,
  ]
    .filter((fact) => fact !== null)
    .join(' · ');

function EntryRow({
  entry,
  canCorrect,
  onCorrect,
  onDelete,
}: {
  entry: TimeEntry;
  canCorrect: boolean;
  onCorrect(): void;
  onDelete(): void;
}) {
  return (
    <li className="flex items-start justify-between gap-2 py-2">
      <div className="min-w-0 text-sm">
        <p className="font-medium wrap-anywhere text-slate-900">
          {entry.user.name} ·{' '}
          {entry.minutes === null ? t('workOrderPage.timerRunning') : formatMinutes(entry.minutes)}
        </p>
        <p className="text-xs text-slate-600">{entryFacts(entry)}</p>
        {entry.note && <p className="text-xs wrap-anywhere text-slate-700">{entry.note}</p>}
      </div>
      {canCorrect && entry.endedAt !== null && (
        <div className="flex shrink-0 gap-0.5">
          <button
            type="button"
            aria-label={t('workOrderPage.correctEntry', { name: entry.user.name })}
            title={t('workOrderPage.correct')}
            className="inline-flex size-9 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
            onClick={onCorrect}
          >
            <Pencil className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={t('workOrderPage.deleteEntry', { name: entry.user.name })}
            title={t('workOrderPage.delete')}
            className="inline-flex size-9 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
            onClick={onDelete}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * Time on the work order: the caller's timer (kept by the server, so it survives a reload), each
 * person's total, the entries, and time entered by hand. Correct and Delete for those who may.
 */
export function TimeSection({
  record,
  timer,
  waiting,
}: {
  record: WorkOrderRecord;
  timer: ShownTimer;
  waiting: WaitingEntry[];
}) {
  const [dialog, setDialog] = useState<{ open: boolean; entry: TimeEntry | null }>({
    open: false,
    entry: null,
  });
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  const remove = useDeleteTime(record.task.id);
  const { totals, entries } = record.time;
  // The running entry is the timer above; the list holds finished work.
  const finished = entries.filter((entry) => entry.endedAt !== null);

  return (
    <SectionCard
      title={t('workOrderPage.time')}
      actions={
        record.can.work && (
          <Button
            variant="secondary"
            icon={<Plus className="size-4" aria-hidden />}
            onClick={() => setDialog({ open: true, entry: null })}
          >
            {t('workOrderPage.addTime')}
          </Button>
        )
      }
    >
      <div className="space-y-4">
        {record.can.work && <TimerCard record={record} timer={timer} />}
        {totals.length > 0 && (
          <div>
            <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('workOrderPage.totals')}
            </h3>
            <dl className="mt-1 divide-y divide-slate-100">
              {totals.map((total) => (
                <div
                  key={total.user.id ?? total.user.name}
                  className="flex justify-between gap-3 py-1.5 text-sm"
                >
                  <dt className="wrap-anywhere text-slate-700">{total.user.name}</dt>
                  <dd className="shrink-0 font-semibold text-slate-900">
                    {formatMinutes(total.minutes)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        {finished.length + waiting.length === 0 ? (
          <p className="text-sm text-slate-600">{t('workOrderPage.noTime')}</p>
        ) : (
          <div>
            <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('workOrderPage.entries')}
            </h3>
            <ul className="mt-1 divide-y divide-slate-100">
              {finished.map((entry) => (
                <EntryRow
                  key={entry.id}
                  entry={entry}
                  canCorrect={record.can.correctTime}
                  onCorrect={() => setDialog({ open: true, entry })}
                  onDelete={() => setDeleting(entry)}
                />
              ))}
              {waiting.map((entry) => (
                <li key={entry.id} className="space-y-1 py-2 text-sm">
                  <p className="font-medium text-slate-900">
                    {t('workOrderPage.you')} ·{' '}
                    {formatMinutes(minutesBetween(entry.startedAt, entry.endedAt))}
                  </p>
                  <p className="text-xs text-slate-600">{formatInstant(entry.startedAt)}</p>
                  <WaitingBadge state={entry.state} reason={entry.reason} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {(record.can.work || record.can.correctTime) && (
        <TimeEntryDialog
          task={record.task}
          open={dialog.open}
          entry={dialog.entry}
          onClose={() => setDialog({ open: false, entry: null })}
        />
      )}
      {record.can.correctTime && (
        <ConfirmDialog
          open={deleting !== null}
          title={t('workOrderPage.deleteEntryTitle')}
          description={t('workOrderPage.deleteEntryBody')}
          confirmLabel={t('workOrderPage.delete')}
          tone="danger"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            deleting &&
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                notify.success(t('workOrderPage.entryDeleted'));
              },
              onError: (error) =>
                notify.error(serverReasonOr(error, t('workOrderPage.timeFailed'))),
            })
          }
        />
      )}
    </SectionCard>
  );
}
