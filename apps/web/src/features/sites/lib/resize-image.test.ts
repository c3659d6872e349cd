import { describe, expect, it } from 'vitest';
import { fitWithin } from './resize-image';

describe('fitWithin', () => {
  it('shrinks the long side to 1024 px, keeping proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(1500, 3000)).toEqual({ width: 512, height: 1024 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('keeps at least one pixel', () => {
    expect(fitWithin(10_000, 1)).toEqual({ width: 1024, height: 1 });
  });
});
