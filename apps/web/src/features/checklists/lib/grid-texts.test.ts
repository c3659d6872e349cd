import { checklistTexts } from '@cmms/shared/checklists';
import { DEFAULT_ROLE_PERMISSIONS } from '@cmms/shared/permissions';
import { describe, expect, it } from 'vitest';
import { emptyGridText, gridTexts } from './grid-texts';

const as = (role: string) => ({
  role,
  permissions: DEFAULT_ROLE_PERMISSIONS[role] ?? [],
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
