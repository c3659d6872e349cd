import { defaultPermissionsOf } from '@cmms/shared/permissions';
import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import { assetActionsFor, type StatusButton, statusButtonsFor } from './asset-permissions';

const labelsOf = (buttons: readonly StatusButton[]) => buttons.map((button) => t(button.label));
const labels = (role: string, permissions?: string[]) =>
  labelsOf(assetActionsFor({ role, permissions }).statusButtons);

describe('assetActionsFor', () => {
  it('gives admins and managers everything', () => {
    for (const role of ['admin', 'SuperAdmin', 'manager', 'supervisor']) {
      const actions = assetActionsFor({ role });
      expect(actions).toMatchObject({
        manage: true,
        remove: true,
        qr: true,
        viewOnly: false,
        showSite: true,
      });
      expect(labels(role)).toEqual(['Hold', 'Complete', 'Out of Service']);
    }
  });

  it('lets a technician see the QR and set the three statuses, nothing else, without sites', () => {
    const actions = assetActionsFor({ role: 'technician' });
    expect(actions).toMatchObject({
      manage: false,
      remove: false,
      qr: true,
      viewOnly: false,
      showSite: false,
    });
    expect(labels('technician')).toEqual(['Hold', 'Complete', 'Out of Service']);
    // A technician's list with every permission still cannot add, edit or delete.
    expect(assetActionsFor({ role: 'Technician', permissions: ['all_permissions'] })).toMatchObject(
      { manage: false, remove: false, qr: true },
    );
  });

  it('keeps the client view only, without the QR', () => {
    expect(assetActionsFor({ role: 'client' })).toEqual({
      manage: false,
      remove: false,
      qr: false,
      statusButtons: [],
      viewOnly: true,
      showSite: true,
    });
  });

  it("lets housekeeping read its sites' assets and open the QR, nothing else (requirements/assets.md#who-may-do-what)", () => {
    const housekeeping = {
      role: 'housekeeping',
      permissions: [...defaultPermissionsOf('housekeeping')],
    };
    const expected = {
      manage: false, // no Add Asset, Edit or Export CSV
      remove: false,
      qr: true,
      statusButtons: [], // no Hold, Complete or Out of Service
      // requirements/assets.md#who-may-do-what gives the "View Only" marker to the client, not to housekeeping.
      viewOnly: false,
      showSite: true,
    };
    expect(assetActionsFor(housekeeping)).toEqual(expected);
    // A session stored without its list falls back to the same defaults.
    expect(assetActionsFor({ role: 'Housekeeping' })).toEqual(expected);
    expect(statusButtonsFor(assetActionsFor(housekeeping), 'Active')).toEqual([]);
  });

  it('follows the permissions the session carries', () => {
    const viewer = assetActionsFor({ role: 'auditor', permissions: ['view_assets'] });
    expect(viewer).toMatchObject({ manage: false, remove: false, qr: true, viewOnly: true });
    const editor = assetActionsFor({
      role: 'auditor',
      permissions: ['view_assets', 'update_assets'],
    });
    expect(editor).toMatchObject({ manage: true, remove: false, viewOnly: false });
    expect(editor.statusButtons).toHaveLength(3);
  });

  it('shows nothing to no one', () => {
    expect(assetActionsFor(null)).toMatchObject({ manage: false, qr: false, viewOnly: true });
  });
});

describe('statusButtonsFor', () => {
  const manager = assetActionsFor({ role: 'manager' });

  it('leaves out the button of the status the asset already has', () => {
    expect(labelsOf(statusButtonsFor(manager, 'On Hold'))).toEqual(['Complete', 'Out of Service']);
    expect(labelsOf(statusButtonsFor(manager, 'out of service'))).toEqual(['Hold', 'Complete']);
    expect(statusButtonsFor(manager, 'operational')).toHaveLength(3);
  });

  it('gives the client none', () => {
    expect(statusButtonsFor(assetActionsFor({ role: 'client' }), 'Active')).toEqual([]);
  });
});
