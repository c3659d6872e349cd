import { clsx } from 'clsx';
import { t } from '../../../lib/i18n/i18n';
import { displaySiteName } from '../../sites/public';
import type { PmActions } from '../lib/pm-actions';
import {
  assetLabelOf,
  cardToneOf,
  type PmRow,
  pmDateText,
  recipientTextOf,
  recurrenceLabel,
} from '../lib/pm-display';
import { PmPriorityBadge, PmStatusBadge } from './pm-badges';
import { type PmActionHandlers, PmRowActions } from './pm-row-actions';
import { PmWorkOrderLine } from './pm-work-order-line';

type Props = PmActionHandlers & { pm: PmRow; actions: PmActions; busy: boolean };

/** One PM on a narrow screen: the table's columns as a card, coloured by status. */
export function PmCard({ pm, actions, busy, ...handlers }: Props) {
  const facts = [
    [t('pm.fieldAsset'), assetLabelOf(pm)],
    [t('pm.fieldSite'), displaySiteName(pm.asset.site.name)],
    [t('pm.fieldRecurrence'), recurrenceLabel(pm.recurrence)],
    [t('pm.fieldDate'), pmDateText(pm.date)],
    [t('pm.fieldAssignee'), recipientTextOf(pm)],
  ] as const;
  const hasActions = actions.manage || actions.statuses.length > 0;
  return (
    <article className={clsx('rounded-2xl border p-4 shadow-sm', cardToneOf(pm.status))}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">{pm.position}.</p>
          <h2 className="font-semibold wrap-anywhere text-slate-900">{pm.title}</h2>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <PmStatusBadge status={pm.status} />
          <PmPriorityBadge priority={pm.priority} />
        </div>
      </div>
      {pm.description && (
        <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-slate-600">{pm.description}</p>
      )}
      <PmWorkOrderLine pm={pm} />
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="wrap-anywhere text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {hasActions && (
        <div className="mt-3 border-t border-slate-200/70 pt-3">
          <PmRowActions pm={pm} actions={actions} busy={busy} variant="buttons" {...handlers} />
        </div>
      )}
    </article>
  );
}
