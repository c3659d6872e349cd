import { describe, expect, it } from 'vitest';
import { pmActionsFor, statusActionsFor } from './pm-actions';

const labels = (role: string) => statusActionsFor({ role }).map((a) => `${a.label}:${a.status}`);

describe('statusActionsFor (doc 002 §4)', () => {
  it('gives admin-level roles Complete, Schedule and In Progress', () => {
    for (const role of ['admin', 'superadmin', 'manager', 'supervisor', 'Manager']) {
      expect(labels(role)).toEqual([
        'Complete:Completed',
        'Schedule:Scheduled',
        'In Progress:In Progress',
      ]);
    }
  });

  it('gives a technician Complete and Start, which sets In Progress', () => {
    expect(labels('technician')).toEqual(['Complete:Completed', 'Start:In Progress']);
  });

  it('gives a client, housekeeping, an unknown role and no one none', () => {
    expect(labels('client')).toEqual([]);
    expect(labels('housekeeping')).toEqual([]);
    // A custom role goes by the permissions its session carries.
    expect(statusActionsFor({ role: 'janitor', permissions: ['view_pm'] })).toEqual([]);
    expect(statusActionsFor({ role: 'janitor', permissions: ['manage_pm'] })).toHaveLength(3);
    expect(statusActionsFor(null)).toEqual([]);
  });
});

describe('pmActionsFor (doc 002 §6)', () => {
  it('lets managers view and manage', () => {
    expect(pmActionsFor({ role: 'manager' })).toMatchObject({ view: true, manage: true });
  });

  it('lets a client view only', () => {
    expect(pmActionsFor({ role: 'client' })).toEqual({ view: true, manage: false, statuses: [] });
  });

  it('lets a technician neither view the list nor manage', () => {
    expect(pmActionsFor({ role: 'technician' })).toMatchObject({ view: false, manage: false });
    expect(pmActionsFor(undefined)).toEqual({ view: false, manage: false, statuses: [] });
  });
});
