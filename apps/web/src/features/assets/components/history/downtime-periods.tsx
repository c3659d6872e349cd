import type { AssetHistory } from '@cmms/shared/asset-history';
import { ChevronDown } from 'lucide-react';
import { formats, t } from '../../../../lib/i18n/i18n';
import { downtimeText } from '../../lib/durations';

/** More periods than this fold behind their count. */
const SHOWN_OPEN = 3;
const when = (iso: string) => formats().dateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Each time the asset was out of service, newest first, from and to with how long; an open
 * one runs to now. A long list stays folded under its count (a native disclosure).
 */
export function DowntimePeriods({ periods }: { periods: AssetHistory['downtime']['periods'] }) {
  if (periods.length === 0) return null;
  const now = Date.now();
  const minutesOf = (period: { from: string; to: string | null }) =>
    ((period.to ? Date.parse(period.to) : now) - Date.parse(period.from)) / 60_000;
  const newestFirst = [...periods].reverse();
  return (
    <details open={periods.length <= SHOWN_OPEN} className="group">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        {/* Points to the text's end while folded (mirrored in Arabic), down once open. */}
        <ChevronDown
          className="size-4 -rotate-90 transition-transform group-open:rotate-0 rtl:rotate-90"
          aria-hidden
        />
        {t('assetHistory.downtimePeriods', { count: periods.length })}
      </summary>
      <ul className="mt-1 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {newestFirst.map((period) => (
          <li
            key={period.from}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-3 py-2 text-sm"
          >
            <span className="text-slate-800">
              {period.to
                ? t('assetHistory.periodFromTo', { from: when(period.from), to: when(period.to) })
                : t('assetHistory.periodOngoing', { from: when(period.from) })}
            </span>
            <span className="font-medium text-slate-600">{downtimeText(minutesOf(period))}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
