import { pmRules } from '@cmms/shared/pm';
import { areaOf } from '@cmms/shared/route-access';
import { SectionCard } from '../../../components/ui/section-card';
import { TextLink } from '../../../components/ui/text-link';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { useAssetPms } from '../api/pm';
import { pmDateText, recurrenceLabel } from '../lib/pm-display';
import { PmStatusBadge } from './pm-badges';
import { PmWorkOrderLine } from './pm-work-order-line';

/**
 * The asset page's Preventive Maintenance: the asset's schedules with their recurrence, next
 * date and status, for those who may see PMs. A failure is one quiet line: the asset page
 * stays whole.
 */
export function AssetPmSection({ assetId }: { assetId: string }) {
  const user = useSession()?.user ?? null;
  const canView = user !== null && pmRules.canView(user);
  const pms = useAssetPms(assetId, canView);
  if (!canView) return null;

  const total = pms.data?.total ?? 0;
  const body = pms.isPending ? (
    <p className="text-sm text-slate-500">{t('pm.loading')}</p>
  ) : pms.isError ? (
    <p className="text-sm text-slate-600">{t('pm.assetSectionFailed')}</p>
  ) : pms.data.items.length === 0 ? (
    <p className="text-sm text-slate-600">{t('pm.assetSectionEmpty')}</p>
  ) : (
    <ul className="divide-y divide-slate-100">
      {pms.data.items.map((pm) => (
        <li
          key={pm.id}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2.5"
        >
          <div className="min-w-0">
            <p className="font-medium wrap-anywhere text-slate-900">{pm.title}</p>
            <p className="text-sm text-slate-600">
              {t('pm.assetSectionLine', {
                recurrence: recurrenceLabel(pm.recurrence),
                date: pmDateText(pm.date),
              })}
            </p>
            <PmWorkOrderLine pm={pm} />
          </div>
          <PmStatusBadge status={pm.status} />
        </li>
      ))}
      {total > pms.data.items.length && (
        <li className="pt-2.5 text-xs text-slate-500">
          {t('pm.assetSectionShowing', { shown: pms.data.items.length, total })}
        </li>
      )}
    </ul>
  );

  return (
    <SectionCard
      title={t('pm.title')}
      actions={
        <TextLink to={`/${areaOf(user.role)}/pm`} className="min-w-11 justify-center px-1 text-sm">
          {t('pm.allPms')}
        </TextLink>
      }
    >
      {body}
    </SectionCard>
  );
}
