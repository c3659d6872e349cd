import { t } from '../i18n/i18n';

/** requirements/product.md#errors: what a refused camera says, wherever the camera is asked for. */
export const cameraDeniedText = () => t('shell.cameraDenied');
/** requirements/product.md#limits: photos are taken at JPEG quality 90. */
const CAMERA_PHOTO_QUALITY = 90;

export type CaptureFailure = 'cancelled' | 'denied' | 'failed';

/**
 * Why the camera or the scanner gave nothing. The Capacitor plugins reject with words, not codes:
 * 'User cancelled photos app', 'scan canceled.', 'User denied access to camera(.)' on Android and
 * iOS alike.
 */
export function captureFailureOf(error: unknown): CaptureFailure {
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (/denied|permission/i.test(message)) return 'denied';
  if (/cancel/i.test(message)) return 'cancelled';
  return 'failed';
}

export type PhotoResult = { status: 'taken'; dataUrl: string } | { status: CaptureFailure };

/**
 * A new photo from the native camera as a JPEG data URL, at most `maxSide` pixels on its long
 * side (native app only; the plugin asks for the permission itself).
 */
export async function takeNativePhoto(maxSide: number): Promise<PhotoResult> {
  const { Camera, CameraResultType, CameraSource } = await import('@capacitor/camera');
  try {
    const photo = await Camera.getPhoto({
      source: CameraSource.Camera,
      resultType: CameraResultType.DataUrl,
      quality: CAMERA_PHOTO_QUALITY,
      width: maxSide,
      height: maxSide,
      correctOrientation: true,
      saveToGallery: false,
    });
    return photo.dataUrl ? { status: 'taken', dataUrl: photo.dataUrl } : { status: 'failed' };
  } catch (error) {
    return { status: captureFailureOf(error) };
  }
}

export type PhotoFileResult = { status: 'taken'; file: File } | { status: CaptureFailure };

/**
 * A new photo from the native camera as a JPEG file, for the uploads that take files (a work
 * order's, an asset's, a checklist cell's): named by when it was taken.
 */
export async function takeNativePhotoFile(maxSide: number): Promise<PhotoFileResult> {
  const photo = await takeNativePhoto(maxSide);
  if (photo.status !== 'taken') return photo;
  try {
    const blob = await (await fetch(photo.dataUrl)).blob();
    const name = `photo-${new Date().toISOString().replace(/[:.]/g, '-')}.jpg`;
    return { status: 'taken', file: new File([blob], name, { type: blob.type || 'image/jpeg' }) };
  } catch {
    return { status: 'failed' };
  }
}
