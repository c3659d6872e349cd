import type { Checklist } from '@cmms/shared/checklists';
import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import {
  assignmentChanges,
  type ChecklistFormValues,
  categoryKeyPreview,
  checkCategoryUpdate,
  checkChecklistForm,
  checklistFormDefaults,
  checklistResolver,
  checkNewCategory,
  emptyItem,
  formFieldErrors,
  toChecklistInput,
} from './checklist-form';

const SITE = '74dd209a-d15d-4fec-ac10-28b19be85a8e';
const ITEM_A = '1fed40d5-dc2d-4c43-811b-3386d4ba8e02';
const ITEM_B = 'cca2d9de-592e-4863-bfa1-29299db3f6a9';

const checklist: Checklist = {
  id: 'd1b68264-7f5c-4201-89c1-0bc8747efb71',
  name: 'Daily lobby round',
  category: 'housekeeping',
  description: 'Morning round',
  siteId: SITE,
  site: { id: SITE, name: 'Harbor View Towers' },
  items: [
    {
      id: ITEM_A,
      name: 'Mop floor',
      description: '',
      isRequired: true,
      kind: 'tick',
      unit: '',
      min: null,
      max: null,
      raiseWorkOrder: 'offer',
    },
    {
      id: ITEM_B,
      name: 'Empty bins',
      description: 'All floors',
      isRequired: false,
      kind: 'tick',
      unit: '',
      min: null,
      max: null,
      raiseWorkOrder: 'offer',
    },
  ],
  assignments: [],
  isActive: false,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
};

const valid = (): ChecklistFormValues => ({
  name: ' Pump check ',
  category: 'plumbing',
  siteId: SITE,
  description: '',
  isActive: true,
  items: [{ ...emptyItem(), name: 'Pressure' }],
});

describe('checklistFormDefaults', () => {
  it('starts a new checklist with one empty item and the given category and site', () => {
    expect(checklistFormDefaults(null, { category: 'safety', siteId: SITE })).toEqual({
      name: '',
      category: 'safety',
      siteId: SITE,
      description: '',
      isActive: true,
      items: [
        {
          itemId: '',
          name: '',
          description: '',
          isRequired: false,
          kind: 'tick',
          unit: '',
          min: '',
          max: '',
          raiseWorkOrder: 'offer',
        },
      ],
    });
  });

  it('keeps each existing item with its id, in order, and the active flag', () => {
    const values = checklistFormDefaults(checklist);
    expect(values.items.map((item) => item.itemId)).toEqual([ITEM_A, ITEM_B]);
    expect(values.items[0]).toMatchObject({ name: 'Mop floor', isRequired: true });
    expect(values.isActive).toBe(false);
    expect(values.siteId).toBe(SITE);
  });
});

