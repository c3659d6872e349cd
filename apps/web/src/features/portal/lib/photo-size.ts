import { REQUEST_LIMITS } from '@cmms/shared/requests';

/** The longest side a photo is sent with: enough to see a leak or a broken part, small to send. */
export const PHOTO_MAX_SIDE = 1600;
/** The JPEG quality the photo is sent with. */
export const PHOTO_QUALITY = 0.8;

/**
 * The size a photo of `width` × `height` is drawn at: its proportions kept, its longest side at
 * most `maxSide`, never enlarged, never below one pixel.
 */
export function fitWithin(
  width: number,
  height: number,
  maxSide = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(height * scale))),
  };
}

/** The pictures the server takes as they are. */
const SENT_AS_IS = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Whether a picture the browser could not redraw may still be sent as it is: one of the types
 * the server takes, within its size.
 */
export const sendableAsIs = (file: { type: string; size: number }) =>
  SENT_AS_IS.includes(file.type) && file.size > 0 && file.size <= REQUEST_LIMITS.photoBytes;
