import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n/i18n';

type Registered = UseFormRegisterReturn & { error?: string | undefined };

/**
 * A punch's two times, on the clock of the record's site (docs/time-zones.md), for the admin's
 * record edit and the team's added or corrected punch alike.
 */
export function PunchTimeFields({
  zone,
  checkIn: { error: checkInError, ...checkIn },
  checkOut: { error: checkOutError, ...checkOut },
}: {
  zone: string;
  checkIn: Registered;
  checkOut: Registered;
}) {
  return (
    <>
      <p className="text-sm text-slate-500">
        {t('attendance.timesAtSite', { zone: zone.replaceAll('_', ' ') })}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('attendance.checkInTime')}
          type="datetime-local"
          required
          error={checkInError}
          {...checkIn}
        />
        <TextField
          label={t('attendance.checkOutTime')}
          type="datetime-local"
          error={checkOutError}
          {...checkOut}
        />
      </div>
    </>
  );
}
