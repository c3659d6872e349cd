import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';

describe('the screens’ counts (ICU plurals)', () => {
  it('says one or many in English as before', () => {
    expect(t('checklists.manage.items', { count: 1 })).toBe('1 item');
    expect(t('checklists.manage.items', { count: 3 })).toBe('3 items');
    expect(t('checklists.checklistCount', { count: 1 })).toBe('1 checklist');
    expect(t('checklists.checklistCount', { count: 0 })).toBe('0 checklists');
    expect(t('checklists.grid.keptTicks', { count: 1 })).toBe(
      '1 tick saved on this device, waiting to sync.',
    );
    expect(t('checklists.grid.keptTicks', { count: 5 })).toBe(
      '5 ticks saved on this device, waiting to sync.',
    );
    expect(t('checklists.manage.countNoun', { count: 2 })).toBe('checklists');
    expect(t('checklists.categoryInUse', { count: 2 })).toBe(
      'This category still holds 2 checklists; move or delete them first',
    );
    // The dialog's sentence ends in each language's own full stop (Hindi's ।), not a "." of ours.
    expect(t('checklists.categoryInUseNotice', { count: 1 })).toBe(
      'This category still holds 1 checklist; move or delete them first.',
    );
  });
});
