import type { Asset } from '@cmms/shared/assets';
import { createPortal } from 'react-dom';
import { t } from '../../../lib/i18n/i18n';
import { useLabelLink } from '../api/label-link';
import { type QrImage, useQrImage } from '../api/use-qr-image';
import { type AssetFactId, assetFacts, formatDateTime } from '../lib/asset-display';
import { LINK_QR } from '../lib/asset-qr';
import { assetStatusLook } from '../lib/asset-status';
import './asset-print.css';

export type PrintMode = 'label' | 'details';

export interface AssetPrintSheetProps {
  asset: Asset;
  mode: PrintMode;
  /**
   * The details' QR (the asset link); null when the user may not see QR codes, and then the
   * label has none either.
   */
  qr: QrImage | undefined | null;
  link: string;
}

/**
 * What the printer gets, and only in print (asset-print.css hides the rest of the page): a
 * label-sized block with the QR, number, name and site, or the details with the QR. Rendered at
 * the end of <body>, outside the app, so nothing of the shell comes along.
 */
export function AssetPrintSheet(props: AssetPrintSheetProps) {
  return createPortal(
    <div className="asset-print-root hidden bg-white text-black print:block">
      {props.mode === 'label' ? <Label {...props} /> : <Details {...props} />}
    </div>,
    document.body,
  );
}

function QrImg({
  qr,
  asset,
  className,
}: {
  qr: QrImage | undefined | null;
  asset: Asset;
  className: string;
}) {
  if (!qr || !('url' in qr)) return null;
  return (
    <img
      src={qr.url}
      alt={t('assets.qrFor', { number: asset.assetNumber })}
      className={`${className} [image-rendering:pixelated]`}
    />
  );
}

/**
 * A 3.5 × 2 inch label, cut along its dashed edge. Its QR holds the request portal's address
 * where the server gives one (issue 35): a scan opens the asset for staff and its request form
 * for anyone else, and the label says so. Without it, the asset's link, as before.
 */
function Label({ asset, qr: allowed }: AssetPrintSheetProps) {
  const label = useLabelLink(asset, allowed !== null);
  const qr = useQrImage(allowed !== null && label ? label.link : null, LINK_QR);
  return (
    <section
      aria-label={t('assets.labelRegion')}
      className="flex h-[2in] w-[3.5in] items-center gap-[0.15in] overflow-hidden rounded-[0.08in] border border-dashed border-slate-500 p-[0.15in] break-inside-avoid"
    >
      <QrImg qr={qr} asset={asset} className="size-[1.6in] shrink-0" />
      <div className="min-w-0 flex-1 leading-tight">
        <p className="font-mono text-[13pt] font-bold">{asset.assetNumber}</p>
        <p className="mt-[0.06in] line-clamp-3 text-[11pt] font-semibold wrap-anywhere">
          {asset.name}
        </p>
        <p className="mt-[0.06in] line-clamp-2 text-[9pt] wrap-anywhere text-slate-700">
          {asset.site.name}
        </p>
        {label?.reportsProblems && qr && (
          <p className="mt-[0.08in] text-[9pt] leading-tight font-bold">
            {t('portal.scanToReport')}
          </p>
        )}
      </div>
    </section>
  );
}

const IN_HEADER: readonly AssetFactId[] = ['name', 'number', 'status'];

/** One page: the asset's fields, its status and the QR with its link. */
function Details({ asset, qr, link }: AssetPrintSheetProps) {
  return (
    <article className="mx-auto max-w-[7.5in] text-[10.5pt]">
      <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-3">
        <div className="min-w-0">
          <p className="text-[9pt] font-semibold tracking-wider text-slate-600 uppercase">
            {t('assets.printHeading')}
          </p>
          <h1 className="mt-1 text-[18pt] leading-tight font-bold wrap-anywhere">{asset.name}</h1>
          <p className="mt-1 font-mono text-[11pt]">{asset.assetNumber}</p>
          <p className="mt-2 inline-block rounded-full border border-black px-3 py-0.5 text-[9pt] font-semibold">
            {assetStatusLook(asset.status).label}
          </p>
        </div>
        {qr && (
          <figure className="flex w-[1.9in] shrink-0 flex-col items-center">
            <QrImg qr={qr} asset={asset} className="size-[1.8in]" />
            <figcaption className="mt-1 text-center font-mono text-[7pt] break-all text-slate-700">
              {link}
            </figcaption>
          </figure>
        )}
      </header>
      <dl className="mt-4 grid grid-cols-[1.4in_1fr] gap-x-4 gap-y-2">
        {assetFacts(asset)
          .filter((fact) => !IN_HEADER.includes(fact.id))
          .map((fact) => (
            <div key={fact.id} className="contents">
              <dt className="font-semibold text-slate-700">{fact.label}</dt>
              <dd className="wrap-anywhere whitespace-pre-line">{fact.value}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-6 border-t border-slate-400 pt-2 text-[8pt] text-slate-600">
        {t('assets.printedAt', { at: formatDateTime(new Date()) })}
      </p>
    </article>
  );
}
