import { attendanceTexts, formatDistance, PUNCH_RADIUS_METERS } from '@cmms/shared/attendance';
import { CircleCheck, MapPin, TriangleAlert } from 'lucide-react';
import type { PunchSite } from '../lib/use-punch-sites';

/**
 * How far the device is from the selected site (§5, §9: m under 1,000, else km), and whether
 * that is close enough to punch. A site without coordinates skips the check (§5).
 */
export function DistanceLine({
  site,
  distance,
  measured,
}: {
  site: PunchSite | null;
  distance: number | null;
  measured: boolean;
}) {
  const line = (icon: React.ReactNode, text: string, tone: string) => (
    <p aria-live="polite" className={`flex items-start gap-2 text-sm ${tone}`}>
      {icon}
      <span>{text}</span>
    </p>
  );
  const pin = <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />;
  if (!site) return line(pin, attendanceTexts.selectSite, 'text-slate-600');
  if (!site.coordinates) {
    return line(
      pin,
      'This site has no map position, so your location is not checked.',
      'text-slate-600',
    );
  }
  if (!measured || distance === null) {
    return line(pin, 'Tap Test Location to see how far you are from the site.', 'text-slate-600');
  }
  if (distance <= PUNCH_RADIUS_METERS) {
    return line(
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />,
      `You are ${formatDistance(distance)} from ${site.name}: close enough to mark attendance.`,
      'font-medium text-emerald-800',
    );
  }
  return line(
    <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />,
    attendanceTexts.tooFar(formatDistance(distance), site.name),
    'font-medium text-amber-900',
  );
}
