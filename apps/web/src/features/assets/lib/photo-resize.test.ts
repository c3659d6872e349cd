import { describe, expect, it } from 'vitest';
import { jpegName, needsReencoding, PHOTO_MAX_SIDE, scaledSize } from './photo-resize';

describe('the size a photo is sent at', () => {
  it('brings a 12 MP camera photo to 2048 px on its long side, in either orientation', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    // A quarter of the pixels or less: what makes it well under 1 MB as a JPEG.
    const { width, height } = scaledSize(4032, 3024);
    expect((width * height) / (4032 * 3024)).toBeLessThan(0.26);
  });

  it('never enlarges a photo within the limit, and keeps at least a pixel', () => {
    expect(scaledSize(2048, 1000)).toEqual({ width: 2048, height: 1000 });
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(scaledSize(20_000, 3)).toEqual({ width: 2048, height: 1 });
  });

  it('rounds to whole pixels', () => {
    expect(scaledSize(3000, 2001)).toEqual({ width: 2048, height: 1366 });
  });
});

describe('which photos are drawn again as JPEG', () => {
  it('only those past the long side, or of a type the server refuses', () => {
    expect(needsReencoding('image/jpeg', PHOTO_MAX_SIDE + 1, 100)).toBe(true);
    expect(needsReencoding('image/png', 100, PHOTO_MAX_SIDE + 1)).toBe(true);
    expect(needsReencoding('image/jpeg', PHOTO_MAX_SIDE, PHOTO_MAX_SIDE)).toBe(false);
    expect(needsReencoding('image/heic', 1000, 800)).toBe(true);
  });

  it('never a GIF, however large', () => {
    expect(needsReencoding('image/gif', 5000, 5000)).toBe(false);
  });
});

describe('the name of a re-encoded photo', () => {
  it('keeps the name with a .jpg extension', () => {
    expect(jpegName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegName('pump.front.png')).toBe('pump.front.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('.png.jpg');
  });
});
