import { t } from '../../lib/i18n/i18n';

/** Lets keyboard users jump past the navigation; visible only while focused. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
    >
      {t('shell.skipToContent')}
    </a>
  );
}
