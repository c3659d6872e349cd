import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { failureMessage, reasonOf } from './errors';

const FALLBACK = t('attendance.submitLeaveFailed');

describe('failureMessage', () => {
  it("gives the server's reason for a refusal", () => {
    const overlap = new ApiError(409, 'CONFLICT', t('attendance.leaveOverlap'));
    expect(failureMessage(overlap, FALLBACK)).toBe(t('attendance.leaveOverlap'));
  });

  it("gives the spec's text for a server failure or anything unknown", () => {
    expect(failureMessage(new ApiError(500, 'INTERNAL_ERROR', 'boom'), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });

  it('says network error when no answer came', () => {
    expect(failureMessage(new ApiError(0, 'NETWORK_ERROR', 'x'), FALLBACK)).toBe(
      t('attendance.networkError'),
    );
  });
});

describe('reasonOf', () => {
  it("is the failure's message, or the network text without an answer", () => {
    expect(reasonOf(new ApiError(500, 'INTERNAL_ERROR', 'Database is down'))).toBe(
      'Database is down',
    );
    expect(reasonOf(new ApiError(0, 'TIMEOUT', 'slow'))).toBe(t('attendance.networkError'));
  });
});
