import type { Asset } from '@cmms/shared/assets';
import {
  ArrowLeft,
  CircleAlert,
  Pencil,
  Printer,
  QrCode,
  SearchX,
  Tag,
  Trash2,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-header';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { t } from '../../../lib/i18n/i18n';
import { webAppBaseUrl } from '../../../lib/server-url';
import { useSession } from '../../../lib/session';
import { useMobileLayout } from '../../../lib/use-media-query';
import { AssetPmSection } from '../../pm/public';
import { isNotFound } from '../api/asset-errors';
import { useAsset } from '../api/assets';
import { useLabelLink } from '../api/label-link';
import { useAssetStatusChange } from '../api/use-asset-status';
import { useQrImage } from '../api/use-qr-image';
import { AssetFormDialog } from '../components/asset-form-dialog';
import { AssetPrintSheet, type PrintMode } from '../components/asset-print-sheet';
import { AssetQrDialog } from '../components/asset-qr-dialog';
import { AssetStatusBadge } from '../components/asset-status-badge';
import { AssetAttachmentsSection } from '../components/attachments/asset-attachments-section';
import { DeleteAssetDialog } from '../components/delete-asset-dialog';
import { AssetHistorySection } from '../components/history/asset-history-section';
import { QrPicture } from '../components/qr-picture';
import { ViewOnlyBadge } from '../components/view-only-badge';
import { type AssetFact, assetFacts, KEY_FACTS } from '../lib/asset-display';
import { assetsListPath } from '../lib/asset-filters';
import { type AssetActions, assetActionsFor, statusButtonsFor } from '../lib/asset-permissions';
import { assetLinkOf, LINK_QR } from '../lib/asset-qr';

/** Back where the user came from, or to their assets list when the page was opened directly. */
function useGoBack() {
  const navigate = useNavigate();
  const role = useSession()?.user.role;
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(assetsListPath(role));
  };
}

/** Asset details (requirements/assets.md#screens): every field, QR, print label and details; short on phones. */
export function AssetDetailPage() {
  const { id = '' } = useParams();
  const asset = useAsset(id);
  const goBack = useGoBack();
  const back = (
    <Button
      variant="secondary"
      icon={<ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />}
      onClick={goBack}
    >
      {t('assets.goBack')}
    </Button>
  );

  if (asset.isPending) return <ScreenLoading label={t('assets.loadingAsset')} />;
  if (asset.isError) {
    return isNotFound(asset.error) ? (
      <StatusPanel
        tone="neutral"
        icon={<SearchX className="size-6" aria-hidden />}
        title={t('assets.notFoundTitle')}
        actions={back}
      >
        <p>{t('assets.notFoundBody')}</p>
      </StatusPanel>
    ) : (
      <StatusPanel
        tone="danger"
        icon={<CircleAlert className="size-6" aria-hidden />}
        title={t('assets.detailFailed')}
        actions={back}
      />
    );
  }
  return <AssetDetail asset={asset.data} onBack={goBack} />;
}

function AssetDetail({ asset, onBack }: { asset: Asset; onBack(): void }) {
  const user = useSession()?.user;
  const can = assetActionsFor(user);
  const mobile = useMobileLayout();
  const navigate = useNavigate();
  const statusChange = useAssetStatusChange();
  // The label's link, as printed (issue 35): the request form for a guest who scans it.
  const label = useLabelLink(asset, can.qr);
  const link = label?.link ?? assetLinkOf(webAppBaseUrl(), asset);
  const qr = useQrImage(can.qr && label ? link : null, LINK_QR);
  const [qrOpen, setQrOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const print = usePrint();
  const qrReady = !!qr && 'url' in qr;

  const actions = (
    <DetailActions
      asset={asset}
      can={can}
      mobile={mobile}
      busy={statusChange.changingId === asset.id}
      onQr={() => setQrOpen(true)}
      onEdit={() => setEditing(true)}
      onDelete={() => setDeleting(true)}
      onStatus={(status) => statusChange.change(asset, status)}
      onPrint={mobile ? undefined : print.start}
      printReady={!can.qr || qrReady}
    />
  );
  const facts = assetFacts(asset);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5">
      <Button
        variant="ghost"
        icon={<ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />}
        onClick={onBack}
      >
        {t('assets.back')}
      </Button>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-mono text-sm text-slate-500">{asset.assetNumber}</p>
            <PageHeading className="wrap-anywhere">{asset.name}</PageHeading>
          </div>
          <div className="flex items-center gap-2">
            {can.viewOnly && <ViewOnlyBadge />}
            <AssetStatusBadge status={asset.status} />
          </div>
        </div>
        <div className="mt-4">{actions}</div>
      </section>

      {mobile ? (
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="sr-only">{t('assets.keyFacts')}</h2>
          <FactList facts={facts.filter((fact) => KEY_FACTS.includes(fact.id))} />
          {asset.description && (
            <div className="mt-4 border-t border-slate-100 pt-4">
              <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                {t('assets.fieldDescription')}
              </h3>
              <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-slate-800">
                {asset.description}
              </p>
            </div>
          )}
        </section>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[1fr_auto]">
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-base font-semibold text-slate-900">{t('assets.details')}</h2>
            <div className="mt-4">
              <FactList facts={facts} status={<AssetStatusBadge status={asset.status} />} />
            </div>
          </section>
          {can.qr && (
            <section className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="self-start text-base font-semibold text-slate-900">
                {t('assets.qrCode')}
              </h2>
              <QrPicture
                image={qr}
                spec={LINK_QR}
                alt={t('assets.qrLinkingTo', { name: asset.name })}
                className="size-48 rounded-lg border border-slate-200"
              />
              <p className="max-w-56 text-center font-mono text-xs break-all text-slate-500">
                {link}
              </p>
            </section>
          )}
        </div>
      )}

      {/* What was done to it and what it cost: the asset as its record (issue 33). */}
      <AssetHistorySection assetId={asset.id} />
      {/* Its preventive maintenance schedules, for the roles that may see PMs. */}
      <AssetPmSection assetId={asset.id} />
      <AssetAttachmentsSection asset={asset} />

      {/* Always there, whatever the layout: a page printed on paper is narrower than a desktop
          screen, and the phone's own print (share, then Print) prints the details too. */}
      <AssetPrintSheet asset={asset} mode={print.mode} qr={can.qr ? qr : null} link={link} />
      <AssetQrDialog asset={qrOpen ? asset : null} onClose={() => setQrOpen(false)} />
      <AssetFormDialog open={editing} asset={asset} onClose={() => setEditing(false)} />
      <DeleteAssetDialog
        asset={deleting ? asset : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(assetsListPath(user?.role), { replace: true })}
      />
    </div>
  );
}

