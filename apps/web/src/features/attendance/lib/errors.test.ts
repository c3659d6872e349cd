import { attendanceTexts } from '@cmms/shared/attendance';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { failureMessage, reasonOf } from './errors';

const FALLBACK = attendanceTexts.submitLeaveFailed;

describe('failureMessage', () => {
  it("gives the server's reason for a refusal", () => {
    const overlap = new ApiError(409, 'CONFLICT', attendanceTexts.leaveOverlap);
    expect(failureMessage(overlap, FALLBACK)).toBe(attendanceTexts.leaveOverlap);
  });

  it("gives the spec's text for a server failure or anything unknown", () => {
    expect(failureMessage(new ApiError(500, 'INTERNAL_ERROR', 'boom'), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });

  it('says network error when no answer came', () => {
    expect(failureMessage(new ApiError(0, 'NETWORK_ERROR', 'x'), FALLBACK)).toBe(
      attendanceTexts.networkError,
    );
  });
});

describe('reasonOf', () => {
  it("is the failure's message, or the network text without an answer", () => {
    expect(reasonOf(new ApiError(500, 'INTERNAL_ERROR', 'Database is down'))).toBe(
      'Database is down',
    );
    expect(reasonOf(new ApiError(0, 'TIMEOUT', 'slow'))).toBe(attendanceTexts.networkError);
  });
});
