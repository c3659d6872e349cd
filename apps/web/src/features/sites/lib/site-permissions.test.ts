import { describe, expect, it } from 'vitest';
import { siteActionsFor } from './site-permissions';

describe('siteActionsFor', () => {
  it('gives admins every action', () => {
    expect(siteActionsFor({ role: 'Admin' })).toEqual({
      add: true,
      edit: true,
      remove: true,
      cost: true,
      escalation: true,
      portal: true,
    });
  });

  it('lets managers add, edit and read the cost but not delete or set escalation rules (default table)', () => {
    expect(siteActionsFor({ role: 'manager' })).toEqual({
      add: true,
      edit: true,
      remove: false,
      cost: true,
      escalation: false,
      portal: false,
    });
  });

  it('hides every action from technicians and read-only roles', () => {
    const none = {
      add: false,
      edit: false,
      remove: false,
      cost: false,
      escalation: false,
      portal: false,
    };
    expect(siteActionsFor({ role: 'supervisor' }).cost).toBe(false);
    expect(siteActionsFor({ role: 'technician' })).toEqual(none);
    expect(siteActionsFor({ role: 'client' })).toEqual(none);
    expect(siteActionsFor(null)).toEqual(none);
  });

  it("follows a list the session carries, even a technician's role stays hidden", () => {
    expect(siteActionsFor({ role: 'inspector', permissions: ['view_sites'] }).add).toBe(false);
    expect(siteActionsFor({ role: 'auditor', permissions: ['update_sites'] })).toEqual({
      add: true,
      edit: true,
      remove: false,
      cost: false,
      escalation: false,
      portal: false,
    });
    // Escalation rules follow all_permissions, whatever the role is called.
    expect(siteActionsFor({ role: 'owner', permissions: ['all_permissions'] }).escalation).toBe(
      true,
    );
    expect(siteActionsFor({ role: 'Admin', permissions: ['view_sites'] }).escalation).toBe(false);
    // The request portal too (issue 35).
    expect(siteActionsFor({ role: 'owner', permissions: ['all_permissions'] }).portal).toBe(true);
    expect(siteActionsFor({ role: 'Admin', permissions: ['view_sites'] }).portal).toBe(false);
    expect(siteActionsFor({ role: 'technician', permissions: ['all_permissions'] }).add).toBe(
      false,
    );
  });

  it('leaves a custom role without a known list to the server', () => {
    expect(siteActionsFor({ role: 'site-editor' })).toEqual({
      add: true,
      edit: true,
      remove: true,
      cost: false,
      escalation: false,
      portal: false,
    });
  });
});
