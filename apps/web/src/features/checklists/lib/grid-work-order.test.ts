import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsOf } from '../../../lib/api-error';
import { checkRaiseForm, RAISE_FIELDS, raiseDefaults, raiseTitle } from './grid-work-order';

const USER = '44444444-4444-4444-8444-444444444444';
const ITEM = '11111111-1111-4111-8111-111111111111';
const ASSET = '22222222-2222-4222-8222-222222222222';
const context = {
  userId: USER,
  itemId: ITEM,
  first: '2026-03-01',
  last: '2026-03-31',
  today: '2026-03-15',
};

const tick = (name: string) => ({ name, kind: 'tick', unit: '', min: null, max: null }) as const;

describe('raiseDefaults', () => {
  it('prefills the title, a description naming checklist and day, High and today', () => {
    expect(
      raiseDefaults({
        checklistName: 'Daily rounds',
        item: tick('Fire exits clear'),
        date: '2026-03-05',
        today: '2026-03-15',
      }),
    ).toEqual({
      date: '2026-03-05',
      title: 'Fire exits clear failed inspection',
      description:
        'Checklist "Daily rounds": "Fire exits clear" failed inspection on Thu, Mar 5, 2026.',
      priority: 'high',
      dueDate: '2026-03-15',
      assetId: '',
      assignedToId: '',
    });
  });

  it('says what a reading out of range read, and its range (issue 33)', () => {
    const item = { name: 'HT meter', kind: 'reading', unit: 'kV', min: 10.5, max: 11.5 } as const;
    const values = raiseDefaults({
      checklistName: 'Daily rounds',
      item,
      date: '2026-03-05',
      today: '2026-03-15',
      value: { reading: 12.25 },
    });
    expect(values.title).toBe('HT meter: reading out of range');
    expect(values.description).toBe(
      'Checklist "Daily rounds": "HT meter" read 12.25 kV on Thu, Mar 5, 2026, outside its accepted range (10.5 kV to 11.5 kV).',
    );
    // Within range, or a Pass, it is the failed-inspection text.
    expect(
      raiseDefaults({
        checklistName: 'D',
        item,
        date: '2026-03-05',
        today: '2026-03-15',
        value: { reading: 11 },
      }).title,
    ).toBe('HT meter failed inspection');
  });

  it('keeps a long title within 200 characters', () => {
    const title = raiseTitle('x'.repeat(250));
    expect(title).toHaveLength(200);
    expect(title.endsWith('… failed inspection')).toBe(true);
  });
});

describe('checkRaiseForm', () => {
  const values = {
    ...raiseDefaults({
      checklistName: 'Daily',
      item: tick('Lights'),
      date: '2026-03-05',
      today: '2026-03-15',
    }),
  };

  it('gives the body, an empty asset as null and no assignee', () => {
    const result = checkRaiseForm(values, context);
    expect(result).toEqual({
      ok: true,
      body: {
        date: '2026-03-05',
        title: 'Lights failed inspection',
        description: values.description,
        priority: 'high',
        dueDate: '2026-03-15',
        assetId: null,
      },
    });
    const chosen = checkRaiseForm({ ...values, assetId: ASSET, assignedToId: USER }, context);
    expect(chosen.ok && chosen.body).toMatchObject({ assetId: ASSET, assignedToId: USER });
  });

  it('refuses a blank title, a missing due date and a day outside the month or to come', () => {
    const result = checkRaiseForm(
      { ...values, title: '  ', dueDate: '', date: '2026-03-20' },
      context,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        dueDate: 'Due date is required',
        date: 'Choose a day of this month, up to today',
      },
    });
  });

  it('refuses a due date typed before today, as the picker does (requirements/work-orders.md#validation: minimum today)', () => {
    expect(checkRaiseForm({ ...values, dueDate: '2026-03-14' }, context)).toEqual({
      ok: false,
      errors: { dueDate: 'Due date cannot be before today' },
    });
    expect(checkRaiseForm({ ...values, dueDate: '2026-03-15' }, context).ok).toBe(true);
    expect(checkRaiseForm({ ...values, dueDate: '2026-04-02' }, context).ok).toBe(true);
  });

  it('keeps the server’s messages that belong to a field', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', {
      title: 'Too long',
      userId: 'Invalid user id',
    });
    expect(fieldErrorsOf(error, RAISE_FIELDS)).toEqual([['title', 'Too long']]);
  });
});
