import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { failureText } from './pin-settings';

describe('failureText', () => {
  it("adds the server's message when there is one", () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'PIN must be exactly 4 digits');
    expect(failureText('settings.setFailed', error)).toBe(
      'Failed to set PIN: PIN must be exactly 4 digits',
    );
  });

  it('is the bare text when no message came', () => {
    expect(failureText('settings.removeFailed', new Error('?'))).toBe('Failed to remove PIN');
    expect(failureText('settings.changeFailed', new ApiError(500, 'INTERNAL_ERROR', ' '))).toBe(
      'Failed to change PIN',
    );
  });
});
