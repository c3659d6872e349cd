import { describe, expect, it } from 'vitest';
import { notificationPath } from './notification-path';

describe('notificationPath', () => {
  it('follows the spec for the three named types', () => {
    expect(notificationPath('task_assignment', 'technician')).toBe('/tasks');
    expect(notificationPath('leave_approval', 'technician')).toBe('/attendance');
    expect(notificationPath('site_assignment', 'technician')).toBe('/dashboard');
  });

  it('sends the sibling types to the same pages', () => {
    expect(notificationPath('task_update', 'manager')).toBe('/tasks');
    expect(notificationPath('leave_rejection', 'supervisor')).toBe('/attendance');
    expect(notificationPath('account_approved', 'technician')).toBe('/dashboard');
  });

  it("uses the role's own area where the root route would refuse the role", () => {
    expect(notificationPath('leave_approval', 'admin')).toBe('/admin/attendance');
    expect(notificationPath('leave_approval', 'superadmin')).toBe('/admin/attendance');
    expect(notificationPath('task_assignment', 'admin')).toBe('/tasks');
  });

  it('opens the work order a task notification names', () => {
    const data = JSON.stringify({ type: 'task_assignment', taskId: 'abc-123' });
    expect(notificationPath('task_assignment', 'technician', data)).toBe('/tasks?taskId=abc-123');
    expect(notificationPath('task_update', 'manager', data)).toBe('/tasks?taskId=abc-123');
    expect(notificationPath('task_update', 'manager', 'not json')).toBe('/tasks');
    expect(notificationPath('leave_approval', 'technician', data)).toBe('/attendance');
  });

  it('opens the grid of the checklist an assignment names', () => {
    const data = JSON.stringify({ type: 'checklist_assignment', checklistId: 'c-1' });
    expect(notificationPath('checklist_assignment', 'housekeeping', data)).toBe(
      '/checklist?checklistId=c-1',
    );
    expect(notificationPath('checklist_assignment', 'technician', '{}')).toBe('/checklist');
  });

  it('opens the asset whose document runs out', () => {
    const data = JSON.stringify({ assetId: 'as-9', attachmentId: 'f-1' });
    expect(notificationPath('document_expiring', 'manager', data)).toBe('/assets/as-9');
    expect(notificationPath('document_expiring', 'manager', '{}')).toBe('/assets');
  });

  it('falls back to the dashboard for an unknown type', () => {
    expect(notificationPath('something_else', 'admin')).toBe('/dashboard');
  });
});
