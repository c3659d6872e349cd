import { attendanceTexts } from '@cmms/shared/attendance';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';

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
        {attendanceTexts.timesAtSite(zone.replaceAll('_', ' '))}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Check In Time"
          type="datetime-local"
          required
          error={checkInError}
          {...checkIn}
        />
        <TextField
          label="Check Out Time"
          type="datetime-local"
          error={checkOutError}
          {...checkOut}
        />
      </div>
    </>
  );
}
