import { attendanceTexts, type Correction } from '@cmms/shared/attendance';
import { PencilLine } from 'lucide-react';

/**
 * That a record was added or corrected for its person, by whom and why (issue 30): 'Corrected by
 * Priya Nair: phone was flat'. A correction of the spec's admin body has no reason.
 */
export function CorrectionNote({ correction }: { correction: Correction }) {
  const who = attendanceTexts.correctedBy(correction.by?.name ?? 'a former user');
  return (
    <p className="flex items-start gap-1.5 text-xs whitespace-normal text-slate-600">
      <PencilLine className="mt-0.5 size-3.5 shrink-0 text-slate-500" aria-hidden />
      <span className="wrap-anywhere">
        {who}
        {correction.reason ? `: ${correction.reason}` : ''}
      </span>
    </p>
  );
}
