import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { refusalMessage } from './grid-texts';

describe('refusalMessage', () => {
  it('shows the server’s words for a refusal, the fallback otherwise', () => {
    const locked = new ApiError(409, 'CONFLICT', 'This item was saved and is locked');
    expect(refusalMessage(locked, 'fallback')).toBe('This item was saved and is locked');
    expect(refusalMessage(new ApiError(0, 'NETWORK_ERROR', 'offline'), 'fallback')).toBe(
      'fallback',
    );
    expect(refusalMessage(new ApiError(500, 'INTERNAL_ERROR', 'boom'), 'fallback')).toBe(
      'fallback',
    );
    expect(refusalMessage(new Error('x'), 'fallback')).toBe('fallback');
  });
});
