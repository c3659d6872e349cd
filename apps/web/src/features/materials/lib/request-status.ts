import { REQUEST_STATUS_LABELS, type RequestStatus } from '@cmms/shared/materials';
import { formats } from '../../../lib/i18n/i18n';
import { labelIn } from '../../../lib/i18n/stored-label';

const STATUS_TONES: Record<RequestStatus, string> = {
  Pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  Approved: 'bg-sky-50 text-sky-800 ring-sky-200',
  Rejected: 'bg-red-50 text-red-800 ring-red-200',
  Issued: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

const isStatus = (status: string): status is RequestStatus => Object.hasOwn(STATUS_TONES, status);

export const requestStatusToneOf = (status: string) =>
  isStatus(status) ? STATUS_TONES[status] : 'bg-slate-100 text-slate-700 ring-slate-200';

/** The word for a request's status; a status the screens do not know is shown as it came. */
export const requestStatusText = labelIn(REQUEST_STATUS_LABELS);

const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * requirements/materials.md#limits: request dates with month, day, year, hour and minute, in US
 * format for English (its formats are en-US: 'Mar 7, 2026, 2:05 PM'), in the reader's own
 * otherwise.
 */
export function requestDateText(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formats().dateTime(date, timeZone ? { ...DATE_TIME, timeZone } : DATE_TIME);
}

/** 'S.No.' counts across pages: the first row of page two is 26, not 1. */
export const positionOf = (offset: number, index: number) => offset + index + 1;
