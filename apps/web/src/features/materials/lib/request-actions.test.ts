import { REQUEST_STATUSES, type RequestStatus } from '@cmms/shared/materials';
import { defaultPermissionsOf } from '@cmms/shared/permissions';
import { describe, expect, it } from 'vitest';
import { editsAsManager, ownRequestActions, requestActionsFor } from './request-actions';

const OWNER = 'u-owner';
const request = (status: RequestStatus, userId = OWNER) => ({ status, userId });
// Each role with its default permissions, as the server grants them.
const caller = (role: string, id = 'u-other') => ({
  id,
  role,
  permissions: defaultPermissionsOf(role),
});

describe('requestActionsFor: managers (requirements/materials.md#states, #who-may-do-what)', () => {
  it('approve, reject, edit and delete a Pending request', () => {
    for (const role of ['admin', 'superadmin', 'manager', 'Manager']) {
      expect(requestActionsFor(caller(role), request('Pending'))).toEqual([
        'approve',
        'reject',
        'edit',
        'delete',
      ]);
    }
  });

  it('issue an Approved request, which is no longer editable', () => {
    expect(requestActionsFor(caller('manager'), request('Approved'))).toEqual(['issue', 'delete']);
  });

  it('only delete a Rejected or Issued request: those are final', () => {
    expect(requestActionsFor(caller('admin'), request('Rejected'))).toEqual(['delete']);
    expect(requestActionsFor(caller('admin'), request('Issued'))).toEqual(['delete']);
  });
});

describe('requestActionsFor: everyone else', () => {
  it('edits only their own request, and only while Pending', () => {
    for (const role of ['technician', 'supervisor', 'housekeeping', 'client']) {
      expect(requestActionsFor(caller(role, OWNER), request('Pending'))).toEqual(['edit']);
      expect(requestActionsFor(caller(role), request('Pending'))).toEqual([]);
    }
    for (const status of REQUEST_STATUSES.filter((one) => one !== 'Pending')) {
      expect(requestActionsFor(caller('technician', OWNER), request(status))).toEqual([]);
    }
  });

  it('gives no one signed out anything', () => {
    expect(requestActionsFor(null, request('Pending'))).toEqual([]);
  });
});

describe('ownRequestActions (My Request History)', () => {
  it('gives a manager only Edit on their own Pending request, no decisions', () => {
    expect(ownRequestActions(caller('manager', OWNER), request('Pending'))).toEqual(['edit']);
    expect(ownRequestActions(caller('manager'), request('Pending'))).toEqual([]);
    expect(ownRequestActions(caller('manager', OWNER), request('Approved'))).toEqual([]);
  });
});

describe('editsAsManager', () => {
  it("sends managers' edits through the admin-level call, others' through /user", () => {
    expect(editsAsManager(caller('superadmin'))).toBe(true);
    expect(editsAsManager(caller('supervisor'))).toBe(false);
    // A custom role is a manager by its permission, not its name.
    expect(editsAsManager({ role: 'storekeeper', permissions: ['manage_materials'] })).toBe(true);
    expect(editsAsManager(null)).toBe(false);
  });
});
