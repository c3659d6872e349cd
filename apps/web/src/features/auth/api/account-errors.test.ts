import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { accountErrorMessage } from './account-errors';

const fallback = t('account.registrationFailed');

describe('accountErrorMessage', () => {
  it("shows the server's reason for a refusal", () => {
    const taken = new ApiError(409, 'CONFLICT', t('account.emailTaken'));
    expect(accountErrorMessage(taken, fallback)).toBe(t('account.emailTaken'));
  });

  it('says the server is slow on a timeout, and the generic text when nothing answered', () => {
    expect(accountErrorMessage(new ApiError(0, 'TIMEOUT', 'x'), fallback)).toBe(
      'The server is taking too long to respond. Please try again later.',
    );
    expect(accountErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'x'), fallback)).toBe(
      'An error occurred. Please try again.',
    );
    expect(accountErrorMessage(new Error('bug'), fallback)).toBe(t('account.genericError'));
  });

  it("uses the screen's own text for a server fault", () => {
    const fault = new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
    expect(accountErrorMessage(fault, fallback)).toBe('Registration failed. Please try again.');
  });
});
