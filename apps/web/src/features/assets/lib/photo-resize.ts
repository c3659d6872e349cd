import { ACCEPTED_FILE_TYPES } from '@cmms/shared/attachments';

/**
 * Photos are made smaller on the phone before they travel (issue 33): a 12 MP camera photo is 3
 * to 6 MB; at 2048 px on its long side and JPEG quality 0.8 it is about 0.3 to 0.7 MB, still
 * sharp enough to read a nameplate, and a waiting photo takes that much less of the budget.
 */
export const PHOTO_MAX_SIDE = 2048;
const PHOTO_QUALITY = 0.8;

/** The size that fits `maxSide` on the long side, keeping the proportions; never enlarged. */
export function scaledSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const acceptedType = (type: string) => type in ACCEPTED_FILE_TYPES;

/**
 * Whether a decoded photo is drawn again as a JPEG: larger than the long side allows, or of a
 * type the server does not take but the browser can read (an iPhone's HEIC). A GIF is never
 * redrawn: it would lose its animation.
 */
export function needsReencoding(type: string, width: number, height: number) {
  if (type === 'image/gif') return false;
  return Math.max(width, height) > PHOTO_MAX_SIDE || !acceptedType(type);
}

/** The name with a .jpg extension: the server checks the name against the bytes. */
export function jpegName(name: string) {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base || 'photo'}.jpg`;
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      drawOnWhite(context, bitmap, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_QUALITY });
    }
  }
  // Safari before 16.4 has no OffscreenCanvas.
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  drawOnWhite(context, bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      PHOTO_QUALITY,
    ),
  );
}

type Context2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
function drawOnWhite(context: Context2d, bitmap: ImageBitmap, width: number, height: number) {
  // JPEG has no transparency: white, not black, behind a transparent PNG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
}

/**
 * The photo as it is sent: scaled and re-encoded when `needsReencoding` says so, upright as the
 * camera held it (EXIF orientation applied on decoding, since the server strips EXIF), else the
 * file itself. A picture the browser cannot decode goes as it is, for the server to judge.
 */
export async function photoForUpload(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif') return file;
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    if (!needsReencoding(file.type, bitmap.width, bitmap.height)) return file;
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const jpeg = await encodeJpeg(bitmap, width, height);
    return new File([jpeg], jpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}
