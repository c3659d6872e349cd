import type { Material } from '@cmms/shared/materials';
import { t } from '../../../lib/i18n/i18n';
import { quantityText } from '../lib/stock-level';
import { siteTextOf } from './inventory-table';
import { StockBadge } from './material-badges';
import { type MaterialHandlers, MaterialRowActions } from './material-row-actions';

type Props = MaterialHandlers & { material: Material & { position: number } };

/** One material on a narrow screen: the inventory table's columns as a card. */
export function MaterialCard({ material, ...handlers }: Props) {
  const facts = [
    [t('materials.fieldCategory'), material.category],
    [t('materials.fieldQuantity'), quantityText(material.quantity, material.unit)],
    [t('materials.fieldSite'), siteTextOf(material)],
    [t('materials.fieldReorderLevel'), String(material.reorderLevel)],
  ] as const;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">{material.position}.</p>
          <h3 className="font-semibold wrap-anywhere text-slate-900">{material.name}</h3>
        </div>
        <StockBadge material={material} />
      </div>
      {material.description && (
        <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-slate-600">
          {material.description}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="wrap-anywhere text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 border-t border-slate-200/70 pt-3">
        <MaterialRowActions material={material} words {...handlers} />
      </div>
    </article>
  );
}
