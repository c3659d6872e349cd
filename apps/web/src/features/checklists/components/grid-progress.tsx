import type { ProgressSummary } from '@cmms/shared/checklists';
import { Lock, RefreshCw, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';

type Props = {
  summary: ProgressSummary;
  /** Save Progress is offered (the caller may record this month). */
  canSave: boolean;
  saving: boolean;
  refreshing: boolean;
  onSave(): void;
  onRefresh(): void;
};

/**
 * The month's progress (requirements/checklists.md#screens): completed over items × days with a rounded percent, the
 * locked count, a bar; Save Progress locks what is completed, Refresh asks the server again.
 */
export function GridProgress({ summary, canSave, saving, refreshing, onSave, onRefresh }: Props) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-4">
      <div className="min-w-0 flex-1 space-y-2">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" aria-live="polite">
          <span className="font-semibold text-slate-900">
            {t('checklists.progressOf', {
              completed: summary.completed,
              total: summary.total,
              percent: summary.percent,
            })}
          </span>
          <span className="inline-flex items-center gap-1 text-slate-600">
            <Lock className="size-3.5" aria-hidden />
            {t('checklists.grid.lockedCount', { count: summary.locked })}
          </span>
        </p>
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-100 sm:max-w-md"
          role="progressbar"
          aria-label={t('checklists.grid.monthProgress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={summary.percent}
        >
          <div
            className="h-full rounded-full bg-emerald-600 transition-[width]"
            style={{ width: `${summary.percent}%` }}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button
          variant="secondary"
          icon={<RefreshCw className="size-4" aria-hidden />}
          loading={refreshing}
          onClick={onRefresh}
          className={canSave ? undefined : 'col-span-2'}
        >
          {t('checklists.grid.refresh')}
        </Button>
        {canSave && (
          <Button icon={<Save className="size-4" aria-hidden />} loading={saving} onClick={onSave}>
            {t('checklists.grid.saveProgress')}
          </Button>
        )}
      </div>
    </div>
  );
}
