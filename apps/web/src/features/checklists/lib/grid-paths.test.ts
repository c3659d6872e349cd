import { describe, expect, it } from 'vitest';
import { checklistGridPath, checklistManagementPath } from './grid-paths';

describe('checklistGridPath', () => {
  it('uses the role area, root /checklist for a role without one', () => {
    expect(checklistGridPath('technician')).toBe('/technician/checklist');
    expect(checklistGridPath('superadmin')).toBe('/admin/checklist');
    expect(checklistGridPath('Electrician')).toBe('/checklist');
  });

  it('opens a checklist, person and day (its month with the day filter)', () => {
    expect(
      checklistGridPath('manager', { checklistId: 'c1', userId: 'u1', date: '2026-03-05' }),
    ).toBe('/manager/checklist?checklistId=c1&userId=u1&year=2026&month=3&date=2026-03-05');
    expect(checklistGridPath('client', { checklistId: 'c1', date: 'soon' })).toBe(
      '/client/checklist?checklistId=c1',
    );
  });
});

describe('checklistManagementPath', () => {
  it('is in the managing role’s own area', () => {
    expect(checklistManagementPath('superadmin')).toBe('/admin/checklist-management');
    expect(checklistManagementPath('manager')).toBe('/manager/checklist-management');
  });
});
