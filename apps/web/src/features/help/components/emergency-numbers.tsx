import { dialableNumber } from '@cmms/shared/sites';
import { PhoneCall } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { t } from '../../../lib/i18n/i18n';
import { useEmergencyContacts } from '../api/emergency-contacts';
import type { SiteEmergencyContacts } from '../lib/emergency-contacts';

// An administrator sees every site: past a few, the sites without numbers are counted.
const NAMED_WITHOUT = 3;
const box = 'overflow-hidden rounded-2xl border border-red-200 bg-red-50';

function SiteNumbers({ site, named }: { site: SiteEmergencyContacts; named: boolean }) {
  return (
    <div className={box}>
      {named && (
        <h3 className="border-b border-red-100 px-5 py-2.5 text-sm font-semibold text-red-950">
          {site.siteName}
        </h3>
      )}
      <ul className="divide-y divide-red-100">
        {site.contacts.map((entry) => (
          <li
            key={`${entry.label}-${entry.number}`}
            className="flex items-center justify-between gap-3 px-5 py-3"
          >
            <p className="min-w-0 text-sm font-semibold wrap-anywhere text-red-900">
              {entry.label}
            </p>
            <a
              href={`tel:${dialableNumber(entry.number)}`}
              aria-label={t('help.emergencyCallLabel', {
                label: entry.label,
                number: entry.number,
              })}
              className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-red-700 px-3 text-sm font-bold text-white hover:bg-red-800"
            >
              <PhoneCall className="size-4" aria-hidden />
              {entry.number}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The emergency numbers of the user's site(s), each site's own (docs/sites.md). Where none are
 * set it says so and who can set them, rather than showing numbers that may not work there.
 */
export function EmergencyNumbers({ canSetThem }: { canSetThem: boolean }) {
  const numbers = useEmergencyContacts();
  if (numbers.isPending) return <ScreenLoading label={t('help.emergencyLoading')} />;
  if (numbers.isError) {
    return (
      <div className="space-y-3">
        <FormAlert message={t('help.emergencyLoadFailed')} />
        <Button variant="secondary" loading={numbers.isRetrying} onClick={numbers.retry}>
          {t('help.retry')}
        </Button>
      </div>
    );
  }
  const withNumbers = numbers.sites.filter((site) => site.contacts.length > 0);
  const without = numbers.sites.filter((site) => site.contacts.length === 0);
  const who = canSetThem ? t('help.emergencyYouSetThem') : t('help.emergencyWhoSetsThem');

  if (withNumbers.length === 0) {
    return (
      <div className={`${box} space-y-1 px-5 py-4 text-sm text-red-950`}>
        <p className="font-semibold">
          {numbers.sites.length === 0 ? t('help.emergencyNoSite') : t('help.emergencyNoneAtAll')}
        </p>
        <p>{who}</p>
        <p>{t('help.emergencyLifeThreatening')}</p>
      </div>
    );
  }
  const named = numbers.sites.length > 1;
  return (
    <div className="space-y-4">
      {withNumbers.map((site) => (
        <SiteNumbers key={site.siteId} site={site} named={named} />
      ))}
      {without.length > 0 && (
        <div className="space-y-1 text-sm text-slate-600">
          {without.length <= NAMED_WITHOUT ? (
            without.map((site) => (
              <p key={site.siteId}>{t('help.emergencyNoneForSite', { site: site.siteName })}</p>
            ))
          ) : (
            <p>{t('help.emergencyNoneForSites', { count: without.length })}</p>
          )}
          <p>{who}</p>
        </div>
      )}
    </div>
  );
}
