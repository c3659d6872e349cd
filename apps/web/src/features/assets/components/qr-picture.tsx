import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';
import type { QrImage } from '../api/use-qr-image';
import type { QrSpec } from '../lib/asset-qr';

export interface QrPictureProps {
  /** From useQrImage: undefined while it is drawn. */
  image: QrImage | undefined;
  /** How it was drawn: the box it fills. */
  spec: QrSpec;
  alt: string;
  className?: string;
}

/** A QR code as an image, a spinner while it is drawn, or a note when it could not be. */
export function QrPicture({ image, spec, alt, className }: QrPictureProps) {
  const { size } = spec;
  if (!image || 'error' in image) {
    return (
      <div
        role={image ? 'alert' : 'status'}
        style={{ width: size, height: size }}
        className={clsx(
          'flex max-w-full items-center justify-center rounded-lg bg-slate-100 p-2 text-center text-sm text-slate-500',
          className,
        )}
      >
        {image ? (
          t('assets.qrFailed')
        ) : (
          <LoaderCircle className="size-5 animate-spin" aria-label={t('assets.qrDrawing')} />
        )}
      </div>
    );
  }
  return (
    <img
      src={image.url}
      alt={alt}
      width={size}
      height={size}
      // A crisp code may be a little smaller than its box: centred on white, never stretched.
      className={clsx(
        'max-w-full bg-white [image-rendering:pixelated]',
        spec.crisp ? 'object-none' : 'object-contain',
        className,
      )}
    />
  );
}
