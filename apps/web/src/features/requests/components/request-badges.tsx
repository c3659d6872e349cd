import type { RequestStatus, RequestUrgency } from '@cmms/shared/requests';
import { clsx } from 'clsx';
import { AlertTriangle } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';
import { STATUS_LABELS, STATUS_TONES, URGENCY_LABELS, URGENCY_TONES } from '../lib/request-display';

const badgeClass =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** How urgent the requester said it is; urgent carries an icon besides its colour. */
export function UrgencyBadge({ urgency }: { urgency: RequestUrgency }) {
  return (
    <span className={clsx(badgeClass, URGENCY_TONES[urgency])}>
      {urgency === 'urgent' && <AlertTriangle className="size-3.5" aria-hidden />}
      {t(URGENCY_LABELS[urgency])}
    </span>
  );
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <span className={clsx(badgeClass, STATUS_TONES[status])}>{t(STATUS_LABELS[status])}</span>;
}
