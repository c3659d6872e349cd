import { type Asset, assetQrFileName } from '@cmms/shared/assets';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { saveBlob } from '../../../lib/download';
import { t } from '../../../lib/i18n/i18n';
import { webAppBaseUrl } from '../../../lib/server-url';
import { useLabelLink } from '../api/label-link';
import { useQrImage } from '../api/use-qr-image';
import {
  assetQrSummary,
  dataUrlToBlob,
  isLoopbackOrigin,
  LINK_QR,
  SUMMARY_QR,
} from '../lib/asset-qr';
import { QrPicture } from './qr-picture';

/** The QR dialog (requirements/assets.md#screens, #limits) for `asset`; closed while it is null. */
export function AssetQrDialog({ asset, onClose }: { asset: Asset | null; onClose(): void }) {
  return (
    <FormDialog open={asset !== null} title={t('assets.qrTitle')} wide onClose={onClose}>
      {asset && <AssetQr asset={asset} onClose={onClose} />}
    </FormDialog>
  );
}

function AssetQr({ asset, onClose }: { asset: Asset; onClose(): void }) {
  // The request portal's address where the server gives one (issue 35), else the asset's link.
  const label = useLabelLink(asset);
  const link = label?.link ?? null;
  const image = useQrImage(link, LINK_QR);
  const summary = useQrImage(assetQrSummary(asset), SUMMARY_QR);
  const ready = image && 'url' in image ? image.url : null;

  return (
    <div>
      <div className="space-y-5 px-5 py-4">
        <div>
          <p className="font-mono text-xs text-slate-500">{asset.assetNumber}</p>
          <p className="font-semibold wrap-anywhere text-slate-900">{asset.name}</p>
        </div>
        <div className="grid items-start gap-6 sm:grid-cols-[auto_1fr]">
          <figure className="flex flex-col items-center gap-2">
            <QrPicture
              image={image}
              spec={LINK_QR}
              alt={t('assets.qrLinkingTo', { name: asset.name })}
              className="rounded-lg border border-slate-200"
            />
            <figcaption className="text-xs font-medium text-slate-500">
              {label?.reportsProblems ? t('portal.scanToReport') : t('assets.scanToOpen')}
            </figcaption>
          </figure>
          <div className="min-w-0 space-y-4">
            <div>
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                {t('assets.link')}
              </p>
              <p className="mt-1 min-h-5 font-mono text-sm break-all text-slate-800">{link}</p>
            </div>
            {isLoopbackOrigin(webAppBaseUrl()) && (
              <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t('assets.loopbackWarning', { host: window.location.host })}
              </p>
            )}
            <Button
              icon={<Download className="size-4" aria-hidden />}
              disabled={!ready}
              onClick={() => {
                if (ready) saveBlob(dataUrlToBlob(ready), assetQrFileName(asset.assetNumber));
              }}
            >
              {t('assets.downloadPng')}
            </Button>
          </div>
        </div>
        <figure className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center">
          <QrPicture
            image={summary}
            spec={SUMMARY_QR}
            alt={t('assets.qrHoldingDetails', { name: asset.name })}
            className="shrink-0 rounded bg-white"
          />
          <figcaption className="text-sm text-slate-600">
            <span className="block font-semibold text-slate-800">{t('assets.offlineSummary')}</span>
            {t('assets.offlineSummaryHelp')}
          </figcaption>
        </figure>
      </div>
      <div className="sticky bottom-0 flex justify-end border-t border-slate-100 bg-white px-5 py-4">
        <Button variant="secondary" onClick={onClose}>
          {t('assets.close')}
        </Button>
      </div>
    </div>
  );
}
