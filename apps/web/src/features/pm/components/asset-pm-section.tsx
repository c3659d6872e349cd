import { pmRules } from '@cmms/shared/pm';
import { areaOf } from '@cmms/shared/route-access';
import { SectionCard } from '../../../components/ui/section-card';
import { TextLink } from '../../../components/ui/text-link';
import { useSession } from '../../../lib/session';
import { useAssetPms } from '../api/pm';
import { pmDateText } from '../lib/pm-display';
import { pmMessages } from '../lib/pm-messages';
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
    <p className="text-sm text-slate-500">{pmMessages.loading}</p>
  ) : pms.isError ? (
    <p className="text-sm text-slate-600">{pmMessages.assetSectionFailed}</p>
  ) : pms.data.items.length === 0 ? (
    <p className="text-sm text-slate-600">{pmMessages.assetSectionEmpty}</p>
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
              {pm.recurrence} · Next: {pmDateText(pm.date)}
            </p>
            <PmWorkOrderLine pm={pm} />
          </div>
          <PmStatusBadge status={pm.status} />
        </li>
      ))}
      {total > pms.data.items.length && (
        <li className="pt-2.5 text-xs text-slate-500">
          Showing {pms.data.items.length} of {total}.
        </li>
      )}
    </ul>
  );

  return (
    <SectionCard
      title={pmMessages.title}
      actions={
        <TextLink to={`/${areaOf(user.role)}/pm`} className="min-w-11 justify-center px-1 text-sm">
          All PMs
        </TextLink>
      }
    >
      {body}
    </SectionCard>
  );
}
