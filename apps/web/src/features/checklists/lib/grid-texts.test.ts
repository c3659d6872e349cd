import { checklistTexts } from '@cmms/shared/checklists';
import { DEFAULT_ROLE_PERMISSIONS } from '@cmms/shared/permissions';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { emptyGridText, gridTexts, refusalMessage } from './grid-texts';

const as = (role: string) => ({
  role,
  permissions: DEFAULT_ROLE_PERMISSIONS[role] ?? [],
});

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

describe('emptyGridText', () => {
  it('asks those who may create checklists to create them, in the words of the spec', () => {
    expect(emptyGridText(as('manager'), 'no-checklist')).toBe(checklistTexts.placeholderItem);
    expect(emptyGridText(as('admin'), 'no-items')).toBe(checklistTexts.placeholderItem);
  });

  it('tells everyone else what is true for them, not to create what they cannot', () => {
    expect(emptyGridText(as('technician'), 'no-checklist')).toBe(gridTexts.noneAssigned);
    expect(emptyGridText(as('housekeeping'), 'no-checklist')).toBe(gridTexts.noneAssigned);
    expect(emptyGridText(as('supervisor'), 'no-checklist')).toBe(gridTexts.noneAtSites);
    expect(emptyGridText(as('client'), 'no-checklist')).toBe(gridTexts.noneAtSites);
    expect(emptyGridText(as('technician'), 'no-items')).toBe(gridTexts.noItems);
  });
});
