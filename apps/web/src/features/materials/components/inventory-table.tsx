import type { Material } from '@cmms/shared/materials';
import { DataTable } from '../../../components/ui/data-table';
import { t } from '../../../lib/i18n/i18n';
import { displaySiteName } from '../../sites/public';
import { quantityText } from '../lib/stock-level';
import { StockBadge } from './material-badges';
import { type MaterialHandlers, MaterialRowActions } from './material-row-actions';

type MaterialRow = Material & { position: number };
export type InventoryListProps = MaterialHandlers & { rows: MaterialRow[] };

const columns = () => [
  t('materials.columnNumber'),
  t('materials.fieldName'),
  t('materials.fieldDescription'),
  t('materials.fieldCategory'),
  t('materials.fieldQuantity'),
  t('materials.columnStatus'),
  t('materials.fieldSite'),
  t('materials.columnActions'),
];
const cell = 'px-2 py-3';

/** requirements/materials.md#screens 'All Sites' for a material kept for every site. */
export const siteTextOf = (material: Material) =>
  material.site ? displaySiteName(material.site.name) : t('materials.allSites');

/** requirements/materials.md#screens: the inventory table of wide screens. */
export function InventoryTable({ rows, ...handlers }: InventoryListProps) {
  return (
    <DataTable
      label={t('materials.inventoryTable')}
      columns={columns()}
      headCellClassName="px-2 py-3 align-bottom first:ps-3 last:pe-3"
    >
      {rows.map((material) => (
        <tr key={material.id} className="align-top hover:bg-slate-50">
          <td className="py-3 pe-2 ps-3">{material.position}</td>
          <th scope="row" className={`${cell} min-w-32 text-start font-semibold text-slate-900`}>
            <span className="wrap-anywhere">{material.name}</span>
          </th>
          <td className={`${cell} max-w-64 min-w-32 wrap-anywhere text-slate-600`}>
            {material.description || '—'}
          </td>
          <td className={`${cell} wrap-break-word`}>{material.category}</td>
          <td className={`${cell} whitespace-nowrap`}>
            {quantityText(material.quantity, material.unit)}
          </td>
          <td className={cell}>
            <StockBadge material={material} />
          </td>
          <td className={`${cell} min-w-24 wrap-anywhere`}>{siteTextOf(material)}</td>
          <td className="py-2 pe-3 ps-1">
            <MaterialRowActions material={material} {...handlers} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
