import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  cellChangeSchema,
  checkCellValue,
  checklistInputSchema,
  checklistRules,
  checklistYears,
  isFailing,
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

describe('item kinds (issue 33)', () => {
  const ITEM = '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f';
  const parseItems = (items: object[]) =>
    checklistInputSchema.safeParse({ name: 'Rounds', category: 'electrical', items });

  it('makes every item without a kind a tick, as the specification sends them', () => {
    const parsed = parseItems([{ name: 'Lobby lights', description: '', isRequired: true }]);
    expect(parsed.success && parsed.data.items).toEqual([
      {
        name: 'Lobby lights',
        description: '',
        isRequired: true,
        kind: 'tick',
        unit: '',
        min: null,
        max: null,
        raiseWorkOrder: 'offer',
      },
    ]);
  });

  it('keeps a unit and a range only on a reading, and checks the range', () => {
    const parsed = parseItems([
      { name: 'Meter', kind: 'reading', unit: ' kV ', min: 10.5, max: 11.5 },
      { name: 'Note', kind: 'note', unit: 'kV', max: 3, raiseWorkOrder: 'always' },
    ]);
    expect(
      parsed.success &&
        parsed.data.items.map(({ unit, min, max, raiseWorkOrder }) => [
          unit,
          min,
          max,
          raiseWorkOrder,
        ]),
    ).toEqual([
      ['kV', 10.5, 11.5, 'offer'],
      ['', null, null, 'offer'],
    ]);
    const reversed = parseItems([{ name: 'Meter', kind: 'reading', min: 2, max: 1 }]);
    expect(reversed.success).toBe(false);
    expect(englishIssues(reversed)).toEqual([en('checklists.items.rangeReversed')]);
    expect(reversed.error?.issues[0]?.path).toEqual(['items', 0, 'max']);
    // A range on another kind is not kept, so it is not checked either.
    expect(parseItems([{ name: 'Pump', kind: 'pass_fail', min: 2, max: 1 }]).success).toBe(true);
    expect(
      parseItems([{ name: 'Meter', kind: 'reading', max: Number.POSITIVE_INFINITY }]).success,
    ).toBe(false);
  });

  it('fits a value to its kind: none for a tick, its own for the others, with completed', () => {
    expect(checkCellValue('tick', { state: 'completed' })).toBeNull();
    expect(checkCellValue('tick', { state: 'completed', reading: 1 })).toEqual({
      field: 'reading',
      message: 'checklists.values.tickTakesNoValue',
    });
    expect(checkCellValue('reading', { state: 'completed', reading: 0 })).toBeNull();
    expect(checkCellValue('reading', { state: 'initial' })).toBeNull();
    expect(checkCellValue('reading', { state: 'in-progress' })?.field).toBe('state');
    expect(checkCellValue('pass_fail', { state: 'completed', note: 'x' })).toEqual({
      field: 'note',
      message: 'checklists.values.onlyResult',
    });
    expect(checkCellValue('note', { state: 'completed' })).toEqual({
      field: 'note',
      message: 'checklists.values.noteRequired',
    });
    expect(checkCellValue('note', { state: 'initial', note: 'x' })?.message).toBe(
      'checklists.values.valueNeedsCompleted',
    );
  });

  it('tells what fails: a Fail, a reading outside an open or closed range', () => {
    const reading = { kind: 'reading' as const, min: 10, max: null };
    expect(isFailing(reading, { reading: 9.99 })).toBe(true);
    expect(isFailing(reading, { reading: 1e6 })).toBe(false);
    expect(isFailing({ kind: 'pass_fail', min: null, max: null }, { result: 'fail' })).toBe(true);
    expect(isFailing({ kind: 'pass_fail', min: null, max: null }, { result: 'na' })).toBe(false);
    expect(isFailing({ kind: 'note', min: null, max: null }, { note: 'broken' })).toBe(false);
  });

  it('refuses readings beyond ±1e9 and notes over 1000 characters', () => {
    const change = (fields: object) =>
      cellChangeSchema.safeParse({
        itemId: ITEM,
        date: '2026-06-15',
        state: 'completed',
        ...fields,
      }).success;
    expect(change({ reading: 1e9 })).toBe(true);
    expect(change({ reading: -1e9 - 1 })).toBe(false);
    expect(change({ reading: Number.NaN })).toBe(false);
    expect(change({ note: 'n'.repeat(1000) })).toBe(true);
    expect(change({ note: 'n'.repeat(1001) })).toBe(false);
  });
});
