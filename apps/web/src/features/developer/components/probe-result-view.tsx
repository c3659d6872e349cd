import { clsx } from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';
import type { ProbeResult } from '../lib/probe';

/** 'success', 'no answer' or 'status 400': how a call came back. */
export const statusText = (status: number | null) =>
  status === null
    ? t('developer.statusSuccess')
    : status === 0
      ? t('developer.statusNoAnswer')
      : t('developer.statusCode', { status });

/** One call's outcome: pass or fail, status, time and the answer in short. */
export function ProbeResultView({ label, result }: { label: string; result: ProbeResult }) {
  const Icon = result.ok ? CircleCheck : CircleX;
  return (
    <div
      className={clsx(
        'rounded-lg border px-3 py-2 text-sm',
        result.ok ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50',
      )}
    >
      <p
        className={clsx(
          'flex flex-wrap items-center gap-x-2 font-semibold',
          result.ok ? 'text-emerald-900' : 'text-red-900',
        )}
      >
        <Icon className="size-4" aria-hidden />
        {result.ok ? t('developer.probePassed', { label }) : t('developer.probeFailed', { label })}
        <span className="font-normal">
          {t('developer.probeTiming', { status: statusText(result.status), ms: result.ms })}
        </span>
      </p>
      <p className="mt-1 font-mono text-xs break-all text-slate-700">{result.detail}</p>
    </div>
  );
}
