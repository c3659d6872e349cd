import { ChevronDown } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';
import { FAQ } from '../lib/help-content';

/** Questions as native disclosures: keyboard and screen reader support come with them. */
export function FaqList() {
  return (
    <div className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {FAQ.map((entry) => (
        <details key={entry.question} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
            {t(entry.question)}
            <ChevronDown
              className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <p className="px-5 pb-4 text-sm text-slate-600">{t(entry.answer)}</p>
        </details>
      ))}
    </div>
  );
}
