import { type Asset, assetQrLink } from '@cmms/shared/assets';
import { create, type QRCodeErrorCorrectionLevel, type QRCodeToDataURLOptions } from 'qrcode';

/** How a QR code is drawn: its size in pixels and error correction level. */
export type QrSpec = {
  size: number;
  level: QRCodeErrorCorrectionLevel;
  /**
   * Whole pixels per module, as large as fits in `size` (the image may come out a little
   * smaller): a dense code stays readable, where stretching it to exactly `size` would make its
   * modules uneven.
   */
  crisp: boolean;
};

/** requirements/assets.md#limits: the label's QR, the asset's link, a 256 px PNG. */
export const LINK_QR: QrSpec = { size: 256, level: 'M', crisp: false };

/** requirements/assets.md#limits: the small QR, 200 px at error level H, holding the asset summary. */
export const SUMMARY_QR: QrSpec = { size: 200, level: 'H', crisp: true };

/** The quiet zone around a code, in modules. */
export const QR_MARGIN = 2;

/** The `qrcode` options that draw `text` by `spec`. */
export function qrOptionsFor(text: string, spec: QrSpec): QRCodeToDataURLOptions {
  const common = {
    type: 'image/png',
    errorCorrectionLevel: spec.level,
    margin: QR_MARGIN,
  } as const;
  if (!spec.crisp) return { ...common, width: spec.size };
  const modules = create(text, { errorCorrectionLevel: spec.level }).modules.size;
  return { ...common, scale: Math.max(1, Math.floor(spec.size / (modules + 2 * QR_MARGIN))) };
}

type SummaryAsset = Pick<
  Asset,
  'id' | 'assetNumber' | 'name' | 'type' | 'location' | 'site' | 'status'
>;

/** What a scan of the label opens: {origin}/qr/assets/{id}. */
export const assetLinkOf = (origin: string, asset: Pick<Asset, 'id'>) =>
  assetQrLink(origin, asset.id);

/**
 * The asset summary the small QR encodes, as JSON: readable by any scanner without the app or a
 * network. The site is its name; empty fields are null.
 */
export function assetQrSummary(asset: SummaryAsset): string {
  return JSON.stringify({
    id: asset.id,
    assetNumber: asset.assetNumber,
    name: asset.name,
    type: asset.type,
    location: asset.location,
    site: asset.site.name,
    status: asset.status,
  });
}

/** A base64 data URL (the QR PNG) as a Blob to save. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a base64 data URL');
  const [, type = 'application/octet-stream', data = ''] = match;
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/**
 * Whether a label made on this origin can only be opened on this computer: a phone scanning a
 * QR of http://localhost:3000/... opens its own localhost, not the server.
 */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
  } catch {
    return false;
  }
}
