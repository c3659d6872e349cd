import { type Pm, type PmPriority, type PmStatus, pmTexts } from '@cmms/shared/pm';
import { formatDueDate } from '../../work-orders/public';
import { pmMessages } from './pm-messages';

/** requirements/pm.md#screens: a row's colour follows its status (the badge says it in words too). */
const ROW_TONES: Record<PmStatus, string> = {
  Scheduled: 'bg-white hover:bg-slate-50',
  'In Progress': 'bg-amber-50/60 hover:bg-amber-50',
  Completed: 'bg-emerald-50/60 hover:bg-emerald-50',
};
export const rowToneOf = (status: string) =>
  ROW_TONES[status as PmStatus] ?? 'bg-white hover:bg-slate-50';

/** The card of a narrow screen: the same colours, on its border and a light fill. */
const CARD_TONES: Record<PmStatus, string> = {
  Scheduled: 'border-slate-200 bg-white',
  'In Progress': 'border-amber-200 bg-amber-50/40',
  Completed: 'border-emerald-200 bg-emerald-50/40',
};
export const cardToneOf = (status: string) =>
  CARD_TONES[status as PmStatus] ?? 'border-slate-200 bg-white';

const BADGE_TONES: Record<PmStatus, string> = {
  Scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  'In Progress': 'bg-amber-50 text-amber-900 ring-amber-200',
  Completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};
export const statusBadgeToneOf = (status: string) =>
  BADGE_TONES[status as PmStatus] ?? 'bg-slate-100 text-slate-700 ring-slate-200';

const PRIORITY_TONES: Record<PmPriority, string> = {
  Low: 'bg-slate-100 text-slate-700 ring-slate-200',
  Medium: 'bg-sky-50 text-sky-800 ring-sky-200',
  High: 'bg-orange-50 text-orange-800 ring-orange-200',
  Urgent: 'bg-red-50 text-red-800 ring-red-200',
};
export const priorityToneOf = (priority: string) =>
  PRIORITY_TONES[priority as PmPriority] ?? 'bg-slate-100 text-slate-700 ring-slate-200';

/** requirements/pm.md#screens: the asset column shows the asset's name, else its id, else 'N/A'. */
export function assetLabelOf(pm: {
  assetId?: string | null;
  asset?: { name?: string | null } | null;
}): string {
  return pm.asset?.name?.trim() || pm.assetId?.trim() || pmTexts.notApplicable;
}

/** requirements/pm.md#screens: the date in the reader's locale, or 'N/A' for a PM without one. */
export const pmDateText = (date: string | null | undefined, locale?: string) =>
  date ? formatDueDate(date, locale) : pmTexts.notApplicable;

/** 'S.No.' counts across pages: the first row of page two is 26, not 1. */
const positionOf = (offset: number, index: number) => offset + index + 1;

export type PmRow = Pm & { position: number };
export const toRows = (items: Pm[], offset: number): PmRow[] =>
  items.map((pm, index) => ({ ...pm, position: positionOf(offset, index) }));

/**
 * Who the next work order goes to, as a row says it: the assignee's name alone; someone found in
 * their stead with where they come from; or that nobody at the site can take it.
 */
export function recipientTextOf(pm: Pick<Pm, 'recipient'>) {
  const { recipient } = pm;
  if (!recipient) return pmMessages.noRecipient;
  if (recipient.via === 'assignee') return recipient.name;
  return pmMessages.recipientLine(recipient.name, pmTexts.recipientVia[recipient.via]);
}
