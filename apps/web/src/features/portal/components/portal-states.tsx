import { CircleAlert, LoaderCircle, SearchX } from 'lucide-react';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';

/** While the page's data loads. */
export function PortalLoading() {
  return (
    <div
      role="status"
      className="flex min-h-48 items-center justify-center gap-2 text-base text-slate-600"
    >
      <LoaderCircle className="size-5 animate-spin text-brand-700" aria-hidden />
      {t('portal.loading')}
    </div>
  );
}

/** An address the server does not know (a wrong or old token, a portal switched off). */
export function PortalNotFound({ body }: { body: string }) {
  return (
    <StatusPanel
      tone="neutral"
      icon={<SearchX className="size-6" aria-hidden />}
      title={t('portal.notFoundTitle')}
    >
      <title>{t('portal.notFoundTitle')}</title>
      <p>{body}</p>
    </StatusPanel>
  );
}

/** No answer, or not the one expected: say so, and offer to try again. */
export function PortalLoadFailed({ offline, onRetry }: { offline: boolean; onRetry(): void }) {
  return (
    <StatusPanel
      tone="danger"
      icon={<CircleAlert className="size-6" aria-hidden />}
      title={t('portal.loadFailedTitle')}
      actions={<Button onClick={onRetry}>{t('portal.retry')}</Button>}
    >
      <title>{t('portal.loadFailedTitle')}</title>
      <p>{offline ? t('portal.loadOffline') : t('portal.loadFailed')}</p>
    </StatusPanel>
  );
}
