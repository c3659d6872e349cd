import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { unlockErrorMessage } from './unlock';

describe('unlockErrorMessage', () => {
  it('says the PIN is wrong on a 400, whatever the server wrote', () => {
    expect(
      unlockErrorMessage(new ApiError(400, 'BAD_REQUEST', 'Incorrect PIN. Please try again.')),
    ).toBe(t('appLock.incorrectPin'));
  });

  it("shows the server's reason for a lock or a refusal", () => {
    const lock = 'Too many incorrect PIN attempts. PIN sign-in is locked; try again in 15 minutes.';
    expect(unlockErrorMessage(new ApiError(429, 'TOO_MANY_REQUESTS', lock))).toBe(lock);
    expect(unlockErrorMessage(new ApiError(403, 'FORBIDDEN', 'Deactivated'))).toBe('Deactivated');
  });

  it('shows the connection text when no answer came, and a generic one otherwise', () => {
    expect(unlockErrorMessage(new ApiError(0, 'NETWORK_ERROR', t('auth.networkError')))).toBe(
      t('auth.networkError'),
    );
    expect(unlockErrorMessage(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBe(
      t('auth.unexpected'),
    );
    expect(unlockErrorMessage(new Error('x'))).toBe(t('auth.unexpected'));
  });
});
