import { type PortalReceipt, portalPaths } from '@cmms/shared/requests';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { webAppBaseUrl } from '../../../lib/server-url';
import { PortalCard } from './portal-layout';

/**
 * After sending: the reference number, large, and the private link to follow the request, with
 * the warning that the link is the only way back to it.
 */
export function ThankYou({ receipt, onAnother }: { receipt: PortalReceipt; onAnother(): void }) {
  const statusPath = portalPaths.statusPage(receipt.statusToken);
  const link = `${webAppBaseUrl()}${statusPath}`;
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus goes to what replaced it, so a screen reader reads it out.
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <PortalCard>
      <title>{t('portal.thanksPageTitle', { number: receipt.number })}</title>
      <div className="text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <CircleCheck className="size-7" aria-hidden />
        </div>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold tracking-tight text-balance text-slate-900 focus:outline-none"
        >
          {t('portal.thanksTitle')}
        </h1>
        <p className="mt-5 text-sm font-medium text-slate-600">{t('portal.referenceLabel')}</p>
        <p
          dir="ltr"
          className="mt-1 font-mono text-4xl font-bold tracking-wide text-slate-900 sm:text-5xl"
        >
          {receipt.number}
        </p>
      </div>

      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <p className="text-sm font-medium text-slate-700">{t('portal.statusLinkLabel')}</p>
        <p dir="ltr" className="mt-1 font-mono text-sm break-all text-slate-900">
          {link}
        </p>
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('portal.keepLink')}
        </p>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <a href={statusPath} className={buttonClass('primary')}>
            {t('portal.openStatus')}
          </a>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('portal.copyLink')}
          </Button>
        </div>
        <p role="status" className="mt-2 min-h-5 text-center text-sm text-slate-700">
          {copied === 'yes'
            ? t('portal.copied')
            : copied === 'failed'
              ? t('portal.copyFailed')
              : ''}
        </p>
      </div>

      <div className="mt-4 text-center">
        <Button variant="ghost" onClick={onAnother}>
          {t('portal.reportAnother')}
        </Button>
      </div>
    </PortalCard>
  );
}
