import type { SiteCost } from '@cmms/shared/site-cost';
import { BarList } from '../../../components/ui/bar-chart';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { formats, t } from '../../../lib/i18n/i18n';
import { moneyText } from '../../../lib/i18n/money-text';
import { useSiteCost } from '../api/site-cost';
import type { SiteView } from '../lib/site-view';

/** 'Jun 2026' in the reader's forms: the middle of the month, so no zone moves it. */
const monthText = (month: string) =>
  formats().dateTime(`${month}-15T12:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });

function Totals({ cost }: { cost: SiteCost }) {
  const money = (value: number) => moneyText(value, cost.currency);
  const tiles = [
    [t('workOrderPage.labour'), money(cost.total.labour)],
    [t('workOrderPage.partsCost'), money(cost.total.parts)],
    [t('workOrderPage.total'), money(cost.total.total)],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2">
      {tiles.map(([label, value]) => (
        <div key={label} className="min-w-0 rounded-xl bg-slate-50 px-3 py-2">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="truncate text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Newest month first: the one a manager looks for. */
function Months({ cost }: { cost: SiteCost }) {
  const money = (value: number) => moneyText(value, cost.currency);
  const cell = 'px-2 py-1.5 text-end tabular-nums';
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('sites.costByMonth')}</caption>
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="px-2 py-1.5 text-start font-medium">
            {t('sites.costMonth')}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {t('workOrderPage.labour')}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {t('workOrderPage.partsCost')}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {t('workOrderPage.total')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {[...cost.months].reverse().map((month) => (
          <tr key={month.month} className={month.total === 0 ? 'text-slate-500' : undefined}>
            <th scope="row" className="px-2 py-1.5 text-start font-normal whitespace-nowrap">
              {monthText(month.month)}
            </th>
            <td className={cell}>{money(month.labour)}</td>
            <td className={cell}>{money(month.parts)}</td>
            <td className={`${cell} font-semibold`}>{money(month.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CostBody({ siteId }: { siteId: string }) {
  const cost = useSiteCost(siteId);
  if (cost.isPending) return <ScreenLoading label={t('sites.costLoading')} />;
  if (cost.isError) {
    return (
      <LoadFailed
        message={t('sites.costLoadFailed')}
        retrying={cost.isFetching}
        onRetry={() => void cost.refetch()}
      />
    );
  }
  const data = cost.data;
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-700">{t('sites.costPeriod')}</h3>
        <Totals cost={data} />
        <p className="text-xs text-slate-500">{t('sites.costNote')}</p>
      </div>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-700">{t('sites.costAssets')}</h3>
        <BarList
          title={t('sites.costAssets')}
          valueLabel={t('workOrderPage.total')}
          empty={t('sites.costNoAssets')}
          valueText={(value) => moneyText(value, data.currency)}
          bars={data.assets.map((asset) => ({
            label: t('sites.costAsset', { name: asset.name, number: asset.assetNumber }),
            value: asset.total,
          }))}
        />
      </section>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-700">{t('sites.costByMonth')}</h3>
        <div className="overflow-x-auto">
          <Months cost={data} />
        </div>
      </section>
    </div>
  );
}

/**
 * What maintenance cost at a site (issue 33), for administrators and managers: the last twelve
 * months' labour and parts, month by month, and the assets that cost most.
 */
export function SiteCostDialog({ site, onClose }: { site: SiteView | null; onClose(): void }) {
  return (
    <FormDialog
      open={site !== null}
      wide
      title={site ? t('sites.costTitle', { name: site.displayName }) : ''}
      onClose={onClose}
    >
      {site && (
        <div className="px-5 py-4">
          <CostBody siteId={site.id} />
        </div>
      )}
    </FormDialog>
  );
}
