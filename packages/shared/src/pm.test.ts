import { describe, expect, it } from 'vitest';
import { en, englishIssues, inEnglish, translatorFor } from './i18n/source-translators';
import { defaultPermissionsOf } from './permissions';
import {
  occurrence,
  occurrenceAfter,
  occurrencesBetween,
  PM_PRIORITY_LABELS,
  PM_RECURRENCE_LABELS,
  PM_RECURRENCES,
  PM_STATUS_LABELS,
  pmInputSchema,
  pmRules,
  pmStatusSchema,
  workOrderPriorityOf,
} from './pm';

describe('occurrence', () => {
  it('steps each of the ten recurrences from the anchor', () => {
    const next = Object.fromEntries(
      PM_RECURRENCES.map((recurrence) => [recurrence, occurrence('2026-01-15', recurrence, 1)]),
    );
    expect(next).toEqual({
      Daily: '2026-01-16',
      Weekly: '2026-01-22',
      '2 Weeks': '2026-01-29',
      '3 Weeks': '2026-02-05',
      Monthly: '2026-02-15',
      '2 Months': '2026-03-15',
      '3 Months': '2026-04-15',
      '6 Months': '2026-07-15',
      '9 Months': '2026-10-15',
      '12 Months': '2027-01-15',
    });
  });

  it('counts calendar months: the 31st falls to each month’s last day and comes back', () => {
    const months = [0, 1, 2, 3].map((n) => occurrence('2026-01-31', 'Monthly', n));
    expect(months).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(occurrence('2027-12-31', '2 Months', 1)).toBe('2028-02-29');
    expect(occurrence('2026-11-30', '3 Months', 1)).toBe('2027-02-28');
  });

  it('keeps Feb 29 in leap years and falls to Feb 28 in the others', () => {
    const years = [1, 2, 3, 4].map((n) => occurrence('2028-02-29', '12 Months', n));
    expect(years).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
    expect(occurrence('2028-02-28', 'Daily', 1)).toBe('2028-02-29');
    expect(occurrence('2027-02-28', 'Daily', 1)).toBe('2027-03-01');
  });
});

describe('occurrenceAfter', () => {
  it('gives the first occurrence strictly after a date, for every recurrence', () => {
    for (const recurrence of PM_RECURRENCES) {
      const after = occurrenceAfter('2026-01-31', recurrence, '2026-06-10');
      expect(after > '2026-06-10').toBe(true);
      // Nothing of the schedule falls between the date and the answer.
      const between = occurrencesBetween('2026-01-31', recurrence, '2026-06-11', after);
      expect(between).toEqual([after]);
    }
  });

  it('answers the anchor itself when it is later', () => {
    expect(occurrenceAfter('2026-09-01', 'Weekly', '2026-06-10')).toBe('2026-09-01');
  });
});

describe('occurrencesBetween', () => {
  it('lists a weekly schedule over a month', () => {
    expect(occurrencesBetween('2026-06-01', 'Weekly', '2026-06-01', '2026-06-30')).toEqual([
      '2026-06-01',
      '2026-06-08',
      '2026-06-15',
      '2026-06-22',
      '2026-06-29',
    ]);
  });
});

describe('rules and inputs', () => {
  it('lets supervisors and up manage, the client read, a technician set two statuses', () => {
    const as = (role: string) => ({ role, permissions: defaultPermissionsOf(role) });
    expect(pmRules.canView(as('client'))).toBe(true);
    expect(pmRules.canManage(as('client'))).toBe(false);
    expect(pmRules.canView(as('technician'))).toBe(false);
    expect(pmRules.canSetStatus(as('technician'), 'Completed')).toBe(true);
    expect(pmRules.canSetStatus(as('technician'), 'Scheduled')).toBe(false);
    expect(pmRules.canSetStatus(as('supervisor'), 'Scheduled')).toBe(true);
    expect(pmRules.canSetStatus(as('client'), 'Completed')).toBe(false);
  });

  it('reads the permissions, not the role name, for anyone but the roles the spec narrows', () => {
    expect(pmRules.canView({ role: 'inspector', permissions: ['view_pm'] })).toBe(true);
    expect(pmRules.canManage({ role: 'inspector', permissions: ['manage_pm'] })).toBe(true);
    expect(pmRules.canView({ role: 'manager', permissions: ['manage_pm'] })).toBe(false);
    expect(pmRules.canSetStatus({ role: 'technician', permissions: [] }, 'Completed')).toBe(false);
    expect(pmRules.canManage({ role: 'technician', permissions: ['manage_pm'] })).toBe(false);
  });

  it('reads a status in any spelling and an empty date as none', () => {
    expect(pmStatusSchema.parse('in_progress')).toBe('In Progress');
    expect(pmStatusSchema.parse('completed')).toBe('Completed');
    const values = pmInputSchema.parse({
      title: '  Filter change ',
      priority: 'High',
      recurrence: 'Monthly',
      assetId: '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f',
      date: '',
    });
    expect(values).toMatchObject({ title: 'Filter change', date: null, description: '' });
  });

  it('names each missing field with the spec’s message', () => {
    const result = pmInputSchema.safeParse({ title: ' ' });
    const english = englishIssues(result);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue, index) => [issue.path[0], english[index]]),
    );
    expect(messages).toMatchObject({
      title: 'Title is required',
      assetId: 'Asset is required',
      priority: 'Priority is required',
      recurrence: 'Recurrence is required',
    });
  });

  it('raises an urgent PM as a high work order', () => {
    expect(workOrderPriorityOf('Urgent')).toBe('high');
    expect(workOrderPriorityOf('Low')).toBe('low');
  });
});

describe('texts with a choice in them (issue 32)', () => {
  it('says how a work order closed, and counts matching assets, as the English did', () => {
    const rolled = (status: string) =>
      en('pm.activityRescheduled', { title: 'Filters', date: '2026-06-22', status });
    expect(rolled('completed')).toBe(
      'PM "Filters" next due on 2026-06-22: its work order was completed',
    );
    expect(rolled('cancelled')).toBe(
      'PM "Filters" next due on 2026-06-22: its work order was cancelled',
    );
    expect(en('pm.assetsMatching', { total: 1 })).toBe('1 matching asset.');
    expect(en('pm.assetsMatching', { total: 1200 })).toBe('1200 matching assets.');
  });

  it('gives each language its own plural forms', () => {
    const ar = translatorFor('ar');
    const forms = [0, 1, 2, 3, 11, 100].map((total) => ar.t('pm.assetsMatching', { total }));
    expect(new Set(forms).size).toBe(6);
    const hi = translatorFor('hi');
    expect(hi.t('pm.assetsMatching', { total: 1 })).toBe('1 एसेट मेल खाता है।');
    expect(hi.t('pm.assetsMatching', { total: 2 })).toBe('2 एसेट मेल खाते हैं।');
  });

  it('labels every stored priority, recurrence and status with its own English', () => {
    for (const [value, key] of [
      ...Object.entries(PM_PRIORITY_LABELS),
      ...Object.entries(PM_RECURRENCE_LABELS),
      ...Object.entries(PM_STATUS_LABELS),
    ]) {
      expect(inEnglish({ key })).toBe(value);
    }
  });
});
