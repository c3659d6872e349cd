import { REQUEST_LIMITS } from '@cmms/shared/requests';
import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_MAX_SIDE, sendableAsIs } from './photo-size';

describe('fitWithin', () => {
  it('brings the long side down to 1600 px, keeping the proportions', () => {
    // A 12 MP phone photo, landscape and portrait.
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 1816)).toEqual({ width: 1600, height: 721 });
    expect(fitWithin(5000, 5000)).toEqual({ width: 1600, height: 1600 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(PHOTO_MAX_SIDE, 900)).toEqual({ width: PHOTO_MAX_SIDE, height: 900 });
  });

  it('keeps a very thin picture at least one pixel wide', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 1600, height: 1 });
  });

  it('gives nothing for a picture without a size', () => {
    expect(fitWithin(0, 300)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.NaN, 300)).toEqual({ width: 0, height: 0 });
  });

  it('takes another limit', () => {
    expect(fitWithin(1000, 500, 100)).toEqual({ width: 100, height: 50 });
  });
});

describe('sendableAsIs', () => {
  it('takes the types the server takes, within its size', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(sendableAsIs({ type, size: 1000 })).toBe(true);
    }
    expect(sendableAsIs({ type: 'image/jpeg', size: REQUEST_LIMITS.photoBytes })).toBe(true);
    expect(sendableAsIs({ type: 'image/jpeg', size: REQUEST_LIMITS.photoBytes + 1 })).toBe(false);
    expect(sendableAsIs({ type: 'image/jpeg', size: 0 })).toBe(false);
    expect(sendableAsIs({ type: 'image/heic', size: 1000 })).toBe(false);
    expect(sendableAsIs({ type: '', size: 1000 })).toBe(false);
  });
});
