import { X } from 'lucide-react';
import { t } from '../../lib/i18n/i18n';

/** The dashboard filter in force (?filter=) on a list, named, with a button that removes it. */
export function FilterChip({ label, onRemove }: { label: string; onRemove(): void }) {
  return (
    <p className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pe-0.5 ps-3 text-sm font-medium text-brand-900">
      <span className="truncate">
        <span className="text-brand-700">{t('shell.filterShowing')} </span>
        {label}
      </span>
      <button
        type="button"
        aria-label={t('shell.removeFilterNamed', { label })}
        title={t('shell.removeFilter')}
        onClick={onRemove}
        className="-my-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </p>
  );
}
