import { PUNCH_RADIUS_METERS, tooFarOf } from '@cmms/shared/attendance';
import { CircleCheck, CloudOff, MapPin, TriangleAlert } from 'lucide-react';
import { formats, render, t } from '../../../lib/i18n/i18n';
import type { PunchSite } from '../lib/use-punch-sites';

const line = (icon: React.ReactNode, text: string, tone: string) => (
  <p aria-live="polite" className={`flex items-start gap-2 text-sm ${tone}`}>
    {icon}
    <span>{text}</span>
  </p>
);
const pin = <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />;

/**
 * How far the device is from the selected site (m under 1,000, else km), and whether that is
 * close enough to punch. A site without coordinates skips the check. Offline the
 * distance is measured against the site's position kept on the device, and the card says the
 * server checks the position again when the punch is sent; a site whose position the device does
 * not know is not said to have none.
 */
export function DistanceLine({
  site,
  distance,
  measured,
  offline,
}: {
  site: PunchSite | null;
  distance: number | null;
  measured: boolean;
  offline: boolean;
}) {
  if (!site) return line(pin, t('attendance.selectSite'), 'text-slate-600');
  if (site.coordinates === null) {
    return line(pin, t('attendance.noSitePosition'), 'text-slate-600');
  }
  const offlineLine = line(
    <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden />,
    t('attendance.offlineChecked'),
    'text-slate-600',
  );
  if (site.coordinates === undefined) {
    return offline ? offlineLine : line(pin, t('attendance.checkedOnPunch'), 'text-slate-600');
  }
  const here =
    !measured || distance === null
      ? line(pin, t('attendance.testLocationHint'), 'text-slate-600')
      : distance <= PUNCH_RADIUS_METERS
        ? line(
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />,
            t('attendance.closeEnough', {
              distance: formats().distance(distance),
              site: site.name,
            }),
            'font-medium text-emerald-800',
          )
        : line(
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />,
            render(tooFarOf(distance, site.name, formats())),
            'font-medium text-amber-900',
          );
  if (!offline) return here;
  return (
    <div className="space-y-1">
      {here}
      {offlineLine}
    </div>
  );
}
