import { APP_VERSION } from '@cmms/shared/product';
import { CheckCircle2, Wrench } from 'lucide-react';
import { useId } from 'react';
import { PageHeading } from '../../../components/ui/page-header';
import { linkClass } from '../../../components/ui/text-link';
import { t } from '../../../lib/i18n/i18n';
import { LegalSection } from '../components/legal-section';
import { INDUSTRIES, KEY_FEATURES, PRIVACY_TEXT, TERMS_TEXT } from '../lib/about-content';

/** About (requirements/profile-and-help.md#screens): version, key features, industries served, legal texts. */
export function AboutPage() {
  const featuresId = useId();
  const industriesId = useId();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <div className="flex items-center gap-4">
        <div className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white">
          <Wrench className="size-7" aria-hidden />
        </div>
        <div className="min-w-0">
          <PageHeading>{t('about.title')}</PageHeading>
          <p className="text-sm text-slate-600">
            {t('about.version', { product: t('common.productName'), version: APP_VERSION })}
          </p>
        </div>
      </div>
      <p className="max-w-prose text-slate-700">
        {t('about.intro', { product: t('common.productName') })}
      </p>
      <section aria-labelledby={featuresId}>
        <h2 id={featuresId} className="mb-3 text-lg font-semibold text-slate-900">
          {t('about.keyFeatures')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {KEY_FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
              <div>
                <p className="text-sm font-semibold text-slate-900">{t(feature.title)}</p>
                <p className="mt-0.5 text-sm text-slate-600">{t(feature.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={industriesId}>
        <h2 id={industriesId} className="mb-3 text-lg font-semibold text-slate-900">
          {t('about.industriesServed')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {INDUSTRIES.map((industry) => (
            <li
              key={industry}
              className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800"
            >
              {t(industry)}
            </li>
          ))}
        </ul>
      </section>
      <nav aria-label={t('about.legal')} className="flex flex-wrap gap-x-6">
        <a href="#privacy" className={linkClass}>
          {t('about.privacyPolicy')}
        </a>
        <a href="#terms" className={linkClass}>
          {t('about.termsOfUse')}
        </a>
      </nav>
      <LegalSection id="privacy" title={t('about.privacyPolicy')} paragraphs={PRIVACY_TEXT} />
      <LegalSection id="terms" title={t('about.termsOfUse')} paragraphs={TERMS_TEXT} />
    </div>
  );
}
