import { DEFAULT_ROLE_PERMISSIONS } from '@cmms/shared/permissions';
import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import { emptyGridText } from './grid-texts';

const as = (role: string) => ({
  role,
  permissions: DEFAULT_ROLE_PERMISSIONS[role] ?? [],
});

describe('emptyGridText', () => {
  it('asks those who may create checklists to create them, in the words of the spec', () => {
    expect(emptyGridText(as('manager'), 'no-checklist')).toBe(
      'No items available - Please create checklists',
    );
    expect(emptyGridText(as('admin'), 'no-items')).toBe(t('checklists.placeholderItem'));
  });

  it('tells everyone else what is true for them, not to create what they cannot', () => {
    const noneAssigned = t('checklists.grid.noneAssigned');
    expect(emptyGridText(as('technician'), 'no-checklist')).toBe(noneAssigned);
    expect(emptyGridText(as('housekeeping'), 'no-checklist')).toBe(noneAssigned);
    expect(emptyGridText(as('supervisor'), 'no-checklist')).toBe(t('checklists.grid.noneAtSites'));
    expect(emptyGridText(as('client'), 'no-checklist')).toBe(t('checklists.grid.noneAtSites'));
    expect(emptyGridText(as('technician'), 'no-items')).toBe(t('checklists.grid.noItems'));
  });
});
