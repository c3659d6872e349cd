import { weeklySummaryRules } from '@cmms/shared/reports';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { t } from '../../../lib/i18n/i18n';
import { useSaveWeeklySummary, useWeeklySummary } from '../../reports/public';
import { SettingsCard } from './settings-card';

/**
 * The weekly summary mail in Settings (issue 36, docs/reports.md): on for managers and
 * administrators unless they turn it off here; saved as the box is ticked.
 */
export function WeeklySummaryCard({
  user,
}: {
  user: { role: string; permissions: readonly string[] };
}) {
  const receives = weeklySummaryRules.receives(user);
  const settings = useWeeklySummary(receives);
  const save = useSaveWeeklySummary();
  const ids = useId();
  if (!receives) return null;
  return (
    <SettingsCard
      id={`${ids}-title`}
      icon={<Mail className="size-5" aria-hidden />}
      title={t('reports.summaryCardTitle')}
    >
      {settings.isError ? (
        <LoadFailed
          message={t('reports.summaryLoadFailed')}
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 px-3 py-2.5 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-none"
            checked={settings.data ? save.shown(settings.data).enabled : false}
            disabled={!settings.data}
            aria-describedby={`${ids}-hint`}
            onChange={(event) => save.save(event.currentTarget.checked)}
          />
          <span className="min-w-0">
            <span className="block text-sm font-medium text-slate-900">
              {t('reports.summaryToggle')}
            </span>
            <span id={`${ids}-hint`} className="block text-sm text-slate-600">
              {t('reports.summaryHint')}
            </span>
          </span>
        </label>
      )}
    </SettingsCard>
  );
}
