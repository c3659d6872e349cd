import type { Asset } from '@cmms/shared/assets';
import type { AssetWithNames } from './assets.repository';

/** An asset as the screens read it: site and assignee as objects (requirements/assets.md#records). */
export function presentAsset(row: AssetWithNames): Asset {
  return {
    id: row.id,
    assetNumber: row.assetNumber,
    name: row.name,
    type: row.type,
    description: row.description,
    location: row.location,
    status: row.status,
    siteId: row.siteId,
    site: { id: row.siteId, name: row.siteName },
    assignedTo:
      row.assignedTo && row.assigneeName ? { id: row.assignedTo, name: row.assigneeName } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** One row of the asset CSV (requirements/assets.md#limits): Name, Type, Location, Status, Site. */
export const assetCsvCells = (row: AssetWithNames) => [
  row.name,
  row.type,
  row.location,
  row.status,
  row.siteName,
];
