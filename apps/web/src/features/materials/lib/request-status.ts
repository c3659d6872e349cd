import type { RequestStatus } from '@cmms/shared/materials';

const STATUS_TONES: Record<RequestStatus, string> = {
  Pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  Approved: 'bg-sky-50 text-sky-800 ring-sky-200',
  Rejected: 'bg-red-50 text-red-800 ring-red-200',
  Issued: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

export const requestStatusToneOf = (status: string) =>
  STATUS_TONES[status as RequestStatus] ?? 'bg-slate-100 text-slate-700 ring-slate-200';

const US_DATE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** requirements/materials.md#limits: request dates in US format with month, day, year, hour and minute. */
export function requestDateText(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString('en-US', timeZone ? { ...US_DATE_TIME, timeZone } : US_DATE_TIME);
}

/** 'S.No.' counts across pages: the first row of page two is 26, not 1. */
export const positionOf = (offset: number, index: number) => offset + index + 1;
