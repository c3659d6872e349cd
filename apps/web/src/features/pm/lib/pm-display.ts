import type { MessageKey } from '@cmms/shared/i18n/message';
import {
  PM_PRIORITY_LABELS,
  PM_RECURRENCE_LABELS,
  PM_STATUS_LABELS,
  type Pm,
  type PmPriority,
  type PmRecipientSource,
  type PmStatus,
} from '@cmms/shared/pm';
import { formats, t } from '../../../lib/i18n/i18n';
import { labelIn } from '../../../lib/i18n/stored-label';
import { displaySiteName } from '../../sites/public';
import type { PmAssetOption } from '../api/pm-asset-options';

/** requirements/pm.md#limits: priorities, recurrences and statuses are stored in English; shown in the reader's words. */
export const priorityLabel = labelIn(PM_PRIORITY_LABELS);
export const recurrenceLabel = labelIn(PM_RECURRENCE_LABELS);
export const statusLabel = labelIn(PM_STATUS_LABELS);

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
  return pm.asset?.name?.trim() || pm.assetId?.trim() || t('pm.notApplicable');
}

/** requirements/pm.md#screens: the date in the reader's language, or 'N/A' for a PM without one. */
export const pmDateText = (date: string | null | undefined) =>
  date ? formats().day(date.slice(0, 10), { dateStyle: 'medium' }) : t('pm.notApplicable');

/** An asset as the PM form's select shows it: 'Chiller (AST-000012) · North Plant'. */
export const assetOptionLabel = (option: PmAssetOption) => {
  const site = displaySiteName(option.siteName);
  return option.assetNumber === null
    ? t('pm.assetOption', { asset: option.name, site })
    : t('pm.assetOptionNumbered', { asset: option.name, number: option.assetNumber, site });
};

/** Under the PM form's asset search: how many of the matching assets the list holds. */
export const assetsShownText = (shown: number, total: number) =>
  shown < total ? t('pm.assetsShown', { shown, total }) : t('pm.assetsMatching', { total });

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
  if (!recipient) return t('pm.noRecipient');
  if (recipient.via === 'assignee') return recipient.name;
  return t('pm.recipientLine', { name: recipient.name, via: t(RECIPIENT_VIA[recipient.via]) });
}

/** Where someone taking a PM's work order in the assignee's stead comes from. */
const RECIPIENT_VIA = {
  assignee: 'pm.viaAssignee',
  asset: 'pm.viaAsset',
  supervisor: 'pm.viaSupervisor',
  manager: 'pm.viaManager',
} as const satisfies Record<PmRecipientSource, MessageKey>;
