import { t } from '../../../lib/i18n/i18n';
import { MapLink } from './map-link';
import { anySiteAction, SiteRowActions, type SiteRowActionsProps } from './site-row-actions';
import { SiteThumbnail } from './site-thumbnail';

const FACTS = [
  ['sites.columnLocation', 'location'],
  ['sites.columnAddress', 'address'],
  ['sites.columnSiteManager', 'siteManager'],
  ['sites.columnClientPoc', 'clientPOC'],
] as const;

/**
 * One site on a narrow screen: the table's columns as a card. The actions sit at its foot beside
 * the map link, so an administrator's four leave the name the card's whole width.
 */
export function SiteCard({ site, ...actions }: SiteRowActionsProps) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <SiteThumbnail src={site.imageUrl} name={site.displayName} />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-slate-500">
            {site.position}. <span className="font-mono">{site.code}</span>
          </p>
          <h2 className="font-semibold wrap-anywhere text-slate-900">{site.displayName}</h2>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {FACTS.map(([label, key]) => (
          <div key={key} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{t(label)}</dt>
            <dd className="wrap-anywhere text-slate-800">{site[key] || '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-100 pt-2">
        <MapLink site={site} />
        {anySiteAction(actions.can) && <SiteRowActions site={site} {...actions} />}
      </div>
    </article>
  );
}
