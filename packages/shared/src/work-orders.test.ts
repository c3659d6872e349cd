import { describe, expect, it } from 'vitest';
import { greetingAt } from './dashboard';
import { en, englishIssues, translatorFor } from './i18n/source-translators';
import {
  TASK_STATUS_LABELS,
  taskStatusBodySchema,
  workOrderInputSchema,
  workOrderListQuerySchema,
} from './work-orders';
import { TASK_STATUSES } from './work-rules';

const form = {
  title: 'Fix the pump',
  description: 'It leaks',
  dueDate: '2026-06-22',
  assignedToId: '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e61',
  assetId: '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e60',
  siteId: '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f',
};

describe('the work order schemas speak through the catalogues', () => {
  it('say in the spec’s words what is wrong with a form', () => {
    const parse = (fields: object) =>
      englishIssues(workOrderInputSchema.safeParse({ ...form, ...fields }));
    expect(parse({ title: '' })).toEqual(['Title is required']);
    expect(parse({ description: 'd'.repeat(5001) })).toEqual([
      'Description must be at most 5000 characters',
    ]);
    expect(parse({ dueDate: '2026-02-30' })).toEqual(['Due date must be a date (YYYY-MM-DD)']);
    expect(parse({ dueDate: '0026-06-22' })).toEqual([
      'Due date must be between 2000-01-01 and 2100-12-31',
    ]);
    expect(parse({ priority: 'urgent' })).toEqual(['Priority must be low, medium or high']);
    expect(parse({ status: 'overdue' })).toEqual([
      'Overdue follows from the due date; it cannot be set',
    ]);
    expect(englishIssues(taskStatusBodySchema.safeParse({ status: 'done' }))).toEqual([
      'Status must be one of Pending, In Progress, Completed, On Hold, Cancelled',
    ]);
    expect(englishIssues(workOrderListQuerySchema.safeParse({ siteId: 'x' }))).toEqual([
      'Invalid site id',
    ]);
  });

  it('give the range a due date must fall in to other languages too', () => {
    const result = workOrderInputSchema.safeParse({ ...form, dueDate: '2101-01-01' });
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe('workOrders.dueDateOutOfBounds');
    expect(issue && 'params' in issue ? issue.params : null).toEqual({
      min: '2000-01-01',
      max: '2100-12-31',
    });
  });

  it('name every status and greeting by a key every language has', () => {
    expect(TASK_STATUSES.map((status) => en(TASK_STATUS_LABELS[status]))).toEqual([
      'Pending',
      'In Progress',
      'Completed',
      'On Hold',
      'Cancelled',
    ]);
    for (const language of ['hi', 'es', 'ar'] as const) {
      const translator = translatorFor(language);
      for (const key of Object.values(TASK_STATUS_LABELS)) expect(translator.has(key)).toBe(true);
      expect(translator.has(greetingAt(9, 'other'))).toBe(true);
    }
  });
});
