/** requirements/sites.md#validation: any image type is accepted; it is sent as a JPEG small enough for the 1 MB limit. */
export const IMAGE_MAX_SIDE = 1024;
const IMAGE_QUALITY = 0.85;

/** The size that fits `maxSide` on the long side, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, maxSide = IMAGE_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Draws the picture on a canvas at most 1024 px on the long side and returns a JPEG data URL.
 * The browser decodes whatever image type it can read, so any picture it shows is accepted.
 */
export async function resizeImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    // JPEG has no transparency: a white ground instead of black behind transparent pixels.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', IMAGE_QUALITY);
  } finally {
    bitmap.close();
  }
}
