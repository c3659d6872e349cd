import type { Cost } from '@cmms/shared/work-order-record';
import { SectionCard } from '../../../../components/ui/section-card';
import { t } from '../../../../lib/i18n/i18n';
import { moneyText } from '../../../../lib/i18n/money-text';

/** What the work cost: labour over the hours at each person's rate, the parts, and the total. */
export function CostSection({ cost }: { cost: Cost }) {
  const money = (value: number) => moneyText(value, cost.currency);
  return (
    <SectionCard title={t('workOrderPage.cost')}>
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('workOrderPage.labour')}</dt>
          <dd className="font-medium text-slate-900">{money(cost.labour)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('workOrderPage.partsCost')}</dt>
          <dd className="font-medium text-slate-900">{money(cost.parts)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-1.5 text-base">
          <dt className="font-semibold text-slate-900">{t('workOrderPage.total')}</dt>
          <dd className="font-bold text-slate-900">{money(cost.total)}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
