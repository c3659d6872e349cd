import type { PortalForm, PortalReceipt } from '@cmms/shared/requests';
import { useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { fetchPortalForm } from '../api/portal-api';
import { PortalCard } from '../components/portal-layout';
import { PortalLoadFailed, PortalLoading, PortalNotFound } from '../components/portal-states';
import { RequestForm } from '../components/request-form';
import { ThankYou } from '../components/thank-you';
import type { PortalAddress } from '../lib/portal-address';
import { usePortalLoad } from '../lib/use-portal-load';

type FormAddress = Exclude<PortalAddress, { kind: 'status' }>;

/** A site's request page, or an asset's label opened without an account (issue 35). */
export function RequestPage({ address }: { address: FormAddress }) {
  const { result, retry } = usePortalLoad(() => fetchPortalForm(address), address.token);
  const [receipt, setReceipt] = useState<PortalReceipt | null>(null);
  // A new form after "Report another problem" starts empty.
  const [round, setRound] = useState(0);

  if (result.state === 'loading') return <PortalLoading />;
  if (result.state === 'problem') {
    return result.problem.kind === 'notFound' ? (
      <PortalNotFound body={t('portal.formNotFoundBody')} />
    ) : (
      <PortalLoadFailed offline={result.problem.kind === 'network'} onRetry={retry} />
    );
  }
  if (receipt) {
    return (
      <ThankYou
        receipt={receipt}
        onAnother={() => {
          setReceipt(null);
          setRound((count) => count + 1);
          window.scrollTo(0, 0);
        }}
      />
    );
  }
  return (
    <PortalCard>
      <FormHeading form={result.data} />
      <div className="mt-6">
        <RequestForm
          key={round}
          address={address}
          form={result.data}
          onSent={(sent) => {
            setReceipt(sent);
            window.scrollTo(0, 0);
          }}
        />
      </div>
    </PortalCard>
  );
}

function FormHeading({ form }: { form: PortalForm }) {
  const place = form.asset ? form.asset.name : form.site.name;
  return (
    <header>
      <title>{t('portal.formPageTitle', { place })}</title>
      <p className="text-sm font-semibold text-brand-700">{t('portal.eyebrow')}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance wrap-anywhere text-slate-900">
        {place}
      </h1>
      {form.asset ? (
        <div className="mt-1 space-y-0.5 text-sm text-slate-600">
          <p>
            <span dir="ltr" className="font-mono">
              {form.asset.assetNumber}
            </span>
            {' · '}
            <span className="wrap-anywhere">{form.site.name}</span>
          </p>
          {form.asset.location && <p className="wrap-anywhere">{form.asset.location}</p>}
        </div>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">{t('portal.intro')}</p>
    </header>
  );
}
