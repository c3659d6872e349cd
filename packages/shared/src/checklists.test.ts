import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  checklistRules,
  checklistYears,
  nextCellState,
  summarize,
} from './checklists';
import { en, englishIssues, translatorFor } from './i18n/source-translators';
import { defaultPermissionsOf } from './permissions';

describe('checklist rules (requirements/checklists.md#who-may-do-what)', () => {
  // A role with its default permissions; a custom role with the list it was given.
  const caller = (role: string, permissions: readonly string[] = defaultPermissionsOf(role)) => ({
    id: 'me',
    role,
    permissions,
  });

  it('lets managers define, supervisors and up assign, and the client only read', () => {
    expect(
      ['admin', 'superadmin', 'manager'].map((r) => checklistRules.canManage(caller(r))),
    ).toEqual([true, true, true]);
    expect(checklistRules.canManage(caller('supervisor'))).toBe(false);
    expect(checklistRules.canAssign(caller('supervisor'))).toBe(true);
    expect(checklistRules.canAssign(caller('technician'))).toBe(false);
    expect(checklistRules.canRecordFor(caller('client'), 'me')).toBe(false);
  });

  it('lets field staff tick only their own cells, supervisors anyone’s', () => {
    for (const role of ['technician', 'electrician', 'housekeeping']) {
      expect(checklistRules.canRecordFor(caller(role), 'me'), role).toBe(true);
      expect(checklistRules.canRecordFor(caller(role), 'someone'), role).toBe(false);
    }
    expect(checklistRules.canRecordFor(caller('supervisor'), 'someone')).toBe(true);
    expect(checklistRules.seesOnlyAssigned(caller('housekeeping'))).toBe(true);
    expect(checklistRules.seesOnlyAssigned(caller('inspector'))).toBe(false);
  });

  it('gives a custom role exactly what its Tasks permissions carry (issue 29)', () => {
    const inspector = (permissions: string[]) => caller('inspector', permissions);
    expect(checklistRules.canView(inspector(['view_sites']))).toBe(false);
    expect(checklistRules.canRecordFor(inspector(['view_tasks']), 'me')).toBe(false);
    expect(checklistRules.canRecordFor(inspector(['update_tasks']), 'me')).toBe(true);
    expect(checklistRules.canRecordFor(inspector(['cleaning_permissions']), 'me')).toBe(true);
    expect(checklistRules.canRecordFor(inspector(['update_tasks']), 'someone')).toBe(false);
    expect(checklistRules.canAssign(inspector(['assign_tasks']))).toBe(true);
    expect(checklistRules.canManage(inspector(['assign_tasks']))).toBe(true);
    expect(checklistRules.seesOnlyAssigned(inspector([]))).toBe(false);
  });

  it('never offers admin, manager, client or superadmin for assignment (requirements/checklists.md#validation)', () => {
    expect(['admin', 'Manager', 'client', 'superadmin'].some(checklistRules.isAssignableRole)).toBe(
      false,
    );
    expect(
      ['supervisor', 'technician', 'housekeeping'].every(checklistRules.isAssignableRole),
    ).toBe(true);
  });
});

describe('category keys (requirements/checklists.md#validation)', () => {
  it('lower-cases the key and turns spaces into hyphens', () => {
    expect(categoryInputSchema.parse({ key: ' Night  Rounds_2 ', name: 'N' }).key).toBe(
      'night-rounds_2',
    );
  });
  it('refuses other characters', () => {
    const result = categoryInputSchema.safeParse({ key: 'roof/top', name: 'Roof' });
    expect(englishIssues(result)).toEqual([
      'Category key can only contain letters, numbers, hyphens, and underscores',
    ]);
  });
  it('names the field and its size in the words of the spec', () => {
    const result = categoryInputSchema.safeParse({ key: 'k'.repeat(51), name: 'n'.repeat(101) });
    expect(englishIssues(result)).toEqual([
      'Category key must be at most 50 characters',
      'Category name must be at most 100 characters',
    ]);
  });
});