/** Print Label and Print Details: the sheet switches to the mode, then the browser prints. */
function usePrint() {
  const [mode, setMode] = useState<PrintMode>('details');
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) window.print();
  }, [request]);
  useEffect(() => {
    // Printing from the browser's own menu prints the details.
    const reset = () => setMode('details');
    window.addEventListener('afterprint', reset);
    return () => window.removeEventListener('afterprint', reset);
  }, []);
  return {
    mode,
    start(next: PrintMode) {
      setMode(next);
      setRequest((count) => count + 1);
    },
  };
}

function FactList({ facts, status }: { facts: AssetFact[]; status?: ReactNode }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map((fact) => (
        <div
          key={fact.id}
          className={fact.id === 'description' ? 'min-w-0 sm:col-span-2' : 'min-w-0'}
        >
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {fact.label}
          </dt>
          <dd className="mt-0.5 text-sm wrap-anywhere whitespace-pre-line text-slate-900">
            {fact.id === 'status' && status ? status : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type DetailActionsProps = {
  asset: Asset;
  can: AssetActions;
  mobile: boolean;
  busy: boolean;
  printReady: boolean;
  onQr(): void;
  onEdit(): void;
  onDelete(): void;
  onStatus(status: string): void;
  /** Absent on phones: the simplified view does not print. */
  onPrint: ((mode: PrintMode) => void) | undefined;
};

/** The page's buttons, each by the asset rules (requirements/assets.md#who-may-do-what). */
function DetailActions({
  asset,
  can,
  mobile,
  busy,
  printReady,
  onQr,
  onEdit,
  onDelete,
  onStatus,
  onPrint,
}: DetailActionsProps) {
  const statusButtons = statusButtonsFor(can, asset.status);
  return (
    <div className="flex flex-col gap-3">
      <div className={mobile ? 'grid grid-cols-1 gap-2' : 'flex flex-wrap gap-2'}>
        {can.qr && (
          <Button icon={<QrCode className="size-4" aria-hidden />} onClick={onQr}>
            {t('assets.qrCode')}
          </Button>
        )}
        {onPrint && can.qr && (
          <Button
            variant="secondary"
            icon={<Tag className="size-4" aria-hidden />}
            disabled={!printReady}
            onClick={() => onPrint('label')}
          >
            {t('assets.printLabel')}
          </Button>
        )}
        {onPrint && (
          <Button
            variant="secondary"
            icon={<Printer className="size-4" aria-hidden />}
            disabled={!printReady}
            onClick={() => onPrint('details')}
          >
            {t('assets.printDetails')}
          </Button>
        )}
        {can.manage && (
          <Button
            variant="secondary"
            icon={<Pencil className="size-4" aria-hidden />}
            onClick={onEdit}
          >
            {t('assets.actionEdit')}
          </Button>
        )}
        {can.remove && !mobile && (
          <Button
            variant="secondary"
            icon={<Trash2 className="size-4 text-red-700" aria-hidden />}
            onClick={onDelete}
          >
            {t('assets.actionDelete')}
          </Button>
        )}
      </div>
      {statusButtons.length > 0 && (
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-slate-600">{t('assets.setStatus')}</legend>
          <div className="flex flex-wrap gap-2">
            {statusButtons.map((button) => (
              <Button
                key={button.status}
                variant="secondary"
                loading={busy}
                onClick={() => onStatus(button.status)}
              >
                {t(button.label)}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
