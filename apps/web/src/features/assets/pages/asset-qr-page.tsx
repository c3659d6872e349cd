import { dashboardPathOf } from '@cmms/shared/route-access';
import { ArrowRight, Eye, ShieldX, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CenteredLayout } from '../../../components/centered-layout';
import { StatusPanel } from '../../../components/status-panel';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeading } from '../../../components/ui/page-header';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { useAsset } from '../api/assets';
import { AssetStatusBadge } from '../components/asset-status-badge';
import { type AssetFactId, assetFacts, viewedByLine } from '../lib/asset-display';

const SHOWN: readonly AssetFactId[] = ['type', 'location', 'site', 'status', 'description'];

/**
 * What a scanned label opens (requirements/assets.md#screens): outside the shell, for a signed-in user (the router
 * sends others to /login and back). The asset's name, number, type, location, status, site and
 * description, and who viewed it when; a way on to the full page.
 */
export function AssetQrPage() {
  const { id = '' } = useParams();
  const user = useSession()?.user;
  const asset = useAsset(id);
  // The moment of this viewing, fixed when the page opened.
  const [viewedAt] = useState(() => new Date());

  if (asset.isPending) {
    return (
      <CenteredLayout wide>
        <ScreenLoading label={t('assets.loadingAsset')} />
      </CenteredLayout>
    );
  }
  if (asset.isError) {
    return (
      <CenteredLayout wide>
        <StatusPanel
          tone="danger"
          icon={<ShieldX className="size-6" aria-hidden />}
          title={t('assets.accessDenied')}
          actions={
            <ButtonLink to={dashboardPathOf(user?.role)}>{t('assets.goToDashboard')}</ButtonLink>
          }
        >
          <p>{t('assets.qrDenied')}</p>
        </StatusPanel>
      </CenteredLayout>
    );
  }

  const item = asset.data;
  return (
    <CenteredLayout wide>
      <div className="mb-4 flex items-center justify-center gap-2.5">
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
          <Wrench className="size-5" aria-hidden />
        </span>
        <span className="text-sm font-semibold text-slate-900">{t('common.productName')}</span>
      </div>
      <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-mono text-sm text-slate-500">{item.assetNumber}</p>
            <PageHeading className="wrap-anywhere">{item.name}</PageHeading>
          </div>
          <AssetStatusBadge status={item.status} />
        </div>
        <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {assetFacts(item)
            .filter((fact) => SHOWN.includes(fact.id))
            .map((fact) => (
              <div
                key={fact.id}
                className={fact.id === 'description' ? 'min-w-0 sm:col-span-2' : 'min-w-0'}
              >
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                  {fact.label}
                </dt>
                <dd className="mt-0.5 text-sm wrap-anywhere whitespace-pre-line text-slate-900">
                  {fact.value}
                </dd>
              </div>
            ))}
        </dl>
        <p className="mt-6 flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          <Eye className="size-4 shrink-0" aria-hidden />
          {viewedByLine(user?.name ?? t('assets.viewerYou'), viewedAt)}
        </p>
        <ButtonLink to={`/assets/${item.id}`} className="mt-5 w-full">
          {t('assets.viewFullDetails')}
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
        </ButtonLink>
      </article>
    </CenteredLayout>
  );
}
