import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isNetworkTrouble } from './network-trouble';

describe('isNetworkTrouble', () => {
  it('recognises a request without an answer and a screen whose code did not download', () => {
    expect(isNetworkTrouble(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(true);
    expect(isNetworkTrouble(new ApiError(0, 'TIMEOUT', 'slow'))).toBe(true);
    expect(isNetworkTrouble(new TypeError('Failed to fetch'))).toBe(true);
    expect(
      isNetworkTrouble(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
  });

  it("leaves the app's own failures and server answers alone", () => {
    expect(isNetworkTrouble(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBe(false);
    expect(
      isNetworkTrouble(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isNetworkTrouble('nope')).toBe(false);
  });
});