describe('checklist messages that count (ICU plurals)', () => {
  it('says one checklist, or how many', () => {
    expect(en('checklists.categoryInUse', { count: 1 })).toBe(
      'This category still holds 1 checklist; move or delete them first',
    );
    expect(en('checklists.categoryInUse', { count: 3 })).toBe(
      'This category still holds 3 checklists; move or delete them first',
    );
    expect(en('checklists.checklistCount', { count: 0 })).toBe('0 checklists');
    expect(en('checklists.checklistCount', { count: 1 })).toBe('1 checklist');
  });
  it('counts the items of an activity entry', () => {
    const ticked = (count: number) =>
      en('checklists.activity.ticked', { count, checklist: 'Rounds', person: 'Sam' });
    expect(ticked(1)).toBe('1 item of checklist "Rounds" ticked for Sam');
    expect(ticked(4)).toBe('4 items of checklist "Rounds" ticked for Sam');
    expect(en('checklists.activity.saved', { checklist: 'Rounds', person: 'Sam', count: 1 })).toBe(
      'Checklist "Rounds" saved for Sam: 1 item locked',
    );
    expect(en('checklists.activity.created', { checklist: 'Rounds', count: 3 })).toBe(
      'Checklist "Rounds" created with 3 items',
    );
  });
  it('counts the ticks kept on the device and the items of a card', () => {
    expect(en('checklists.grid.keptTicks', { count: 1 })).toBe(
      '1 tick saved on this device, waiting to sync.',
    );
    expect(en('checklists.grid.keptTicks', { count: 2 })).toBe(
      '2 ticks saved on this device, waiting to sync.',
    );
    expect(en('checklists.manage.items', { count: 1 })).toBe('1 item');
    expect(en('checklists.manage.items', { count: 12 })).toBe('12 items');
    expect(en('checklists.manage.countNoun', { count: 1 })).toBe('checklist');
  });
  it('uses the forms each language counts with: Arabic’s one, two and few, Hindi’s one and other', () => {
    const arabic = translatorFor('ar');
    const inUse = (count: number) => arabic.t('checklists.categoryInUse', { count });
    expect(inUse(1)).toContain('قائمة تحقق واحدة');
    expect(inUse(2)).toContain('قائمتي تحقق');
    expect(inUse(3)).toContain('3 قوائم تحقق');
    expect(inUse(11)).toContain('11 قائمة تحقق');
    expect(arabic.t('checklists.manage.items', { count: 2 })).toBe('عنصران');
    const hindi = translatorFor('hi');
    expect(hindi.t('checklists.categoryInUse', { count: 1 })).toContain('1 चेकलिस्ट है;');
    expect(hindi.t('checklists.categoryInUse', { count: 4 })).toContain('4 चेकलिस्ट हैं;');
    expect(translatorFor('es').t('checklists.checklistCount', { count: 1 })).toBe(
      '1 lista de verificación',
    );
  });
});

describe('cells and progress (requirements/checklists.md#states)', () => {
  it('moves initial, in progress, completed, initial', () => {
    expect(nextCellState('initial')).toBe('in-progress');
    expect(nextCellState('in-progress')).toBe('completed');
    expect(nextCellState('completed')).toBe('initial');
  });
  it('counts completed over items × days, rounded, and the locked cells', () => {
    const cells = [
      { state: 'completed' as const, locked: true },
      { state: 'completed' as const, locked: false },
      { state: 'in-progress' as const, locked: false },
    ];
    expect(summarize(3, 30, cells)).toEqual({ completed: 2, total: 90, percent: 2, locked: 1 });
    expect(summarize(0, 30, [])).toEqual({ completed: 0, total: 0, percent: 0, locked: 0 });
  });
  it('offers the years 2023 to next year', () => {
    expect(checklistYears(new Date(2027, 0, 1))).toEqual([2023, 2024, 2025, 2026, 2027, 2028]);
  });
});
