import { ACTIVITY_ACTION_KEYS, ACTIVITY_LOG_FAMILIES } from '@cmms/shared/activity';
import { englishTranslator, translatorFor } from '@cmms/shared/i18n/source-translators';
import { afterEach, describe, expect, it } from 'vitest';
import { installTranslator, t } from '../../../lib/i18n/i18n';
import {
  actionText,
  familyLabel,
  humanize,
  isActivityFamily,
  parseTypeFilter,
  typeFilterOptions,
} from './activity-families';

describe('the type filter (requirements/activity.md#who-may-do-what)', () => {
  it('offers All Types, then exactly the ten families (checklists since issue 30), each readable', () => {
    expect(typeFilterOptions()).toEqual([
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
    expect(typeFilterOptions().map((option) => option.value)).toEqual([
      '',
      ...ACTIVITY_LOG_FAMILIES,
    ]);
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

describe('actionText (issue 32)', () => {
  afterEach(() => installTranslator(englishTranslator));

  it('reads every action the server records as the tidied code read before, in English', () => {
    for (const code of Object.keys(ACTIVITY_ACTION_KEYS)) {
      expect(actionText(code), code).toBe(humanize(code));
    }
    expect(actionText('pm_updated')).toBe('PM updated');
  });

  it("reads a known action in the reader's language, an unknown one as its tidied code", () => {
    installTranslator(translatorFor('hi'));
    expect(actionText('pm_updated')).toBe(translatorFor('hi').t('activity.actionPmUpdated'));
    expect(actionText('pm_updated')).not.toBe('PM updated');
    expect(actionText('test_event')).toBe('Test event');
    expect(actionText('constructor')).toBe('Constructor');
  });
});

describe('the count of entries (issue 32)', () => {
  afterEach(() => installTranslator(englishTranslator));

  it('reads as the screen wrote it in English, and with Arabic plural forms', () => {
    expect(t('activity.entryCount', { count: 1 })).toBe('1 entry');
    expect(t('activity.entryCount', { count: 1234 })).toBe('1234 entries');
    expect(t('activity.entryCountAtSite', { count: 2, site: 'Depot' })).toBe('2 entries at Depot');
    installTranslator(translatorFor('ar'));
    expect(t('activity.entryCount', { count: 2 })).toBe('إدخالان');
    expect(t('activity.entryCount', { count: 5 })).toBe('5 إدخالات');
    expect(t('activity.entryCount', { count: 11 })).toBe('11 إدخالًا');
  });
});
