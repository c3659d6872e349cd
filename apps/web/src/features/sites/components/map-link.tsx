import { MapPin } from 'lucide-react';
import { linkClass } from '../../../components/ui/text-link';
import { t } from '../../../lib/i18n/i18n';
import type { SiteView } from '../lib/site-view';

/**
 * requirements/sites.md#screens: the Map action, a plain link to a maps search in a new tab (no embedded map,
 * nothing loaded from outside under the CSP).
 */
export function MapLink({ site }: { site: SiteView }) {
  if (!site.mapUrl) return <span className="text-slate-400">—</span>;
  return (
    <a
      href={site.mapUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('sites.mapFor', { name: site.displayName })}
      className={linkClass}
    >
      <MapPin className="size-4" aria-hidden />
      {t('sites.map')}
    </a>
  );
}
