import type { PortalStatus } from '@cmms/shared/requests';
import { clsx } from 'clsx';
import { Check, CircleDashed, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formats, t } from '../../../lib/i18n/i18n';
import { fetchPortalStatus } from '../api/portal-api';
import { PortalCard } from '../components/portal-layout';
import { PortalLoadFailed, PortalLoading, PortalNotFound } from '../components/portal-states';
import { URGENCY_LABELS } from '../components/urgency-choice';
import { currentStep, type StatusStep, statusSteps } from '../lib/status-steps';
import { usePortalLoad } from '../lib/use-portal-load';

const when = (at: string) => formats().dateTime(at, { dateStyle: 'medium', timeStyle: 'short' });

/** A request's private status page (`/r/status/<token>`): where it stands, and what was sent. */
export function StatusPage({ token }: { token: string }) {
  const { result, retry } = usePortalLoad(() => fetchPortalStatus(token), token);
  if (result.state === 'loading') return <PortalLoading />;
  if (result.state === 'problem') {
    return result.problem.kind === 'notFound' ? (
      <PortalNotFound body={t('portal.statusNotFoundBody')} />
    ) : (
      <PortalLoadFailed offline={result.problem.kind === 'network'} onRetry={retry} />
    );
  }
  return <RequestStatus request={result.data} onRefresh={retry} />;
}

function RequestStatus({ request, onRefresh }: { request: PortalStatus; onRefresh(): void }) {
  const steps = statusSteps(request);
  return (
    <PortalCard>
      <title>{t('portal.statusPageTitle', { number: request.number })}</title>
      <header>
        <p className="text-sm font-semibold text-brand-700">{t('portal.statusEyebrow')}</p>
        <h1
          dir="ltr"
          className="mt-1 font-mono text-3xl font-bold tracking-wide text-slate-900 rtl:text-end"
        >
          {request.number}
        </h1>
        <p className="mt-1 text-sm text-slate-600 wrap-anywhere">
          {request.assetName
            ? t('portal.assetAtSite', { asset: request.assetName, site: request.siteName })
            : request.siteName}
        </p>
      </header>

      <section aria-labelledby="portal-progress" className="mt-6">
        <h2 id="portal-progress" className="sr-only">
          {t('portal.progressHeading')}
        </h2>
        <StepList steps={steps} />
        {request.status === 'rejected' && request.reason && (
          <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">{t('portal.reasonLabel')}</p>
            <p className="mt-1 wrap-anywhere whitespace-pre-line">{request.reason}</p>
          </div>
        )}
        {request.handledBy && (
          <p className="mt-4 text-sm text-slate-700">
            {t('portal.handledBy', { name: request.handledBy })}
          </p>
        )}
      </section>

      <section aria-labelledby="portal-report" className="mt-6 border-t border-slate-200 pt-5">
        <h2 id="portal-report" className="text-base font-semibold text-slate-900">
          {t('portal.reportHeading')}
        </h2>
        <dl className="mt-3 space-y-3 text-sm">
          <Fact label={t('portal.descriptionLabel')}>
            <span className="whitespace-pre-line">{request.description}</span>
          </Fact>
          {request.location && <Fact label={t('portal.whereLabel')}>{request.location}</Fact>}
          <Fact label={t('portal.urgencyLabel')}>{t(URGENCY_LABELS[request.urgency])}</Fact>
          <Fact label={t('portal.sentAt')}>{when(request.createdAt)}</Fact>
        </dl>
      </section>

      <div className="mt-6 text-center">
        <Button variant="secondary" onClick={onRefresh}>
          {t('portal.checkAgain')}
        </Button>
      </div>
    </PortalCard>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/** The steps in order, each done (with its date) or still to come; the current one marked. */
function StepList({ steps }: { steps: StatusStep[] }) {
  const current = currentStep(steps);
  return (
    <ol className="space-y-0">
      {steps.map((step, index) => {
        const done = step.state === 'done';
        const bad = done && step.tone === 'bad';
        const last = index === steps.length - 1;
        return (
          <li
            key={step.id}
            aria-current={step === current ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {!last && (
              <span
                aria-hidden
                className={clsx(
                  'absolute start-[15px] top-8 bottom-0 w-0.5',
                  done ? 'bg-emerald-600' : 'bg-slate-200',
                )}
              />
            )}
            <span
              aria-hidden
              className={clsx(
                'relative flex size-8 shrink-0 items-center justify-center rounded-full',
                bad
                  ? 'bg-red-700 text-white'
                  : done
                    ? 'bg-emerald-700 text-white'
                    : 'border-2 border-slate-300 bg-white text-slate-400',
              )}
            >
              {bad ? (
                <X className="size-4" />
              ) : done ? (
                <Check className="size-4" />
              ) : (
                <CircleDashed className="size-4" />
              )}
            </span>
            <div className="min-w-0 pt-1">
              <p
                className={clsx(
                  'text-base font-semibold',
                  done ? 'text-slate-900' : 'text-slate-600',
                )}
              >
                {t(step.label)}
                <span className="sr-only">
                  {' '}
                  {done ? t('portal.stepDoneSr') : t('portal.stepUpcomingSr')}
                </span>
              </p>
              {done && step.at && <p className="text-sm text-slate-600">{when(step.at)}</p>}
              {!done && step.id === 'decision' && (
                <p className="text-sm text-slate-600">{t('portal.reviewHint')}</p>
              )}
              {step === current && step.id === 'decision' && !bad && (
                <p className="text-sm text-slate-600">
                  {step.label === 'portal.stepMerged'
                    ? t('portal.mergedHint')
                    : t('portal.acceptedHint')}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
