import { clsx } from 'clsx';
import { type AssetStatusTone, assetStatusLook } from '../lib/asset-status';

const TONES: Record<AssetStatusTone, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  hold: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  completed: 'bg-violet-50 text-violet-800 ring-violet-600/20',
  out: 'bg-red-50 text-red-800 ring-red-600/20',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  other: 'bg-blue-50 text-blue-800 ring-blue-600/20',
};

/**
 * An asset status as a coloured word (never colour alone); legacy values read sensibly.
 * `wrapBelowXl` lets a long one take two lines where a table is narrow.
 */
export function AssetStatusBadge({
  status,
  wrapBelowXl = false,
}: {
  status: string;
  wrapBelowXl?: boolean;
}) {
  const { label, tone } = assetStatusLook(status);
  return (
    <span
      className={clsx(
        'inline-flex items-center px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset print:ring-slate-400',
        wrapBelowXl
          ? 'rounded-xl xl:rounded-full xl:whitespace-nowrap'
          : 'rounded-full whitespace-nowrap',
        TONES[tone],
      )}
    >
      {label}
    </span>
  );
}
