import type { ReactNode } from 'react';
import { LanguageSelect } from '../../../components/ui/language-select';
import { activateLanguage, t } from '../../../lib/i18n/i18n';
import { rememberPickedLanguage } from '../../../lib/i18n/preferred-language';

/**
 * The portal's page: one column from the top, as wide as a phone and no wider on a desktop, the
 * language menu under it. No header, menu or sign-in: the reader has no account.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-linear-to-b from-brand-50 via-slate-50 to-slate-100 px-3 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))] sm:px-4 sm:pt-10">
      <main className="mx-auto w-full max-w-xl">{children}</main>
      <footer className="mx-auto mt-6 flex w-full max-w-xl justify-center">
        <LanguageSelect
          label={t('portal.language')}
          className="flex items-center"
          onChange={(language) => {
            if (!language) return;
            rememberPickedLanguage(language);
            void activateLanguage(language, ['portal']).catch(() => undefined);
          }}
        />
      </footer>
    </div>
  );
}

/** The white card the page's content stands on. */
export function PortalCard({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-lg shadow-slate-900/5 sm:p-8">
      {children}
    </div>
  );
}
