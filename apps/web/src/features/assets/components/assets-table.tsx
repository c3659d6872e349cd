import type { Asset } from '@cmms/shared/assets';
import { DataTable } from '../../../components/ui/data-table';
import { t } from '../../../lib/i18n/i18n';
import { AssetRowActions, type AssetRowHandlers } from './asset-row-actions';
import { AssetStatusBadge } from './asset-status-badge';

type Props = AssetRowHandlers & { assets: Asset[] };

const text = (value: string | null) => value || '—';

/** requirements/assets.md#screens: the assets table of wide screens; no Site column for field roles (requirements/assets.md#who-may-do-what). */
export function AssetsTable({ assets, ...actions }: Props) {
  const { showSite } = actions.can;
  const columns = [
    t('assets.fieldNumber'),
    t('assets.fieldName'),
    t('assets.fieldType'),
    t('assets.fieldLocation'),
    ...(showSite ? [t('assets.fieldSite')] : []),
    t('assets.fieldStatus'),
    t('assets.columnActions'),
  ];
  return (
    <DataTable
      label={t('assets.tableLabel')}
      columns={columns}
      headCellClassName="px-2 py-3 whitespace-nowrap xl:px-3"
    >
      {assets.map((asset) => (
        <tr key={asset.id} className="align-middle hover:bg-slate-50">
          <td className="px-2 py-2 xl:px-3 font-mono text-xs whitespace-nowrap">
            {asset.assetNumber}
          </td>
          <th
            scope="row"
            className="max-w-64 min-w-32 px-2 py-2 xl:px-3 font-semibold wrap-anywhere text-slate-900"
          >
            {asset.name}
          </th>
          <td className="max-w-40 min-w-24 px-2 py-2 xl:px-3 wrap-anywhere">{text(asset.type)}</td>
          <td className="max-w-48 min-w-28 px-2 py-2 xl:px-3 wrap-anywhere">
            {text(asset.location)}
          </td>
          {showSite && (
            <td className="max-w-48 min-w-28 px-2 py-2 xl:px-3 wrap-anywhere">{asset.site.name}</td>
          )}
          <td className="px-2 py-2 xl:px-3">
            <AssetStatusBadge status={asset.status} wrapBelowXl />
          </td>
          <td className="px-1 py-1 xl:px-2">
            <AssetRowActions asset={asset} variant="icons" {...actions} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
