import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { assetsShownText, workOrderActionError } from './work-order-texts';

describe('workOrderActionError', () => {
  it("shows the server's reason for a refusal by state (409), else the spec text", () => {
    const locked = new ApiError(409, 'CONFLICT', 'Task is locked after due date');
    expect(workOrderActionError(locked, t('workOrders.statusFailed'))).toBe(
      'Task is locked after due date',
    );
    expect(
      workOrderActionError(new ApiError(500, 'INTERNAL_ERROR', 'x'), t('workOrders.statusFailed')),
    ).toBe('Failed to update task status. Please try again.');
    expect(workOrderActionError(new Error('offline'), t('workOrders.deleteFailed'))).toBe(
      'Failed to delete task. Please try again.',
    );
  });
});

describe('assetsShownText', () => {
  it('says how many of the site’s assets the picker lists, in the singular for one', () => {
    expect(assetsShownText(25, 140)).toBe('Showing 25 of 140 assets: type to narrow the list.');
    expect(assetsShownText(1, 1)).toBe('1 matching asset.');
    expect(assetsShownText(0, 0)).toBe('0 matching assets.');
    expect(assetsShownText(3, 3)).toBe('3 matching assets.');
    // As the template wrote it: no grouping of a large count.
    expect(assetsShownText(1200, 1200)).toBe('1200 matching assets.');
  });
});
