import { clsx } from 'clsx';
import { Building2, ChevronDown } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../../lib/i18n/i18n';
import { type SiteSelectionState, useSiteSelection } from '../api/use-site-selection';
import { displaySiteName } from '../lib/site-display';

// An option value cannot be null; this one stands for every site.
const ALL = '';

/** The address parameter a link sets to open a screen on one site (a dashboard card's). */
const SITE_PARAM = 'siteId';

/**
 * A link that names a site (`?siteId=`, as a dashboard card counted for one site leads to its
 * list) makes it the header's choice, which every screen then follows, and leaves the address:
 * there is one selection, never a second one in the URL that could disagree with it.
 */
function useSiteFromAddress(selection: SiteSelectionState) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(SITE_PARAM);
  const { showSelector, selectedSiteId, select } = selection;
  useEffect(() => {
    if (!wanted || !showSelector) return;
    if (wanted !== selectedSiteId) select(wanted);
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete(SITE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, showSelector, selectedSiteId, select, setParams]);
}

/**
 * The header's site selector (requirements/sites.md#who-may-do-what): admins pick one site or All Sites, managers one of
 * their sites or All Assigned Sites; other roles work on their assigned site and see nothing.
 * `className` sizes it: a fixed width in the header row, or 'w-full' in a row of its own.
 */
export function SiteSelector({ className = 'w-44 sm:w-64' }: { className?: string }) {
  const selection = useSiteSelection();
  const id = useId();
  useSiteFromAddress(selection);
  if (!selection.showSelector) return null;

  return (
    <div className={clsx('relative min-w-0', className)}>
      <label htmlFor={id} className="sr-only">
        {t('sites.selectorLabel')}
      </label>
      <Building2
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <select
        id={id}
        value={selection.selectedSiteId ?? ALL}
        onChange={(event) => selection.select(event.target.value || null)}
        aria-busy={selection.isLoading || undefined}
        className="block min-h-11 w-full appearance-none truncate rounded-lg border border-slate-300 bg-white py-2 pe-9 ps-9 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
      >
        <option value={ALL}>{selection.allLabel}</option>
        {selection.sites.map((site) => (
          <option key={site.id} value={site.id}>
            {displaySiteName(site.name)}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
    </div>
  );
}
