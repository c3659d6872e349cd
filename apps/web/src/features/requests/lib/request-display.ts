import type { PlainKey } from '@cmms/shared/i18n/message';
import type { RequestStatus, RequestUrgency, WorkRequest } from '@cmms/shared/requests';
import { TASK_PRIORITY_LABELS } from '@cmms/shared/work-orders';
import { formats, t } from '../../../lib/i18n/i18n';

export const URGENCY_LABELS = {
  low: 'requests.urgencyLow',
  normal: 'requests.urgencyNormal',
  urgent: 'requests.urgencyUrgent',
} as const satisfies Record<RequestUrgency, PlainKey>;

/** Urgent stands out; normal is quiet; low is quieter still. Each reads at 4.5:1 or more. */
export const URGENCY_TONES: Record<RequestUrgency, string> = {
  urgent: 'bg-red-50 text-red-800 ring-red-600/20',
  normal: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  low: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** The work order's priorities, in the work orders' own words. */
export const PRIORITY_LABELS = TASK_PRIORITY_LABELS;

export const STATUS_LABELS = {
  new: 'requests.statusNew',
  accepted: 'requests.statusAccepted',
  merged: 'requests.statusMerged',
  rejected: 'requests.statusRejected',
  completed: 'requests.statusCompleted',
} as const satisfies Record<RequestStatus, PlainKey>;

export const STATUS_TONES: Record<RequestStatus, string> = {
  new: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  accepted: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  merged: 'bg-violet-50 text-violet-800 ring-violet-600/20',
  rejected: 'bg-red-50 text-red-800 ring-red-600/20',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
};

/** Where the problem is: the site, the asset with its number, and the place the requester named. */
export function placeOf(request: Pick<WorkRequest, 'siteName' | 'asset' | 'location'>) {
  return {
    site: request.siteName,
    asset: request.asset
      ? t('requests.assetWithNumber', {
          name: request.asset.name,
          number: request.asset.assetNumber,
        })
      : null,
    location: request.location.trim() === '' ? null : request.location.trim(),
  };
}

/**
 * A phone number as a tel: link dials it: the digits and a leading +, nothing else. null when
 * there are no digits to dial.
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A mailto: link for the requester's address, or null without one. */
export function mailtoHref(email: string): string | null {
  const trimmed = email.trim();
  return trimmed.includes('@') ? `mailto:${encodeURIComponent(trimmed).replace('%40', '@')}` : null;
}

/** Whether the requester left any way to reach them, or a name. */
export const hasRequester = (requester: WorkRequest['requester']) =>
  requester.name.trim() !== '' || requester.email.trim() !== '' || requester.phone.trim() !== '';

const dayText = (iso: string) => formats().dateTime(iso, { dateStyle: 'medium' });

/**
 * What became of a decided request, in a sentence: who decided, when, and the reason of a
 * rejection; the work order is linked beside it. null for a new one.
 */
export function outcomeText(
  request: Pick<WorkRequest, 'status' | 'decidedAt' | 'decidedBy' | 'reason'>,
): string | null {
  const name = request.decidedBy?.name ?? t('requests.someone');
  const day = request.decidedAt ? dayText(request.decidedAt) : '';
  switch (request.status) {
    case 'new':
      return null;
    case 'accepted':
      return t('requests.outcomeAccepted', { name, day });
    case 'merged':
      return t('requests.outcomeMerged', { name, day });
    case 'rejected':
      return t('requests.outcomeRejected', { name, day });
    case 'completed':
      return t('requests.outcomeCompleted');
  }
}
