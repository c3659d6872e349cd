import { type CaptureFailure, captureFailureOf } from './camera';
import { nativePlatform } from './platform';

export type ScanResult =
  | { status: 'scanned'; value: string }
  | { status: CaptureFailure | 'unsupported' | 'installing' };

/**
 * Reads one QR code with the camera (native app only), through ML Kit's ready-made scanner
 * screen. On Android that screen is Google's code scanner, a Play services module that needs no
 * camera permission but may still be downloading on a new phone: the first call starts the
 * download and answers 'installing'.
 */
export async function scanQrCode(): Promise<ScanResult> {
  const { BarcodeScanner, BarcodeFormat } = await import('@capacitor-mlkit/barcode-scanning');
  try {
    if (!(await BarcodeScanner.isSupported()).supported) return { status: 'unsupported' };
    if (nativePlatform() === 'android') {
      const { available } = await BarcodeScanner.isGoogleBarcodeScannerModuleAvailable();
      if (!available) {
        void BarcodeScanner.installGoogleBarcodeScannerModule().catch(() => undefined);
        return { status: 'installing' };
      }
    }
    const { barcodes } = await BarcodeScanner.scan({ formats: [BarcodeFormat.QrCode] });
    const value = barcodes[0]?.rawValue;
    return value ? { status: 'scanned', value } : { status: 'cancelled' };
  } catch (error) {
    return { status: captureFailureOf(error) };
  }
}
