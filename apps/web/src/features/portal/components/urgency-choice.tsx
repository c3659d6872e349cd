import type { PlainKey } from '@cmms/shared/i18n/message';
import { REQUEST_URGENCIES, type RequestUrgency } from '@cmms/shared/requests';
import { clsx } from 'clsx';
import { t } from '../../../lib/i18n/i18n';

/** Each urgency's name, as the form and the status page show it. */
export const URGENCY_LABELS: Record<RequestUrgency, PlainKey> = {
  low: 'portal.urgencyLow',
  normal: 'portal.urgencyNormal',
  urgent: 'portal.urgencyUrgent',
};

const URGENCY_HINTS: Record<RequestUrgency, PlainKey> = {
  low: 'portal.urgencyLowHint',
  normal: 'portal.urgencyNormalHint',
  urgent: 'portal.urgencyUrgentHint',
};

const CHECKED: Record<RequestUrgency, string> = {
  low: 'has-checked:border-emerald-600 has-checked:bg-emerald-50',
  normal: 'has-checked:border-brand-600 has-checked:bg-brand-50',
  urgent: 'has-checked:border-red-600 has-checked:bg-red-50',
};

/** Three large choices, a whole card each to press: the form's urgency. */
export function UrgencyChoice({
  value,
  name,
  onChange,
  firstRef,
}: {
  value: RequestUrgency;
  name: string;
  onChange(urgency: RequestUrgency): void;
  firstRef(input: HTMLInputElement | null): void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('portal.urgencyLegend')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {REQUEST_URGENCIES.map((urgency, index) => (
          <label
            key={urgency}
            className={clsx(
              'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-200 bg-white p-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              CHECKED[urgency],
            )}
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={urgency}
              checked={value === urgency}
              onChange={() => onChange(urgency)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            <span className="min-w-0">
              <span className="block text-base font-semibold text-slate-900">
                {t(URGENCY_LABELS[urgency])}
              </span>
              <span className="block text-sm text-slate-600">{t(URGENCY_HINTS[urgency])}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
