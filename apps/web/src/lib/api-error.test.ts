import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsOf, serverReasonOr } from './api-error';

describe('serverReasonOr', () => {
  it("gives the server's words for a refusal (4xx)", () => {
    const locked = new ApiError(409, 'CONFLICT', 'This item was saved and is locked');
    expect(serverReasonOr(locked, 'fallback')).toBe('This item was saved and is locked');
    expect(serverReasonOr(new ApiError(404, 'NOT_FOUND', 'Asset not found'), 'fallback')).toBe(
      'Asset not found',
    );
  });

  it('gives the fallback when no answer came, the server failed or the error is not the API’s', () => {
    expect(serverReasonOr(new ApiError(0, 'NETWORK_ERROR', 'offline'), 'fallback')).toBe(
      'fallback',
    );
    expect(serverReasonOr(new ApiError(500, 'INTERNAL_ERROR', 'boom'), 'fallback')).toBe(
      'fallback',
    );
    expect(serverReasonOr(new Error('x'), 'fallback')).toBe('fallback');
  });

  it('gives the fallback for a refusal without words', () => {
    expect(serverReasonOr(new ApiError(400, 'BAD_REQUEST', ''), 'fallback')).toBe('fallback');
  });
});

describe('fieldErrorsOf', () => {
  it("keeps only the form's own fields, in the form's order", () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'bad', {
      other: 'ignored',
      startDate: 'Start date is required',
      reason: 'Reason is required',
    });
    expect(fieldErrorsOf(error, ['reason', 'startDate', 'endDate'] as const)).toEqual([
      ['reason', 'Reason is required'],
      ['startDate', 'Start date is required'],
    ]);
  });

  it('finds none in a failure that is not the API’s', () => {
    expect(fieldErrorsOf(new Error('x'), ['reason'] as const)).toEqual([]);
  });
});
