import { defaultPermissionsOf } from '@cmms/shared/permissions';
import { describe, expect, it } from 'vitest';
import { hasStatusActions, rowActionsFor, screenActionsFor } from './work-order-permissions';

const ME = 'a7d3c2b1-0000-4000-8000-000000000001';
const SOMEONE = 'a7d3c2b1-0000-4000-8000-000000000002';

const user = (role: string, permissions?: string[]) => ({
  id: ME,
  role,
  ...(permissions ? { permissions } : {}),
});
const task = (status: string, overdue = false, assignedToId = ME) =>
  ({ status, overdue, assignedToId }) as Parameters<typeof rowActionsFor>[1];

/** The buttons a row shows, in order, locked ones marked. */
function shown(who: Parameters<typeof rowActionsFor>[0], row: Parameters<typeof rowActionsFor>[1]) {
  const a = rowActionsFor(who, row);
  return [
    a.view && 'view',
    a.edit && 'edit',
    a.complete && 'complete',
    a.hold && (a.holdLocked ? 'hold(locked)' : 'hold'),
    a.reopen && (a.reopenLocked ? 'reopen(locked)' : 'reopen'),
    a.remove && 'delete',
  ].filter(Boolean);
}

describe('screenActionsFor', () => {
  it('offers Add Work Order and Export CSV to admins, managers and supervisors', () => {
    for (const role of ['admin', 'superadmin', 'manager', 'supervisor']) {
      expect(screenActionsFor(user(role))).toEqual({ view: true, manage: true });
    }
  });

  it('hides them from client, technician and housekeeping (requirements/work-orders.md#screens)', () => {
    expect(screenActionsFor(user('client'))).toEqual({ view: true, manage: false });
    expect(screenActionsFor(user('technician'))).toEqual({ view: true, manage: false });
    expect(screenActionsFor(user('electrician'))).toEqual({ view: true, manage: false });
    expect(screenActionsFor(user('housekeeping'))).toEqual({ view: true, manage: false });
    expect(screenActionsFor(null)).toEqual({ view: false, manage: false });
  });

  it("follows the session's own permission list", () => {
    expect(screenActionsFor(user('inspector', ['view_tasks']))).toEqual({
      view: true,
      manage: false,
    });
    expect(screenActionsFor(user('dispatcher', ['view_tasks', 'assign_tasks'])).manage).toBe(true);
    // A field role never adds or exports, whatever it was granted.
    expect(screenActionsFor(user('technician', ['all_permissions'])).manage).toBe(false);
  });
});

describe('rowActionsFor', () => {
  it('gives managers every action, status buttons by the current status', () => {
    const manager = user('manager');
    expect(shown(manager, task('pending'))).toEqual(['view', 'edit', 'complete', 'hold', 'delete']);
    expect(shown(manager, task('in_progress'))).toEqual([
      'view',
      'edit',
      'complete',
      'hold',
      'delete',
    ]);
    expect(shown(manager, task('on_hold'))).toEqual([
      'view',
      'edit',
      'complete',
      'reopen',
      'delete',
    ]);
    expect(shown(manager, task('completed'))).toEqual(['view', 'edit', 'reopen', 'delete']);
    expect(shown(manager, task('cancelled'))).toEqual(['view', 'edit', 'reopen', 'delete']);
  });

  it('never locks anything for managers and admins, overdue or not', () => {
    expect(shown(user('admin'), task('pending', true))).toEqual([
      'view',
      'edit',
      'complete',
      'hold',
      'delete',
    ]);
    expect(shown(user('supervisor'), task('on_hold', true))).toContain('reopen');
  });

  it('lets technicians Complete and Hold their own work, never Edit, Delete or Reopen', () => {
    const technician = user('technician');
    expect(shown(technician, task('pending'))).toEqual(['view', 'complete', 'hold']);
    expect(shown(technician, task('on_hold'))).toEqual(['view', 'complete']);
    expect(shown(technician, task('completed'))).toEqual(['view']);
    expect(shown(technician, task('pending', false, SOMEONE))).toEqual(['view']);
  });

  it("locks a technician's Hold on overdue work but leaves Complete enabled (requirements/work-orders.md#states)", () => {
    const actions = rowActionsFor(user('technician'), task('in_progress', true));
    expect(actions).toMatchObject({ complete: true, hold: true, holdLocked: true, reopen: false });
    expect(shown(user('plumber'), task('pending', true))).toEqual([
      'view',
      'complete',
      'hold(locked)',
    ]);
  });

  it("gives housekeeping its sites' list with View only (requirements/work-orders.md#who-may-do-what)", () => {
    const housekeeping = user('housekeeping', [...defaultPermissionsOf('housekeeping')]);
    // The list loads; no Add Work Order, no Export CSV.
    expect(screenActionsFor(housekeeping)).toEqual({ view: true, manage: false });
    for (const status of ['pending', 'in_progress', 'on_hold', 'completed', 'cancelled']) {
      // No Edit, Delete, Complete, Hold or Reopen, even on work assigned to them or overdue.
      expect(shown(housekeeping, task(status))).toEqual(['view']);
      expect(shown(housekeeping, task(status, true, SOMEONE))).toEqual(['view']);
      expect(hasStatusActions(rowActionsFor(housekeeping, task(status)))).toBe(false);
    }
    // A session stored without its list falls back to the same defaults.
    expect(shown(user('Housekeeping'), task('pending'))).toEqual(['view']);
  });

  it('gives clients and read-only roles View only', () => {
    expect(shown(user('client'), task('pending'))).toEqual(['view']);
    expect(shown(user('inspector', ['view_tasks']), task('on_hold'))).toEqual(['view']);
    expect(hasStatusActions(rowActionsFor(user('client'), task('pending')))).toBe(false);
    expect(shown(null, task('pending'))).toEqual([]);
  });
});
