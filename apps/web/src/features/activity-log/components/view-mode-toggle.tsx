import { clsx } from 'clsx';
import { List, Table2 } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';
import type { ViewMode } from '../lib/view-mode';

const MODES = [
  { mode: 'list', label: 'activity.viewList', Icon: List },
  { mode: 'table', label: 'activity.viewTable', Icon: Table2 },
] as const;

/** List or Table: two pressed-or-not buttons, the chosen one filled. */
export function ViewModeToggle({
  mode,
  onChange,
}: {
  mode: ViewMode;
  onChange(m: ViewMode): void;
}) {
  return (
    <fieldset className="inline-flex shrink-0 gap-0.5 rounded-lg border border-slate-300 bg-white p-px shadow-sm">
      <legend className="sr-only">{t('activity.viewLegend')}</legend>
      {MODES.map(({ mode: value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={clsx(
            'inline-flex min-h-10.5 items-center gap-1.5 rounded-md px-3 text-sm font-semibold transition-colors',
            mode === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <Icon className="size-4" aria-hidden />
          {t(label)}
        </button>
      ))}
    </fieldset>
  );
}
