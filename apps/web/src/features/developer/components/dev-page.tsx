import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-header';
import { t } from '../../../lib/i18n/i18n';

/** The frame of a developer page: document title, heading, what the page is for. */
export function DevPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div>
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
          {t('developer.eyebrow')}
        </p>
        <PageHeading className="mt-1">{title}</PageHeading>
        <div className="mt-1 text-sm text-slate-600">{intro}</div>
      </div>
      {children}
    </div>
  );
}
