import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { profileErrorMessage } from './profile';

describe('profileErrorMessage', () => {
  it('uses the spec texts for 401, 404 and 5xx', () => {
    expect(profileErrorMessage(new ApiError(401, 'UNAUTHORIZED', 'expired'))).toBe(
      'Authentication failed. Please log in again.',
    );
    expect(profileErrorMessage(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(t('profile.notFound'));
    expect(profileErrorMessage(new ApiError(503, 'SERVICE_UNAVAILABLE', 'x'))).toBe(
      'Server error. Please try again later.',
    );
  });

  it("shows the server's message otherwise, and the connection text when nothing answered", () => {
    expect(profileErrorMessage(new ApiError(403, 'FORBIDDEN', 'Not allowed'))).toBe('Not allowed');
    expect(profileErrorMessage(new ApiError(0, 'NETWORK_ERROR', t('auth.networkError')))).toBe(
      t('auth.networkError'),
    );
    expect(profileErrorMessage(new Error('boom'))).toBe(t('auth.unexpected'));
  });
});
