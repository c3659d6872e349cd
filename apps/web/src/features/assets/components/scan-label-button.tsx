import { ScanLine } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { scanQrCode } from '../../../lib/native/barcode';
import { CAMERA_DENIED_TEXT } from '../../../lib/native/camera';
import { nativePlatform } from '../../../lib/native/platform';
import { notify } from '../../../lib/toast';
import { assetIdFromScan } from '../lib/scanned-label';

// Ours: the spec names only the refused camera.
const scanTexts = {
  notALabel: 'This code is not an asset label.',
  installing: 'The scanner is being installed. Please try again in a moment.',
  unsupported: 'This device cannot scan codes.',
  failed: 'The code could not be read. Please try again.',
} as const;

/**
 * Scan Label, in the native app only: the camera reads an asset's QR label and the app opens
 * what the label links to (requirements/assets.md#screens). A browser has its own camera app for that, which opens
 * the same link, so the button is not shown there.
 */
export function ScanLabelButton() {
  const navigate = useNavigate();
  const [available] = useState(() => nativePlatform() !== null);
  const [scanning, setScanning] = useState(false);
  if (!available) return null;

  async function scan() {
    setScanning(true);
    try {
      const result = await scanQrCode();
      if (result.status === 'scanned') {
        const id = assetIdFromScan(result.value);
        if (id) navigate(`/qr/assets/${encodeURIComponent(id)}`);
        else notify.error(scanTexts.notALabel);
      } else if (result.status === 'denied') notify.error(CAMERA_DENIED_TEXT);
      else if (result.status === 'installing') notify.info(scanTexts.installing);
      else if (result.status === 'unsupported') notify.error(scanTexts.unsupported);
      else if (result.status === 'failed') notify.error(scanTexts.failed);
    } catch {
      notify.error(scanTexts.failed);
    } finally {
      setScanning(false);
    }
  }

  return (
    <Button
      variant="secondary"
      icon={<ScanLine className="size-4" aria-hidden />}
      loading={scanning}
      onClick={() => void scan()}
    >
      Scan Label
    </Button>
  );
}
