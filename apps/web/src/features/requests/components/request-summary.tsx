import type { WorkRequest } from '@cmms/shared/requests';
import { placeOf } from '../lib/request-display';
import { UrgencyBadge } from './request-badges';

/** The request a decision dialog is about: its number, urgency, place and text, in short. */
export function RequestSummary({ request }: { request: WorkRequest }) {
  const place = placeOf(request);
  return (
    <div className="space-y-1 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 tabular-nums" dir="ltr">
          {request.number}
        </span>
        <UrgencyBadge urgency={request.urgency} />
      </p>
      <p className="text-slate-600 wrap-anywhere">
        {[place.site, place.asset, place.location].filter(Boolean).join(' · ')}
      </p>
      <p className="line-clamp-3 wrap-anywhere whitespace-pre-line text-slate-800">
        {request.description}
      </p>
    </div>
  );
}
