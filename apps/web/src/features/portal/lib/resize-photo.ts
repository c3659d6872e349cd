import { fitWithin, PHOTO_QUALITY, sendableAsIs } from './photo-size';

type Drawable = { source: CanvasImageSource; width: number; height: number; close(): void };

/**
 * The picture of a file, upright as its camera meant it (EXIF orientation): an ImageBitmap where
 * the browser has one, else an <img>.
 */
async function decode(file: Blob): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        close: () => bitmap.close(),
      };
    } catch {
      // Some browsers decode a format only through <img>: tried below.
    }
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  };
}

/**
 * The photo as it is sent: drawn on a canvas at most 1600 px on its long side, as a JPEG of
 * quality 0.8, on the phone itself, so a 5 MB camera picture leaves as a few hundred KB (and
 * without its location data). Throws for a file the browser cannot read as a picture.
 */
async function resizePhoto(file: Blob): Promise<Blob> {
  const picture = await decode(file);
  try {
    const size = fitWithin(picture.width, picture.height);
    if (size.width === 0) throw new Error('The picture has no size');
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to draw on');
    // A transparent PNG turns black in a JPEG: white behind it instead.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(picture.source, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY),
    );
    if (!blob) throw new Error('The canvas made no picture');
    return blob;
  } finally {
    picture.close();
  }
}

/**
 * What is sent of a picture chosen: redrawn smaller, else (a browser that cannot redraw it) the
 * file itself when the server takes it as it is; null for a file that is no usable picture.
 */
export async function sendablePhoto(file: File): Promise<Blob | null> {
  try {
    return await resizePhoto(file);
  } catch {
    return sendableAsIs(file) ? file : null;
  }
}
