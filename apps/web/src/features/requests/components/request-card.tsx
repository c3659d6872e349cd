import type { WorkRequest } from '@cmms/shared/requests';
import { clsx } from 'clsx';
import { Check, GitMerge, Mail, MapPin, Phone, User, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { formatExactTime, formatRelativeTime } from '../../../lib/time-ago';
import type { DecisionKind } from '../lib/decisions';
import { hasRequester, mailtoHref, outcomeText, placeOf, telHref } from '../lib/request-display';
import { isUndecided } from '../lib/request-filters';
import { RequestStatusBadge, UrgencyBadge } from './request-badges';
import { RequestPhoto } from './request-photo';

/** A description longer than this (or of more lines) is clamped, with a way to read it all. */
const LONG_TEXT = 220;
const isLong = (text: string) => text.length > LONG_TEXT || text.split('\n').length > 3;

type Props = {
  request: WorkRequest;
  now: number;
  /** Where the work order of a decided request opens (the work orders page, ?taskId=). */
  workOrderHref(taskId: string): string;
  onDecide(request: WorkRequest, kind: DecisionKind): void;
};

function Requester({ requester }: { requester: WorkRequest['requester'] }) {
  if (!hasRequester(requester)) {
    return <p className="text-sm text-slate-500">{t('requests.anonymous')}</p>;
  }
  const mail = mailtoHref(requester.email);
  const tel = telHref(requester.phone);
  const link =
    'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 font-medium text-brand-800 underline-offset-4 hover:underline sm:min-h-8';
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-0 text-sm text-slate-700">
      {requester.name.trim() !== '' && (
        <span className="inline-flex min-h-8 items-center gap-1.5 wrap-anywhere">
          <User className="size-4 shrink-0 text-slate-400" aria-hidden />
          <span className="sr-only">{t('requests.requesterName')} </span>
          {requester.name}
        </span>
      )}
      {mail && (
        <a href={mail} className={link}>
          <Mail className="size-4 shrink-0" aria-hidden />
          <span className="wrap-anywhere">{requester.email}</span>
        </a>
      )}
      {tel && (
        <a href={tel} className={link} dir="ltr">
          <Phone className="size-4 shrink-0" aria-hidden />
          {requester.phone}
        </a>
      )}
    </div>
  );
}

function Outcome({
  request,
  workOrderHref,
}: {
  request: WorkRequest;
  workOrderHref: Props['workOrderHref'];
}) {
  const text = outcomeText(request);
  if (!text) return null;
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{text}</span>
        {request.task && (
          <Link
            to={workOrderHref(request.task.id)}
            className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {t('requests.openWorkOrder', { number: request.task.workOrderNumber })}
          </Link>
        )}
      </p>
      {request.status === 'rejected' && request.reason && (
        <p className="mt-1 wrap-anywhere whitespace-pre-line text-slate-800">
          <span className="font-medium">{t('requests.reasonLabel')}</span> {request.reason}
        </p>
      )}
    </div>
  );
}

/**
 * One request as the team sees it: its number, urgency and age, where it is, what the requester
 * wrote (clamped), their photo and how to reach them; the decisions while it is new, what became
 * of it after.
 */
export function RequestCard({ request, now, workOrderHref, onDecide }: Props) {
  const [expanded, setExpanded] = useState(false);
  const place = placeOf(request);
  const long = isLong(request.description);
  const textId = `request-text-${request.id}`;
  const named = { number: request.number };

  return (
    <article
      aria-labelledby={`request-${request.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex gap-4">
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2
              id={`request-${request.id}`}
              className="font-semibold text-slate-900 tabular-nums"
              dir="ltr"
            >
              {request.number}
            </h2>
            <UrgencyBadge urgency={request.urgency} />
            {!isUndecided(request.status) && <RequestStatusBadge status={request.status} />}
            <time
              dateTime={request.createdAt}
              title={formatExactTime(request.createdAt)}
              className="ms-auto text-sm text-slate-500"
            >
              {formatRelativeTime(request.createdAt, now)}
            </time>
          </div>
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-600">
            <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden />
            <span className="sr-only">{t('requests.whereLabel')} </span>
            <span className="font-medium text-slate-800 wrap-anywhere">{place.site}</span>
            {place.asset && (
              <>
                <span aria-hidden>·</span>
                <span className="wrap-anywhere">{place.asset}</span>
              </>
            )}
            {place.location && (
              <>
                <span aria-hidden>·</span>
                <span className="wrap-anywhere">{place.location}</span>
              </>
            )}
          </p>
        </div>
        {request.photo && <RequestPhoto photo={request.photo} number={request.number} />}
      </div>
      <div className="mt-2">
        <p
          id={textId}
          className={clsx(
            'text-sm wrap-anywhere whitespace-pre-line text-slate-800',
            long && !expanded && 'line-clamp-3',
          )}
        >
          {request.description}
        </p>
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((open) => !open)}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline sm:min-h-8"
          >
            {expanded ? t('requests.showLess') : t('requests.showMore')}
          </button>
        )}
      </div>
      <div className="mt-2">
        <Requester requester={request.requester} />
      </div>
      {!isUndecided(request.status) && (
        <div className="mt-3">
          <Outcome request={request} workOrderHref={workOrderHref} />
        </div>
      )}
      {isUndecided(request.status) && (
        <div className="mt-3 grid grid-cols-3 gap-2 border-t border-slate-200/70 pt-3 sm:flex sm:justify-end">
          <Button
            variant="secondary"
            className="px-2 sm:px-4"
            icon={<X className="size-4 text-red-700" aria-hidden />}
            aria-label={t('requests.rejectNamed', named)}
            onClick={() => onDecide(request, 'reject')}
          >
            {t('requests.reject')}
          </Button>
          <Button
            variant="secondary"
            className="px-2 sm:px-4"
            icon={<GitMerge className="size-4" aria-hidden />}
            aria-label={t('requests.mergeNamed', named)}
            onClick={() => onDecide(request, 'merge')}
          >
            {t('requests.merge')}
          </Button>
          <Button
            className="px-2 sm:px-4"
            icon={<Check className="size-4" aria-hidden />}
            aria-label={t('requests.acceptNamed', named)}
            onClick={() => onDecide(request, 'accept')}
          >
            {t('requests.accept')}
          </Button>
        </div>
      )}
    </article>
  );
}
