import { ScanLine } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { scanQrCode } from '../../../lib/native/barcode';
import { cameraDeniedText } from '../../../lib/native/camera';
import { nativePlatform } from '../../../lib/native/platform';
import { notify } from '../../../lib/toast';
import { assetIdFromScan } from '../lib/scanned-label';

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
        else notify.error(t('assets.scanNotALabel'));
      } else if (result.status === 'denied') notify.error(cameraDeniedText());
      else if (result.status === 'installing') notify.info(t('assets.scanInstalling'));
      else if (result.status === 'unsupported') notify.error(t('assets.scanUnsupported'));
      else if (result.status === 'failed') notify.error(t('assets.scanFailed'));
    } catch {
      notify.error(t('assets.scanFailed'));
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
      {t('assets.scanLabel')}
    </Button>
  );
}
