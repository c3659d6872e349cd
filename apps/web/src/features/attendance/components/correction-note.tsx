import type { Correction } from '@cmms/shared/attendance';
import { PencilLine } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';

/**
 * That a record was added or corrected for its person, by whom and why (issue 30): 'Corrected by
 * Priya Nair: phone was flat'. A correction of the spec's admin body has no reason.
 */
export function CorrectionNote({ correction }: { correction: Correction }) {
  const text = t('attendance.correctedBy', {
    name: correction.by?.name ?? t('attendance.formerUser'),
    hasReason: Boolean(correction.reason),
    reason: correction.reason ?? '',
  });
  return (
    <p className="flex items-start gap-1.5 text-xs whitespace-normal text-slate-600">
      <PencilLine className="mt-0.5 size-3.5 shrink-0 text-slate-500" aria-hidden />
      <span className="wrap-anywhere">{text}</span>
    </p>
  );
}
