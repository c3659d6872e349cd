import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { siteActionErrorMessage, siteLoadErrorMessage } from './site-texts';

describe('siteLoadErrorMessage', () => {
  it.each([
    [new ApiError(0, 'TIMEOUT', 'x'), t('sites.timeout')],
    [new ApiError(0, 'NETWORK_ERROR', 'x'), t('sites.network')],
    [new ApiError(401, 'UNAUTHORIZED', 'x'), t('sites.unauthorized')],
    [new ApiError(403, 'FORBIDDEN', 'x'), t('sites.forbidden')],
    [new ApiError(500, 'INTERNAL_ERROR', 'x'), t('sites.serverError')],
    [new ApiError(404, 'NOT_FOUND', 'x'), 'Failed to load sites: 404 - Not Found'],
    [new Error('boom'), t('sites.loadFailed')],
  ])('maps %o to the spec text', (error, text) => {
    expect(siteLoadErrorMessage(error)).toBe(text);
  });
});

describe('siteActionErrorMessage', () => {
  it("prefixes the server's error", () => {
    const error = new ApiError(409, 'CONFLICT', 'The site still has 2 assigned users.');
    expect(siteActionErrorMessage(error, t('sites.deleteFailed'))).toBe(
      'Error: The site still has 2 assigned users.',
    );
  });

  it('falls back without an answer', () => {
    const error = new ApiError(0, 'NETWORK_ERROR', 'offline');
    expect(siteActionErrorMessage(error, t('sites.saveFailed'))).toBe(t('sites.saveFailed'));
    expect(siteActionErrorMessage(new Error('x'), t('sites.deleteFailed'))).toBe(
      t('sites.deleteFailed'),
    );
  });
});
