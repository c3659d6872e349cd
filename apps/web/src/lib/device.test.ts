import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device';

const desktop = {
  native: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36',
  hasTouch: false,
  width: 1366,
};

describe('isMobileDevice (requirements/product.md#roles)', () => {
  it('is false for a desktop browser', () => {
    expect(isMobileDevice(desktop)).toBe(false);
  });

  it('is true inside the native app, whatever the width', () => {
    expect(isMobileDevice({ ...desktop, native: true })).toBe(true);
  });

  it('is true for a phone user agent', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130 Mobile Safari/537.36';
    expect(isMobileDevice({ ...desktop, userAgent: iphone })).toBe(true);
    expect(isMobileDevice({ ...desktop, userAgent: android })).toBe(true);
  });

  it('is true for touch at 768 px or less, not for a wider touch screen', () => {
    expect(isMobileDevice({ ...desktop, hasTouch: true, width: 768 })).toBe(true);
    expect(isMobileDevice({ ...desktop, hasTouch: true, width: 769 })).toBe(false);
    expect(isMobileDevice({ ...desktop, hasTouch: false, width: 390 })).toBe(false);
  });
});
