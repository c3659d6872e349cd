import { Building2 } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';

/** The user's assigned sites, or a note that there are none. */
export function SiteList({ sites }: { sites: { id: string; name: string }[] }) {
  if (sites.length === 0) return <p className="text-sm text-slate-500">{t('profile.noSites')}</p>;
  return (
    <ul className="space-y-2">
      {sites.map((site) => (
        <li
          key={site.id}
          className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-900"
        >
          <Building2 className="size-4 shrink-0 text-brand-700" aria-hidden />
          <span className="min-w-0 wrap-anywhere">{site.name}</span>
        </li>
      ))}
    </ul>
  );
}
