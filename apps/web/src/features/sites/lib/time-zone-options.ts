import type { SiteTimeZones } from '@cmms/shared/sites';
import { t } from '../../../lib/i18n/i18n';

/** "America/Argentina/Buenos_Aires" as people read it: "America/Argentina/Buenos Aires". */
export const readableZone = (zone: string) => zone.replaceAll('_', ' ');

/**
 * The site form's Time zone choices: first the server's (no zone of its own, ''), then every zone
 * the server lists. The site's own zone stays offered before the list has loaded, or if the list
 * no longer names it, so an edit never changes it unasked.
 */
export function timeZoneOptions(zones: SiteTimeZones | undefined, current: string | null) {
  const server = {
    value: '',
    label: zones
      ? t('sites.serverZoneNamed', { zone: zones.serverTimeZone })
      : t('sites.serverZone'),
  };
  const listed = zones?.timeZones ?? [];
  const names = current && !listed.includes(current) ? [current, ...listed] : listed;
  return [server, ...names.map((zone) => ({ value: zone, label: readableZone(zone) }))];
}
