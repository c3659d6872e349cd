import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { assetDeleteErrorMessage, assetSaveErrorMessage, isNotFound } from './asset-errors';

const openWork = t('assets.openWork', { count: 2 });

describe('asset error messages', () => {
  it('says why a delete was refused, otherwise the spec text', () => {
    expect(assetDeleteErrorMessage(new ApiError(409, 'CONFLICT', openWork))).toBe(openWork);
    expect(assetDeleteErrorMessage(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(
      t('assets.deleteFailed'),
    );
    expect(assetDeleteErrorMessage(new Error('x'))).toBe(t('assets.deleteFailed'));
  });

  it('leaves field errors to the fields', () => {
    const fields = new ApiError(400, 'VALIDATION_ERROR', 'bad', { name: t('assets.nameRequired') });
    expect(assetSaveErrorMessage(fields)).toBeNull();
    expect(assetSaveErrorMessage(new ApiError(409, 'CONFLICT', openWork))).toBe(openWork);
    expect(assetSaveErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(
      t('assets.saveFailed'),
    );
  });

  it('tells a missing asset from other failures', () => {
    expect(isNotFound(new ApiError(404, 'NOT_FOUND', 'Asset not found'))).toBe(true);
    expect(isNotFound(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(false);
  });
});
