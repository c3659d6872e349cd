import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { decisionFailure } from './decision-failure';
import { isOutdated } from './decisions';

describe('decisionFailure', () => {
  it("closes on a decision someone else made first, with the server's words", () => {
    const conflict = new ApiError(409, 'CONFLICT', 'This request was already accepted');
    expect(isOutdated(conflict)).toBe(true);
    expect(decisionFailure(conflict, ['reason'], 'Could not reject the request.')).toEqual({
      kind: 'outdated',
      message: 'This request was already accepted',
    });
    expect(isOutdated(new ApiError(404, 'NOT_FOUND', 'Request not found'))).toBe(true);
  });

  it('puts field errors under their fields', () => {
    const invalid = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', {
      reason: 'Reason is required',
      other: 'x',
    });
    expect(decisionFailure(invalid, ['reason'], 'fallback')).toEqual({
      kind: 'fields',
      errors: [['reason', 'Reason is required']],
    });
  });

  it("keeps anything else in the dialog, without a server's 5xx text", () => {
    expect(
      decisionFailure(new ApiError(403, 'FORBIDDEN', 'Not your site'), ['taskId'], 'fallback'),
    ).toEqual({ kind: 'alert', message: 'Not your site' });
    expect(
      decisionFailure(new ApiError(500, 'INTERNAL_ERROR', 'boom'), ['taskId'], 'fallback'),
    ).toEqual({ kind: 'alert', message: 'fallback' });
    expect(isOutdated(new Error('x'))).toBe(false);
  });
});
