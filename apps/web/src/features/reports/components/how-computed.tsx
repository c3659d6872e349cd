import type { PlainKey } from '@cmms/shared/i18n/message';
import { Info } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';

/**
 * "How is this computed?": the definitions of a report's figures (docs/reports.md,
 * "Definitions"), folded until asked for.
 */
export function HowComputed({ definitions }: { definitions: readonly PlainKey[] }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
      <summary className="flex min-h-9 cursor-pointer items-center gap-1.5 font-medium text-brand-800">
        <Info className="size-4 shrink-0" aria-hidden />
        {t('reports.howComputed')}
      </summary>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {definitions.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </details>
  );
}
