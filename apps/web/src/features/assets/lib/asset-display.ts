import type { Asset } from '@cmms/shared/assets';
import { assetStatusLook } from './asset-status';

/** A moment as people read it here: 'Jan 5, 2026, 2:30 PM' in the browser's locale. */
export function formatDateTime(value: string | Date, locale?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

export type AssetFact = { label: string; value: string };

/**
 * Every field of an asset, labelled, in reading order: the detail page, its print and the QR
 * landing.
 */
export function assetFacts(asset: Asset, locale?: string): AssetFact[] {
  const text = (value: string | null | undefined) => value?.trim() || '—';
  return [
    { label: 'Asset #', value: asset.assetNumber },
    { label: 'Name', value: asset.name },
    { label: 'Type', value: text(asset.type) },
    { label: 'Location', value: text(asset.location) },
    { label: 'Site', value: asset.site.name },
    { label: 'Status', value: assetStatusLook(asset.status).label },
    { label: 'Assigned To', value: asset.assignedTo?.name ?? 'Unassigned' },
    { label: 'Description', value: text(asset.description) },
    { label: 'Created', value: formatDateTime(asset.createdAt, locale) },
    { label: 'Updated', value: formatDateTime(asset.updatedAt, locale) },
  ];
}

/** The facts a phone shows first (requirements/assets.md#screens: the simplified mobile view). */
export const KEY_FACTS = ['Type', 'Location', 'Site', 'Assigned To'] as const;

/** The viewer line of the QR landing (requirements/assets.md#screens). */
export const viewedByLine = (name: string, at: Date, locale?: string) =>
  `Viewed by ${name} on ${formatDateTime(at, locale)}`;
