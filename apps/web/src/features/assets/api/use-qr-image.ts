import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { type QrSpec, qrOptionsFor } from '../lib/asset-qr';

export type QrImage = { text: string; url: string } | { text: string; error: true };

/**
 * `text` drawn as a QR code PNG data URL by `spec` (the `qrcode` package, in the browser). undefined while
 * it is drawn; an error when the text does not fit a QR code.
 */
export function useQrImage(text: string | null, spec: QrSpec) {
  const [image, setImage] = useState<QrImage | undefined>();
  useEffect(() => {
    if (text === null) return;
    let live = true;
    // create() throws for a text too long for any QR code: that is the error case too.
    Promise.resolve()
      .then(() => toDataURL(text, qrOptionsFor(text, spec)))
      .then(
        (url) => live && setImage({ text, url }),
        () => live && setImage({ text, error: true }),
      );
    return () => {
      live = false;
    };
  }, [text, spec]);
  // A drawing of an earlier text is never shown for this one.
  return image && image.text === text ? image : undefined;
}