describe('toChecklistInput and checkChecklistForm', () => {
  it('sends existing items with their ids and new items without one', () => {
    const values = checklistFormDefaults(checklist);
    values.items = [values.items[1] ?? emptyItem(), { ...emptyItem(), name: 'New' }];
    const input = toChecklistInput(values);
    expect(input.items).toEqual([
      {
        id: ITEM_B,
        name: 'Empty bins',
        description: 'All floors',
        isRequired: false,
        kind: 'tick',
      },
      { name: 'New', description: '', isRequired: false, kind: 'tick' },
    ]);
  });

  it('sends a reading’s unit and range, and the work order setting of what can fail (issue 33)', () => {
    const values = valid();
    values.items = [
      { ...emptyItem(), name: 'HT meter', kind: 'reading', unit: 'kV', min: '10,5', max: '11.5' },
      { ...emptyItem(), name: 'Pump', kind: 'pass_fail', raiseWorkOrder: 'always', unit: 'x' },
      { ...emptyItem(), name: 'Handover', kind: 'note', min: '3' },
    ];
    expect(toChecklistInput(values).items).toEqual([
      {
        name: 'HT meter',
        description: '',
        isRequired: false,
        kind: 'reading',
        unit: 'kV',
        min: 10.5,
        max: 11.5,
        raiseWorkOrder: 'offer',
      },
      {
        name: 'Pump',
        description: '',
        isRequired: false,
        kind: 'pass_fail',
        raiseWorkOrder: 'always',
      },
      { name: 'Handover', description: '', isRequired: false, kind: 'note' },
    ]);
  });

  it('refuses a range whose minimum is above its maximum, and a limit that is not a number', () => {
    const values = valid();
    values.items = [
      { ...emptyItem(), name: 'HT meter', kind: 'reading', min: '12', max: '11' },
      { ...emptyItem(), name: 'Gauge', kind: 'reading', min: 'ten' },
    ];
    expect(checkChecklistForm(values)).toEqual({
      ok: false,
      errors: {
        'items.0.max': t('checklists.items.rangeReversed'),
        'items.1.min': t('checklists.items.limitNotNumber'),
      },
    });
  });

  it('trims with the shared schema', () => {
    const check = checkChecklistForm(valid());
    expect(check.ok && check.body.name).toBe('Pump check');
  });

  it('names an unnamed item with requirements/checklists.md#validation text, by its row', () => {
    const values = valid();
    values.items.push({ ...emptyItem(), name: '   ' });
    const check = checkChecklistForm(values);
    expect(check).toEqual({
      ok: false,
      errors: { 'items.1.name': t('checklists.itemNameRequired') },
    });
  });

  it('requires name, category and site', () => {
    const check = checkChecklistForm({ ...valid(), name: '', category: '', siteId: '' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.name).toBe(t('checklists.nameRequired'));
    expect(check.errors.category).toBe(t('checklists.categoryRequired'));
    expect(check.errors.siteId).toBe(t('checklists.siteRequired'));
  });
});

describe('checklistResolver', () => {
  const resolve = (values: ChecklistFormValues) =>
    checklistResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('puts item errors under their row and list errors at the root', async () => {
    const values = { ...valid(), items: [emptyItem()] };
    const result = await resolve(values);
    expect(result.errors.items?.[0]?.name?.message).toBe(t('checklists.itemNameRequired'));
    const none = await resolve({ ...valid(), items: [] });
    expect(none.errors.items?.root?.message).toBe(t('checklists.itemsRequired'));
  });

  it('passes the body on when valid', async () => {
    const result = await resolve(valid());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Pump check', category: 'plumbing' });
  });
});

describe('formFieldErrors', () => {
  it('keeps the server messages this form has a field for', () => {
    expect(
      formFieldErrors(
        {
          siteId: t('checklists.siteOutOfScope'),
          'items.1.name': 'Too long',
          'items.0.id': 'Invalid item id',
          'items.7.name': 'No such row',
          'items.1.max': 'Reversed',
          'items.0.unit': 'Long unit',
          'items.0.colour': 'no such field',
          isActive: 'odd',
        },
        2,
      ),
    ).toEqual([
      ['siteId', t('checklists.siteOutOfScope')],
      ['items.1.name', 'Too long'],
      ['items.0.name', 'Invalid item id'],
      ['items.1.max', 'Reversed'],
      ['items.0.unit', 'Long unit'],
    ]);
  });
});

describe('assignmentChanges', () => {
  it('sends only the difference', () => {
    expect(assignmentChanges(['u1', 'u2'], new Set(['u2', 'u3']))).toEqual({
      assign: ['u3'],
      unassign: ['u1'],
    });
    expect(assignmentChanges(['u1'], ['u1'])).toEqual({ assign: [], unassign: [] });
  });
});

describe('checkNewCategory', () => {
  const existing = ['housekeeping', 'pool'];
  it('normalises the key: lower case, spaces to hyphens', () => {
    expect(
      checkNewCategory({ key: ' Fire Doors ', name: 'Fire doors', color: 'red' }, existing),
    ).toEqual({
      ok: true,
      body: { key: 'fire-doors', name: 'Fire doors', color: 'red' },
    });
    expect(categoryKeyPreview('HVAC Units_2')).toBe('hvac-units_2');
  });

  it('says requirements/checklists.md#validation texts', () => {
    const message = (key: string, name: string) => {
      const check = checkNewCategory({ key, name, color: 'blue' }, existing);
      return check.ok ? null : check.message;
    };
    expect(message('', 'Name')).toBe(t('checklists.categoryBothRequired'));
    expect(message('key', '  ')).toBe(t('checklists.categoryBothRequired'));
    expect(message('bad!key', 'Name')).toBe(t('checklists.categoryKeyChars'));
    expect(message('Pool', 'Pool again')).toBe(t('checklists.categoryDuplicate'));
  });
});

describe('checkCategoryUpdate', () => {
  it('requires a name', () => {
    expect(checkCategoryUpdate({ name: ' ', color: 'pink' })).toEqual({
      ok: false,
      message: t('checklists.categoryBothRequired'),
    });
    expect(checkCategoryUpdate({ name: ' Pool ', color: 'pink' })).toEqual({
      ok: true,
      body: { name: 'Pool', color: 'pink' },
    });
  });
});
