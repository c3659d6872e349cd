import { type Asset, assetQrFileName } from '@cmms/shared/assets';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { saveBlob } from '../../../lib/download';
import { webAppBaseUrl } from '../../../lib/server-url';
import { useQrImage } from '../api/use-qr-image';
import {
  assetLinkOf,
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
    <FormDialog open={asset !== null} title="Asset QR Code" wide onClose={onClose}>
      {asset && <AssetQr asset={asset} onClose={onClose} />}
    </FormDialog>
  );
}

function AssetQr({ asset, onClose }: { asset: Asset; onClose(): void }) {
  const link = assetLinkOf(webAppBaseUrl(), asset);
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
              alt={`QR code linking to ${asset.name}`}
              className="rounded-lg border border-slate-200"
            />
            <figcaption className="text-xs font-medium text-slate-500">Scan to open</figcaption>
          </figure>
          <div className="min-w-0 space-y-4">
            <div>
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Link</p>
              <p className="mt-1 font-mono text-sm break-all text-slate-800">{link}</p>
            </div>
            {isLoopbackOrigin(webAppBaseUrl()) && (
              <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                This link points at {window.location.host}, which only this computer can open. To
                print labels that phones can scan, open the app at its network address (the start
                banner lists it) and make the QR code there.
              </p>
            )}
            <Button
              icon={<Download className="size-4" aria-hidden />}
              disabled={!ready}
              onClick={() => {
                if (ready) saveBlob(dataUrlToBlob(ready), assetQrFileName(asset.assetNumber));
              }}
            >
              Download PNG
            </Button>
          </div>
        </div>
        <figure className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center">
          <QrPicture
            image={summary}
            spec={SUMMARY_QR}
            alt={`QR code holding the details of ${asset.name}`}
            className="shrink-0 rounded bg-white"
          />
          <figcaption className="text-sm text-slate-600">
            <span className="block font-semibold text-slate-800">Offline summary</span>
            The asset's number, name, type, location, site and status as text, readable by any
            scanner without the app or a connection.
          </figcaption>
        </figure>
      </div>
      <div className="sticky bottom-0 flex justify-end border-t border-slate-100 bg-white px-5 py-4">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
