import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { decisionFailure, handleDecisionFailure } from './decision-failure';
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

describe('handleDecisionFailure', () => {
  const dialog = () => ({
    close: vi.fn(),
    tellClosed: vi.fn(),
    placeFields: vi.fn(),
    alert: vi.fn(),
  });

  it('closes and says why on an outdated decision, and does nothing else', () => {
    const seen = dialog();
    handleDecisionFailure(new ApiError(409, 'CONFLICT', 'Already accepted'), ['reason'], 'x', seen);
    expect(seen.tellClosed).toHaveBeenCalledWith('Already accepted');
    expect(seen.close).toHaveBeenCalledTimes(1);
    expect(seen.placeFields).not.toHaveBeenCalled();
    expect(seen.alert).not.toHaveBeenCalled();
  });

  it('places field errors, or keeps an alert, with the dialog open', () => {
    const fields = dialog();
    const invalid = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', { reason: 'Required' });
    handleDecisionFailure(invalid, ['reason'], 'x', fields);
    expect(fields.placeFields).toHaveBeenCalledWith([['reason', 'Required']]);
    expect(fields.close).not.toHaveBeenCalled();
    const other = dialog();
    handleDecisionFailure(new ApiError(500, 'INTERNAL_ERROR', 'boom'), ['reason'], 'Failed', other);
    expect(other.alert).toHaveBeenCalledWith('Failed');
    expect(other.close).not.toHaveBeenCalled();
  });
});
