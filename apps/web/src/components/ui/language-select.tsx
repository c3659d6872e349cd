import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@cmms/shared/i18n/languages';
import { useId } from 'react';
import { t } from '../../lib/i18n/i18n';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * A choice of language, each named in its own words (issue 32): what a reader who knows only
 * that one looks for. A native select, so it costs the sign-in page nothing to carry.
 */
export function LanguageSelect({
  value,
  onChange,
  label = t('auth.language'),
  automatic,
  className,
}: {
  value?: Language | null;
  onChange(language: Language | null): void;
  label?: string;
  /** The name of "no choice": the settings' "follow the browser". */
  automatic?: string;
  className?: string;
}) {
  const id = useId();
  const shown = useLanguage();
  const selected = value === undefined ? shown : (value ?? '');
  return (
    <div className={className}>
      <label htmlFor={id} className="me-2 text-sm text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={selected}
        onChange={(event) => onChange((event.target.value || null) as Language | null)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800"
      >
        {automatic !== undefined && <option value="">{automatic}</option>}
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
