import type { ReactNode } from 'react';
import { SiteLine } from '../../../components/ui/site-line';
import { t } from '../../../lib/i18n/i18n';

/**
 * A materials screen's title, subtitle and its buttons, which wrap under it on a phone; and the
 * site the header has chosen, which its lists follow, so a shorter list is explained.
 */
export function PageHeading({
  title,
  subtitle,
  level = 1,
  actions,
  site,
}: {
  title: string;
  subtitle: string;
  /** The inventory view is a section of the request screen: its title is a second level. */
  level?: 1 | 2;
  actions?: ReactNode;
  /** The header's site (useListSite), or null for a role without a selector. */
  site?: string | null;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <Heading
          className={
            level === 1
              ? 'text-2xl font-bold tracking-tight text-slate-900'
              : 'text-xl font-semibold text-slate-900'
          }
        >
          {title}
        </Heading>
        <p className="text-sm text-slate-600">{subtitle}</p>
        {site && <SiteLine label={t('materials.siteLabel')} site={site} />}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
