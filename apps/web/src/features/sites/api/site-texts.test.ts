import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { siteActionErrorMessage, siteLoadErrorMessage, siteTexts } from './site-texts';

describe('siteLoadErrorMessage', () => {
  it.each([
    [new ApiError(0, 'TIMEOUT', 'x'), siteTexts.timeout],
    [new ApiError(0, 'NETWORK_ERROR', 'x'), siteTexts.network],
    [new ApiError(401, 'UNAUTHORIZED', 'x'), siteTexts.unauthorized],
    [new ApiError(403, 'FORBIDDEN', 'x'), siteTexts.forbidden],
    [new ApiError(500, 'INTERNAL_ERROR', 'x'), siteTexts.serverError],
    [new ApiError(404, 'NOT_FOUND', 'x'), 'Failed to load sites: 404 - Not Found'],
    [new Error('boom'), siteTexts.loadFailed],
  ])('maps %o to the spec text', (error, text) => {
    expect(siteLoadErrorMessage(error)).toBe(text);
  });
});

describe('siteActionErrorMessage', () => {
  it("prefixes the server's error", () => {
    const error = new ApiError(409, 'CONFLICT', 'The site still has 2 assigned users.');
    expect(siteActionErrorMessage(error, siteTexts.deleteFailed)).toBe(
      'Error: The site still has 2 assigned users.',
    );
  });

  it('falls back without an answer', () => {
    const error = new ApiError(0, 'NETWORK_ERROR', 'offline');
    expect(siteActionErrorMessage(error, siteTexts.saveFailed)).toBe(siteTexts.saveFailed);
    expect(siteActionErrorMessage(new Error('x'), siteTexts.deleteFailed)).toBe(
      siteTexts.deleteFailed,
    );
  });
});
