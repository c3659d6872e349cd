import type { Asset } from '@cmms/shared/assets';
import { t } from '../../../lib/i18n/i18n';
import { AssetRowActions, type AssetRowHandlers } from './asset-row-actions';
import { AssetStatusBadge } from './asset-status-badge';

/** One asset on a narrow screen: the table's columns as a card, its actions as labelled buttons. */
export function AssetCard({ asset, ...actions }: AssetRowHandlers & { asset: Asset }) {
  const facts: [string, string | null][] = [
    [t('assets.fieldType'), asset.type],
    [t('assets.fieldLocation'), asset.location],
    ...(actions.can.showSite ? [[t('assets.fieldSite'), asset.site.name] as [string, string]] : []),
    [t('assets.fieldAssignedTo'), asset.assignedTo?.name ?? null],
  ];
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-xs text-slate-500">{asset.assetNumber}</p>
          <h2 className="font-semibold wrap-anywhere text-slate-900">{asset.name}</h2>
        </div>
        <AssetStatusBadge status={asset.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="wrap-anywhere text-slate-800">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 border-t border-slate-100 pt-3">
        <AssetRowActions asset={asset} variant="buttons" {...actions} />
      </div>
    </article>
  );
}
