import type { WorkOrder } from '@cmms/shared/work-orders';
import { describe, expect, it } from 'vitest';
import {
  assetText,
  formatDueDate,
  priorityLabel,
  priorityOptions,
  statusChangedMessage,
  statusLabel,
  statusOptions,
  taskTypeLabel,
  taskTypeOptions,
  toWorkOrderViews,
} from './work-order-display';

describe('status labels', () => {
  it('names every status as the screens do', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel('on_hold')).toBe('On Hold');
    expect(statusLabel('completed')).toBe('Completed');
    expect(statusLabel('cancelled')).toBe('Cancelled');
    expect(statusLabel('waiting-for_parts')).toBe('Waiting For Parts');
  });

  it('names priorities and task types by their labels, an unknown one as it is stored', () => {
    expect(priorityLabel('high')).toBe('High');
    expect(taskTypeLabel('installation')).toBe('Installation');
    expect(taskTypeLabel('painting')).toBe('Painting');
  });

  it('offers the form the statuses, priorities and types of requirements/work-orders.md#states', () => {
    expect(statusOptions().map((option) => option.label)).toEqual([
      'Pending',
      'In Progress',
      'Completed',
      'On Hold',
      'Cancelled',
    ]);
    expect(priorityOptions().map((option) => option.value)).toEqual(['low', 'medium', 'high']);
    expect(priorityOptions().map((option) => option.label)).toEqual(['Low', 'Medium', 'High']);
    expect(taskTypeOptions().map((option) => option.label)).toEqual([
      'Repair',
      'Inspection',
      'Maintenance',
      'Installation',
      'Other',
    ]);
  });
});

describe('statusChangedMessage', () => {
  it('uses the spec toasts verbatim (requirements/work-orders.md#errors)', () => {
    expect(statusChangedMessage('completed')).toBe('Task marked as completed!');
    expect(statusChangedMessage('on_hold')).toBe('Task status updated to On Hold successfully!');
    expect(statusChangedMessage('in_progress')).toBe(
      'Task status updated to In Progress successfully!',
    );
  });
});

describe('formatDueDate', () => {
  it('shows the calendar day itself, whatever the time zone', () => {
    expect(formatDueDate('2026-03-01', 'en-US')).toBe('Mar 1, 2026');
    expect(formatDueDate('2026-12-31T00:00:00.000Z', 'en-GB')).toBe('31 Dec 2026');
    expect(formatDueDate('soon')).toBe('soon');
    // Without a locale, the current language's form (English: en-US).
    expect(formatDueDate('2026-11-21')).toBe('Nov 21, 2026');
  });
});

describe('rows', () => {
  it('numbers rows from the page start and shows assets with their number', () => {
    const tasks = [{ id: 'a' }, { id: 'b' }] as WorkOrder[];
    expect(toWorkOrderViews(tasks, 25).map((task) => task.position)).toEqual([26, 27]);
    expect(assetText({ name: 'Chiller 1', assetNumber: 'AST-000001' })).toBe(
      'AST-000001 · Chiller 1',
    );
    expect(assetText(null)).toBe('—');
  });
});
