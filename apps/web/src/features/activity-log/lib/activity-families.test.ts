import { ACTIVITY_LOG_FAMILIES } from '@cmms/shared/activity';
import { describe, expect, it } from 'vitest';
import {
  FAMILY_LABELS,
  familyLabel,
  humanize,
  isActivityFamily,
  parseTypeFilter,
  TYPE_FILTER_OPTIONS,
} from './activity-families';

describe('the type filter (requirements/activity.md#who-may-do-what)', () => {
  it('offers All Types, then exactly the ten families (checklists since issue 30), each readable', () => {
    expect(TYPE_FILTER_OPTIONS).toEqual([
      { value: '', label: 'All Types' },
      { value: 'site', label: 'Sites' },
      { value: 'task', label: 'Work Orders' },
      { value: 'asset', label: 'Assets' },
      { value: 'user', label: 'Users' },
      { value: 'material', label: 'Materials' },
      { value: 'leave', label: 'Leave' },
      { value: 'pm', label: 'Preventive Maintenance' },
      { value: 'punch', label: 'Attendance' },
      { value: 'checklist', label: 'Checklists' },
      { value: 'notification', label: 'Notifications' },
    ]);
    expect(Object.keys(FAMILY_LABELS)).toEqual([...ACTIVITY_LOG_FAMILIES]);
  });

  it('reads the select back as a family, anything else as All Types', () => {
    expect(parseTypeFilter('pm')).toBe('pm');
    expect(parseTypeFilter('punch')).toBe('punch');
    for (const other of ['', null, undefined, 'auth', 'login', 'PM', 'constructor']) {
      expect(parseTypeFilter(other)).toBe('');
    }
    expect(isActivityFamily('toString')).toBe(false);
  });
});

describe('familyLabel', () => {
  it("names each family's badge in the singular", () => {
    expect(ACTIVITY_LOG_FAMILIES.map(familyLabel)).toEqual([
      'Site',
      'Work Order',
      'Asset',
      'User',
      'Material',
      'Leave',
      'PM',
      'Attendance',
      'Checklist',
      'Notification',
    ]);
  });

  it('reads a type outside the families as its words', () => {
    expect(familyLabel('task_assignment')).toBe('Task assignment');
    expect(familyLabel('')).toBe('Other');
  });
});

describe('humanize', () => {
  it('turns an action code into words', () => {
    expect(humanize('site_created')).toBe('Site created');
    expect(humanize('pm_updated')).toBe('PM updated');
    expect(humanize('set_pin')).toBe('Set PIN');
    expect(humanize('  user--signup ')).toBe('User signup');
    expect(humanize('login')).toBe('Login');
    expect(humanize('')).toBe('');
  });
});
