import { t } from '../../../lib/i18n/i18n';
import { placeSlots, slot } from '../../../lib/placed-text';
import type { ActivityView } from '../lib/activity-view';
import { ActivityTime } from './activity-time';
import { ActivityTypeBadge, ActivityTypeIcon } from './activity-type-badge';

/** One entry in the list view (and on phones): what happened, who did it, when. */
export function ActivityCard({ entry }: { entry: ActivityView }) {
  return (
    <article className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <ActivityTypeIcon entry={entry} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <ActivityTypeBadge entry={entry} />
            <span className="text-xs font-medium text-slate-500">{entry.actionText}</span>
          </div>
          <ActivityTime
            entry={entry}
            className="text-xs whitespace-nowrap text-slate-500 tabular-nums"
          />
        </div>
        <h2 className="mt-1.5 text-sm font-semibold wrap-anywhere text-slate-900">
          {entry.description}
        </h2>
        <p className="mt-1 text-xs text-slate-600">
          {placeSlots(t('activity.byUser', { user: slot('user') }), {
            user: <span className="font-medium text-slate-800">{entry.userName}</span>,
          })}
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          <span>{entry.roleName}</span>
        </p>
      </div>
    </article>
  );
}
