import type { Asset } from '@cmms/shared/assets';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { formats, t } from '../../../lib/i18n/i18n';
import { assetStatusLook } from './asset-status';

/** A moment as people read it here: 'Jan 5, 2026, 2:30 PM' in the reader's language. */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return formats().dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Each field of an asset a page lists, in reading order, with its label's key. */
const FACT_LABELS = {
  number: 'assets.fieldNumber',
  name: 'assets.fieldName',
  type: 'assets.fieldType',
  location: 'assets.fieldLocation',
  site: 'assets.fieldSite',
  status: 'assets.fieldStatus',
  assignedTo: 'assets.fieldAssignedTo',
  description: 'assets.fieldDescription',
  created: 'assets.fieldCreated',
  updated: 'assets.fieldUpdated',
} as const satisfies Record<string, MessageKey>;
export type AssetFactId = keyof typeof FACT_LABELS;

export type AssetFact = { id: AssetFactId; label: string; value: string };

/**
 * Every field of an asset, labelled, in reading order: the detail page, its print and the QR
 * landing.
 */
export function assetFacts(asset: Asset): AssetFact[] {
  const text = (value: string | null | undefined) => value?.trim() || '—';
  const values: Record<AssetFactId, string> = {
    number: asset.assetNumber,
    name: asset.name,
    type: text(asset.type),
    location: text(asset.location),
    site: asset.site.name,
    status: assetStatusLook(asset.status).label,
    assignedTo: asset.assignedTo?.name ?? t('assets.unassigned'),
    description: text(asset.description),
    created: formatDateTime(asset.createdAt),
    updated: formatDateTime(asset.updatedAt),
  };
  return (Object.keys(FACT_LABELS) as AssetFactId[]).map((id) => ({
    id,
    label: t(FACT_LABELS[id]),
    value: values[id],
  }));
}

/** The facts a phone shows first (requirements/assets.md#screens: the simplified mobile view). */
export const KEY_FACTS: readonly AssetFactId[] = ['type', 'location', 'site', 'assignedTo'];

/** The viewer line of the QR landing (requirements/assets.md#screens). */
export const viewedByLine = (name: string, at: Date) =>
  t('assets.viewedBy', { name, at: formatDateTime(at) });
