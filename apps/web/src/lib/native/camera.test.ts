import { describe, expect, it } from 'vitest';
import { captureFailureOf } from './camera';

describe('captureFailureOf', () => {
  it("reads the plugins' refusals as a denied permission", () => {
    expect(captureFailureOf(new Error('User denied access to camera'))).toBe('denied');
    expect(captureFailureOf(new Error('User denied access to camera.'))).toBe('denied');
  });

  it('reads a closed camera or scanner as the user changing their mind', () => {
    expect(captureFailureOf(new Error('User cancelled photos app'))).toBe('cancelled');
    expect(captureFailureOf(new Error('scan canceled.'))).toBe('cancelled');
  });

  it('calls anything else a failure', () => {
    expect(captureFailureOf(new Error('Unable to process image'))).toBe('failed');
    expect(captureFailureOf(undefined)).toBe('failed');
  });
});
