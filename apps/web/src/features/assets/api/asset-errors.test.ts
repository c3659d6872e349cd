import { assetTexts } from '@cmms/shared/assets';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { assetDeleteErrorMessage, assetSaveErrorMessage, isNotFound } from './asset-errors';

const openWork = assetTexts.openWork(2);

describe('asset error messages', () => {
  it('says why a delete was refused, otherwise the spec text', () => {
    expect(assetDeleteErrorMessage(new ApiError(409, 'CONFLICT', openWork))).toBe(openWork);
    expect(assetDeleteErrorMessage(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(
      assetTexts.deleteFailed,
    );
    expect(assetDeleteErrorMessage(new Error('x'))).toBe(assetTexts.deleteFailed);
  });

  it('leaves field errors to the fields', () => {
    const fields = new ApiError(400, 'VALIDATION_ERROR', 'bad', { name: assetTexts.nameRequired });
    expect(assetSaveErrorMessage(fields)).toBeNull();
    expect(assetSaveErrorMessage(new ApiError(409, 'CONFLICT', openWork))).toBe(openWork);
    expect(assetSaveErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(
      assetTexts.saveFailed,
    );
  });

  it('tells a missing asset from other failures', () => {
    expect(isNotFound(new ApiError(404, 'NOT_FOUND', 'Asset not found'))).toBe(true);
    expect(isNotFound(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(false);
  });
});
