import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { workOrderActionError, workOrderMessages } from './work-order-texts';

describe('workOrderActionError', () => {
  it("shows the server's reason for a refusal by state (409), else the spec text", () => {
    const locked = new ApiError(409, 'CONFLICT', 'Task is locked after due date');
    expect(workOrderActionError(locked, workOrderMessages.statusFailed)).toBe(
      'Task is locked after due date',
    );
    expect(
      workOrderActionError(
        new ApiError(500, 'INTERNAL_ERROR', 'x'),
        workOrderMessages.statusFailed,
      ),
    ).toBe('Failed to update task status. Please try again.');
    expect(workOrderActionError(new Error('offline'), workOrderMessages.deleteFailed)).toBe(
      'Failed to delete task. Please try again.',
    );
  });
});
