import { describe, expect, it } from 'vitest';
import {
  acceptBodyOf,
  acceptDefaults,
  checkAcceptForm,
  defaultDueDate,
  titleOf,
} from './accept-form';

// A local moment: the form's days are the user's calendar days.
const NOW = new Date(2026, 10, 29, 18, 30);
const PERSON = '0c9f5c2e-7d7a-4f37-8d59-3c0f4e4b8a11';

describe('titleOf', () => {
  it("is the request's first line that says anything, trimmed", () => {
    expect(titleOf('\n  Leak under the sink  \nwater on the floor')).toBe('Leak under the sink');
    expect(titleOf('   ')).toBe('');
  });

  it('is cut to the 200 characters a title holds', () => {
    expect(titleOf('x'.repeat(250))).toHaveLength(200);
  });
});

describe('defaultDueDate', () => {
  it('is today for an urgent request and in three days otherwise, across a month', () => {
    expect(defaultDueDate('urgent', NOW)).toBe('2026-11-29');
    expect(defaultDueDate('normal', NOW)).toBe('2026-12-02');
    expect(defaultDueDate('low', NOW)).toBe('2026-12-02');
  });
});

describe('acceptDefaults', () => {
  it("maps the urgency to the work order's priority", () => {
    const urgent = acceptDefaults({ description: 'Fire door jammed', urgency: 'urgent' }, NOW);
    expect(urgent).toEqual({
      title: 'Fire door jammed',
      assignedToId: '',
      dueDate: '2026-11-29',
      priority: 'high',
    });
    expect(acceptDefaults({ description: 'x', urgency: 'normal' }, NOW).priority).toBe('medium');
    expect(acceptDefaults({ description: 'x', urgency: 'low' }, NOW).priority).toBe('low');
  });
});

describe('acceptBodyOf', () => {
  it("leaves an emptied title to the server's default", () => {
    const values = {
      title: '  ',
      assignedToId: PERSON,
      dueDate: '2026-12-01',
      priority: 'low',
    } as const;
    expect(acceptBodyOf(values)).toEqual({
      assignedToId: PERSON,
      dueDate: '2026-12-01',
      priority: 'low',
    });
    expect(acceptBodyOf({ ...values, title: ' Boiler ' }).title).toBe('Boiler');
  });
});

describe('checkAcceptForm', () => {
  const good = {
    title: 'Leak',
    assignedToId: PERSON,
    dueDate: '2026-11-29',
    priority: 'medium',
  } as const;

  it('passes a complete form, as the body the server takes', () => {
    expect(checkAcceptForm(good, '2026-11-29')).toEqual({
      ok: true,
      body: { title: 'Leak', assignedToId: PERSON, dueDate: '2026-11-29', priority: 'medium' },
    });
  });

  it('wants an assignee and a due date from today on, as the work order form does', () => {
    const check = checkAcceptForm(
      { ...good, assignedToId: '', dueDate: '2026-11-28' },
      '2026-11-29',
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual(['assignedToId', 'dueDate']);
    expect(check.errors.dueDate).toBe('Due date cannot be before today');
    expect(checkAcceptForm({ ...good, dueDate: '' }, '2026-11-29')).toMatchObject({
      ok: false,
      errors: { dueDate: 'Due date is required' },
    });
  });
});
